import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { strToU8, zipSync } from "fflate";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ELN_CORPUS, elnCorpusFiles, elnCorpusPresent, SKIP_WITHOUT_CORPUS } from "../support/eln-checks";
import { patience } from "../support/patience";
import { ADMIN_PASSWORD, signedHeaders, startTestService } from "./harness";

const PASSWORD = "Imports-2026-pass";
/** The file types the corpus's records hold beyond the default accept lists (an administrator adds them first). */
const CORPUS_TYPES = ["json", "md", "py", "ttl", "html", "log", "pubkey", "minisig", "xml", "yaml"];

interface Preview {
  fileName: string;
  application: string | null;
  importable: boolean;
  records: Array<{
    title: string;
    authors: string[];
    modules: Array<{ title: string; kind: string }>;
    files: Array<{ name: string }>;
    problems: string[];
  }>;
}

describe(".eln import into a record book (issue 19)", () => {
  let api: Awaited<ReturnType<typeof startTestService>>;
  const token: Record<string, string> = {};
  let bookId: string;
  const as = (who: string, method: string, path: string, json?: unknown, language = "en") =>
    api.call(method, `/api${path}`, { token: token[who]!, language, ...(json === undefined ? {} : { json }) });
  const body = async (r: Response) => ({ status: r.status, body: await r.json() });
  const ok = async (r: Response) => {
    const { status, body: b } = await body(r);
    expect(status, JSON.stringify(b)).toBe(200);
    return b.response ?? b;
  };
  const send = (who: string, path: string, bytes: Uint8Array, name: string, language = "en") => {
    const form = new FormData();
    form.append("file", new Blob([Buffer.from(bytes)]), name);
    return fetch(`${api.service.url}/api${path}`, {
      method: "POST",
      headers: { ...signedHeaders(token[who]!, api.userOf(token[who]!)), "accept-language": language },
      body: form,
    });
  };
  const preview = async (bytes: Uint8Array, name: string, book = bookId, language = "en") =>
    (await ok(await send("chen", `/notebooks/${book}/eln-import/preview`, bytes, name, language))) as Preview;
  const recordsIn = async (book: string) =>
    (
      (await ok(await as("chen", "GET", `/experiments?notebookId=${book}&pageSize=200`))) as {
        rows: Array<{ id: string; title: string }>;
      }
    ).rows;

  beforeAll(async () => {
    api = await startTestService();
    token.admin = await api.login("admin", ADMIN_PASSWORD);
    for (const account of ["chen", "zhou"]) {
      await ok(
        await api.call("POST", "/api/members", {
          token: token.admin,
          json: { account, realName: `${account} (printed)`, password: PASSWORD, departmentId: "root" },
        }),
      );
      token[account] = await api.login(account, PASSWORD);
    }
    bookId = (await ok(await as("chen", "POST", "/notebooks", { name: "Imported from other ELNs" }))).id;
  });
  afterAll(async () => {
    await api?.service.stop();
  });

  describe.skipIf(!elnCorpusPresent)(
    `the ELN Consortium's examples (${elnCorpusPresent ? "present" : SKIP_WITHOUT_CORPUS})`,
    () => {
      it("previews a file's records with their problems, and refuses it whole while any remains", async () => {
        const bytes = new Uint8Array(readFileSync(join(ELN_CORPUS, "kadi4mat__records-example.eln")));
        const seen = await preview(bytes, "records-example.eln", bookId, "zh-CN");
        expect(seen.records.map((r) => r.title)).toEqual(["records-example"]);
        expect(seen.records[0]!.authors).toEqual(["Manideep"]);
        const problems = seen.records.flatMap((r) => r.problems);
        expect(seen.importable).toBe(problems.length === 0);
        if (problems.length > 0) {
          expect(problems[0]).toMatch(/文件格式不正确|内容/);
          const refused = await body(await send("chen", `/notebooks/${bookId}/eln-import`, bytes, "records-example.eln"));
          expect(refused).toMatchObject({ status: 400, body: { key: "eln.notImportable" } });
          expect(await recordsIn(bookId)).toEqual([]);
        }
      });

      it("imports every example into readable records with their text, authors, links and files", async () => {
        const files = await ok(await as("admin", "GET", "/settings/files"));
        const saved = await ok(
          await as("admin", "PUT", "/settings/files", { ...files, accept: [...files.accept, ...CORPUS_TYPES] }),
        );
        await api.caughtUp(saved.position);
        for (const name of elnCorpusFiles()) {
          const bytes = new Uint8Array(readFileSync(join(ELN_CORPUS, name)));
          const seen = await preview(bytes, name);
          expect(
            seen.records.flatMap((r) => r.problems),
            name,
          ).toEqual([]);
          const imported = (await ok(await send("chen", `/notebooks/${bookId}/eln-import`, bytes, name))) as {
            records: Array<{ id: string; number: string; title: string }>;
          };
          expect(
            imported.records.map((r) => r.title),
            name,
          ).toEqual(seen.records.map((r) => r.title));
        }
        const listed = await expect
          .poll(async () => (await recordsIn(bookId)).length, { timeout: patience(30_000) })
          .toBe(12 + 1 + 9 + 2);
        void listed;
        const gold = (await recordsIn(bookId)).find((r) => r.title === "Gold master experiment")!;
        const record = await ok(await as("chen", "GET", `/experiments/${gold.id}`));
        const kinds = (
          record.modules as Array<{ type: string; subType: string | null; content: { rows: Array<Record<string, unknown>> } }>
        ).map((m) => (m.subType ? `${m.type}/${m.subType}` : m.type));
        expect(kinds).toEqual(expect.arrayContaining(["editor", "grid/labInfoTable", "grid/labReference", "attachment"]));
        const attachment = (
          record.modules as Array<{ type: string; content: { rows: Array<{ name: string; sha256: string }> } }>
        ).find((m) => m.type === "attachment")!;
        const picture = attachment.content.rows.find((row) => row.name === "example.jpg")!;
        const file = await as("chen", "GET", `/experiments/${gold.id}/attachments/${picture.sha256}?download=true`);
        const bytes = Buffer.from(await file.arrayBuffer());
        expect(bytes.length).toBe(85_530);
        expect(createHash("sha256").update(bytes).digest("hex")).toBe(picture.sha256);

        // The trace says where the record came from, in words.
        const trace = await ok(await as("chen", "GET", `/experiments/${gold.id}/trace?pageSize=200`));
        const sentences = JSON.stringify(trace.rows.map((row: { words: unknown }) => row.words));
        expect(sentences).toMatch(
          /imported from “elabftw__export\.eln” \(SHA-256 [0-9a-f]{8}…[0-9a-f]{8}\), written by eLabFTW; authors as recorded: Nicola Mohr/,
        );
      });
    },
  );

  it("brings a LabLedger export back with its content unchanged (LabLedger → .eln → LabLedger)", async () => {
    const source = (await ok(await as("chen", "POST", "/notebooks", { name: "Round trip source" }))).id;
    const target = (await ok(await as("chen", "POST", "/notebooks", { name: "Round trip target" }))).id;
    const record = (await ok(await as("chen", "POST", "/experiments", { notebookId: source, title: "Esterification 12" }))).id;
    const add = async (type: string, title: string, subType?: string) =>
      (await ok(await as("chen", "POST", `/experiments/${record}/modules`, { type, title, ...(subType ? { subType } : {}) })))
        .moduleId as string;
    const save = async (moduleId: string, data: unknown) =>
      ok(await as("chen", "PUT", `/experiments/${record}/modules/${moduleId}`, { data, lastCacheTime: 0 }));
    await save(await add("input", "Batch"), { fields: { value: "B-12" } });
    await save(await add("editor", "Procedure"), { fields: { html: "<p>Reflux <b>4 h</b> at 78 ℃</p>" }, rows: [] });
    await save(await add("grid", "Materials", "labMaterial"), {
      fields: {},
      rows: [
        { rowId: "r1", name: "Acetic acid", casNo: "64-19-7", amount: "6.0", unit: "g" },
        { rowId: "r2", name: "Ethanol", casNo: "64-17-5", amount: "4.6", unit: "g" },
      ],
    });
    const files = await add("attachment", "Spectra");
    const form = new FormData();
    form.append("moduleId", files);
    form.append("file", new Blob([Buffer.from("cm-1,T\n1740,0.3\n")], { type: "text/csv" }), "IR.csv");
    const uploaded = await fetch(`${api.service.url}/api/experiments/${record}/attachments`, {
      method: "POST",
      headers: { ...signedHeaders(token.chen!, api.userOf(token.chen!)), "accept-language": "en" },
      body: form,
    });
    expect(uploaded.status).toBe(200);

    const asked = await ok(await as("chen", "POST", "/exports", { format: "eln", ids: [record] }));
    await expect
      .poll(async () => (await ok(await as("chen", "GET", `/exports/${asked.id}`))).status, { timeout: patience(60_000) })
      .toBe("ready");
    const eln = new Uint8Array(await (await as("chen", "GET", `/exports/${asked.id}/file`)).arrayBuffer());
    const imported = await ok(await send("chen", `/notebooks/${target}/eln-import`, eln, "round-trip.eln"));
    expect(imported.records).toHaveLength(1);
    const moduleShape = (m: { type: string; subType: string | null; title: string; columns: unknown; content: unknown }) => ({
      type: m.type,
      subType: m.subType,
      title: m.title,
      columns: m.columns,
      content: m.content,
    });
    const original = await ok(await as("chen", "GET", `/experiments/${record}`));
    const copy = await ok(await as("chen", "GET", `/experiments/${imported.records[0].id}`));
    expect(copy.title).toBe("Esterification 12");
    expect(copy.modules.map(moduleShape)).toEqual(original.modules.map(moduleShape));
  });

  it("refuses hostile files with a clear message and stores nothing", async () => {
    const before = (await recordsIn(bookId)).length;
    const zip = (files: Record<string, Uint8Array>) => zipSync(files);
    const metadata = strToU8(JSON.stringify({ "@context": "https://w3id.org/ro/crate/1.1/context", "@graph": [] }));
    const cases: Array<[string, Uint8Array, string]> = [
      ["not a zip", strToU8("just text, not a zip"), "eln.notZip"],
      ["no metadata", zip({ "a/readme.txt": strToU8("hello") }), "eln.noMetadata"],
      ["two folders", zip({ "a/ro-crate-metadata.json": metadata, "b/x.txt": strToU8("x") }), "eln.rootFolder"],
      [
        "a path leaving the folder",
        zip({ "a/ro-crate-metadata.json": metadata, "a/../../etc/passwd": strToU8("x") }),
        "eln.unsafePath",
      ],
      ["not a crate", zip({ "a/ro-crate-metadata.json": strToU8('{"hello": 1}') }), "eln.notACrate"],
      [
        "a zip bomb",
        zip({ "a/ro-crate-metadata.json": metadata, "a/bomb.txt": new Uint8Array(20 * 1024 * 1024) }),
        "eln.zipBomb",
      ],
    ];
    for (const [what, bytes, key] of cases) {
      const refused = await body(await send("chen", `/notebooks/${bookId}/eln-import`, bytes, "hostile.eln", "zh-CN"));
      expect(refused.status, what).toBe(400);
      expect(refused.body.key, what).toBe(key);
      expect(refused.body.message, what).not.toMatch(/eln\.|undefined|\{/);
    }
    const empty = await body(await send("chen", `/notebooks/${bookId}/eln-import/preview`, new Uint8Array(), "empty.eln"));
    expect(empty).toMatchObject({ status: 400, body: { key: "eln.noFile" } });
    expect(await recordsIn(bookId)).toHaveLength(before);
  });

  it("refuses a book that does not exist before reading the file", async () => {
    const refused = await body(await send("chen", "/notebooks/no-such-book/eln-import", strToU8("x"), "x.eln"));
    expect(refused).toMatchObject({ status: 404, body: { key: "notebook.notFound" } });
  });
});
