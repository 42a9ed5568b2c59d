import { createHash } from "node:crypto";
import { existsSync, mkdtempSync, readdirSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, relative } from "node:path";
import { uuidv7 } from "@labledger/events";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ok } from "../support/api-answers";
import { ADMIN_PASSWORD, signedHeaders, startTestService } from "./harness";
import {
  BOUNDARY,
  field,
  filePart,
  form,
  type HostileBody,
  HTML_PAYLOAD,
  hostileBodies,
  PDF,
  part,
  SVG_PAYLOAD,
} from "./hostile-multipart";
import { writeOldAttachment } from "./old-attachments";
import { rawRequest } from "./raw-http";

const PASSWORD = "Upload-Hostile-2026";
const SEED = 20261122;

describe("hostile uploads: refused with a localised 4xx, nothing kept, the server stays up", () => {
  const dataDir = mkdtempSync(join(tmpdir(), "labledger-upload-hostile-"));
  let api: Awaited<ReturnType<typeof startTestService>>;
  let token: string;
  let memberId: string;
  let recordId: string;
  let moduleId: string;

  beforeAll(async () => {
    api = await startTestService({ LABLEDGER_DATA: dataDir });
    const admin = await api.login("admin", ADMIN_PASSWORD);
    await ok(
      await api.call("POST", "/api/members", {
        token: admin,
        json: { account: "mallory.member", realName: "Mallory", password: PASSWORD, departmentId: "root" },
      }),
    );
    token = await api.login("mallory.member", PASSWORD);
    memberId = api.userOf(token);
    const book = await ok(await api.call("POST", "/api/notebooks", { token, json: { name: "Hostile files" } }));
    recordId = (await ok(await api.call("POST", "/api/experiments", { token, json: { notebookId: book.id, title: "Spectra" } })))
      .id;
    moduleId = (
      await ok(
        await api.call("POST", `/api/experiments/${recordId}/modules`, {
          token,
          json: { type: "attachment", title: "Spectra" },
        }),
      )
    ).moduleId;
  }, 60_000);
  afterAll(async () => {
    await api?.service.stop();
  });

  /** Every file under the blob store (its tmp folder included), and the log's head. */
  const stored = async () => ({
    files: filesUnder(join(dataDir, "blobs")),
    position: await api.service.runtime.ports.events.headPosition(),
  });
  const healthy = async () => (await fetch(`${api.service.url}/api/health`)).status;
  const uploadPath = () => `/api/experiments/${recordId}/attachments`;
  /** A normal client's upload (fetch and FormData). */
  const upload = (files: Array<[Blob | string, string?]>, extra: Record<string, string> = {}) => {
    const body = new FormData();
    body.append("moduleId", moduleId);
    for (const [name, value] of Object.entries(extra)) body.append(name, value);
    for (const [value, name] of files) body.append("file", value as Blob, name);
    return fetch(`${api.service.url}${uploadPath()}`, {
      method: "POST",
      headers: { ...signedHeaders(token, memberId), "accept-language": "en" },
      body,
    });
  };
  const send = (hostile: HostileBody) =>
    rawRequest(api.service.url, {
      method: "POST",
      path: uploadPath(),
      headers: {
        ...signedHeaders(token, memberId),
        "accept-language": "en",
        "content-type": hostile.contentType,
        ...(hostile.chunked
          ? { "transfer-encoding": "chunked" }
          : { "content-length": String(hostile.declaredLength ?? hostile.body.length) }),
      },
      body: hostile.chunked
        ? Buffer.concat([Buffer.from(`${hostile.body.length.toString(16)}\r\n`), hostile.body, Buffer.from("\r\n0\r\n\r\n")])
        : hostile.body,
      halfClose: hostile.declaredLength !== undefined,
    });
  const refusal = (status: number | undefined, text: string) => {
    const body = JSON.parse(text || "null") as { code?: unknown; key?: unknown; message?: unknown } | null;
    return { status, code: body?.code, key: body?.key, message: typeof body?.message === "string" && body.message.length > 0 };
  };
  const rows = async () =>
    (await ok(await api.call("GET", `/api/experiments/${recordId}`, { token }))).modules[0].content.rows as Array<{
      rowId: string;
      name: string;
      sha256: string;
      mediaType: string;
    }>;

  it("finding 1: a body that ends inside the file part is a 400 and the process lives (raw socket)", async () => {
    const before = await stored();
    const whole = form(field("moduleId", moduleId), filePart("NMR-1H.pdf", Buffer.concat([PDF, Buffer.alloc(64 * 1024, 7)])));
    const cut = whole.subarray(0, whole.indexOf("%PDF") + 6);
    const ended = await send({ name: "cut", contentType: `multipart/form-data; boundary=${BOUNDARY}`, body: cut });
    expect(refusal(ended.status, ended.body)).toEqual({ status: 400, code: 400, key: "attachment.formMalformed", message: true });
    expect(JSON.parse(ended.body).message).toBe("The upload was cut off or is not a well-formed form; nothing was saved");
    // The connection really stops early: the body declared whole, then the client goes away.
    await send({
      name: "gone",
      contentType: `multipart/form-data; boundary=${BOUNDARY}`,
      body: cut,
      declaredLength: whole.length,
    });
    const chunked = await send({
      name: "chunked",
      contentType: `multipart/form-data; boundary=${BOUNDARY}`,
      body: cut,
      chunked: true,
    });
    expect(chunked.status).toBe(400);
    expect(await healthy()).toBe(200);
    await expect.poll(stored).toEqual(before);
  });

  it("finding 2: HTML named NMR-1H.pdf (declared text/html) and an SVG named .png are refused by their content", async () => {
    const before = await stored();
    const html = await upload([[new Blob([HTML_PAYLOAD], { type: "text/html" }), "NMR-1H.pdf"]]);
    expect(await html.json()).toMatchObject({
      code: 400,
      key: "attachment.contentMismatch",
      message: 'The content of "NMR-1H.pdf" is not a .pdf file; nothing was saved',
    });
    const svg = await upload([[new Blob([SVG_PAYLOAD], { type: "image/svg+xml" }), "gel.png"]]);
    expect(await svg.json()).toMatchObject({ code: 400, key: "attachment.contentMismatch" });
    // One good file beside a hostile one: nothing of either is kept.
    const mixed = await upload([
      [new Blob([PDF], { type: "application/pdf" }), "good.pdf"],
      [new Blob([HTML_PAYLOAD], { type: "application/pdf" }), "bad.pdf"],
    ]);
    expect(mixed.status).toBe(400);
    expect(await stored()).toEqual(before);
    expect(await rows()).toEqual([]);
  });

  it("finding 2: the media type comes from the content; files are served inline only when name, type and content agree, always sandboxed", async () => {
    const good = await ok(await upload([[new Blob([PDF], { type: "text/html" }), "NMR-13C.pdf"]]));
    expect(good.files[0]).toMatchObject({ name: "NMR-13C.pdf", mediaType: "application/pdf" });
    const csv = await ok(await upload([[new Blob(["a,b\n1,2\n"], { type: "text/html" }), "yields.csv"]]));
    expect(csv.files[0].mediaType).toBe("text/csv");
    const file = async (row: { sha256: string; rowId: string }) =>
      fetch(`${api.service.url}/api/experiments/${recordId}/attachments/${row.sha256}?row=${row.rowId}`, {
        headers: signedHeaders(token, memberId),
      });
    const headersOf = (res: Response) => ({
      type: res.headers.get("content-type"),
      disposition: res.headers.get("content-disposition")?.split(";")[0],
      csp: res.headers.get("content-security-policy"),
      nosniff: res.headers.get("x-content-type-options"),
    });
    const sandbox = "default-src 'none'; sandbox; frame-ancestors 'self'";
    expect(headersOf(await file(good.files[0]))).toEqual({
      type: "application/pdf",
      disposition: "inline",
      csp: sandbox,
      nosniff: "nosniff",
    });
    expect(headersOf(await file(csv.files[0]))).toMatchObject({ type: "text/csv", disposition: "attachment", csp: sandbox });

    // Rows written by older versions, which stored the declared type and never looked at the content.
    const old = [
      await writeOld("NMR-1H.pdf", "text/html", HTML_PAYLOAD),
      await writeOld("gel.png", "image/svg+xml", SVG_PAYLOAD),
      await writeOld("spectrum.pdf", "application/pdf", HTML_PAYLOAD),
      await writeOld("notes.html", "text/html; charset=utf-8", HTML_PAYLOAD),
    ];
    for (const row of old) {
      const direct = await file(row);
      expect(headersOf(direct)).toEqual({
        type: "application/octet-stream",
        disposition: "attachment",
        csp: sandbox,
        nosniff: "nosniff",
      });
      const { url } = await ok(
        await api.call("GET", `/api/experiments/${recordId}/attachments/${row.sha256}/link?row=${row.rowId}`, { token }),
      );
      const linked = await fetch(`${api.service.url}${url}`);
      expect(headersOf(linked)).toEqual(headersOf(direct));
      expect(Buffer.from(await linked.arrayBuffer())).toEqual(await api.service.runtime.ports.blobs.get(row.sha256));
    }
  });

  it("finding 3: broken forms are a 400 with a message, not a 500", async () => {
    const boundary = BOUNDARY;
    const cases: Array<[string, Buffer, string]> = [
      ["NUL in the name", form(field("moduleId", moduleId), filePart("NMR\u00001H.pdf", PDF)), "attachment.formMalformed"],
      [
        "encoded NUL in the name",
        form(
          field("moduleId", moduleId),
          part(["Content-Disposition: form-data; name=\"file\"; filename*=utf-8''NMR%001H.pdf"], PDF),
        ),
        "attachment.nameUnreadable",
      ],
      ["a tab in the name", form(field("moduleId", moduleId), filePart("NMR\t1H.pdf", PDF)), "attachment.nameUnreadable"],
      [
        "a part header without a colon",
        form(
          field("moduleId", moduleId),
          part(["NoColonHere", 'Content-Disposition: form-data; name="file"; filename="a.pdf"'], PDF),
        ),
        "attachment.formMalformed",
      ],
      [
        "a 100 KB name",
        form(field("moduleId", moduleId), filePart(`${"N".repeat(100_000)}.pdf`, PDF)),
        "attachment.formMalformed",
      ],
      [
        "a 300-character name",
        form(field("moduleId", moduleId), filePart(`${"N".repeat(300)}.pdf`, PDF)),
        "attachment.nameUnreadable",
      ],
      ["garbage", Buffer.from("\u0000\u00ff garbage \r\n\r\n--x--\r\n"), "attachment.formMalformed"],
    ];
    const before = await stored();
    for (const [name, body, key] of cases) {
      const res = await send({ name, contentType: `multipart/form-data; boundary=${boundary}`, body });
      expect({ name, ...refusal(res.status, res.body) }).toEqual({ name, status: 400, code: 400, key, message: true });
    }
    const unreadable = await send({
      name: "nameUnreadable",
      contentType: `multipart/form-data; boundary=${boundary}`,
      body: form(field("moduleId", moduleId), filePart("a\tb.pdf", PDF)),
    });
    expect(JSON.parse(unreadable.body).message).toBe("A file name must have 1 to 200 characters and no control characters");
    expect(await healthy()).toBe(200);
    expect(await stored()).toEqual(before);
  });

  it("every busboy limit is a 413 with its own message, read to the end so a normal client gets it", async () => {
    const before = await stored();
    const pdf = () => new Blob([PDF], { type: "application/pdf" });
    const files = await upload(Array.from({ length: 51 }, (_, i) => [pdf(), `p${i}.pdf`] as [Blob, string]));
    expect(await files.json()).toMatchObject({
      code: 413,
      key: "attachment.tooManyFiles",
      message: "At most 50 files can be uploaded at a time",
    });
    const fields = await upload([[pdf(), "a.pdf"]], Object.fromEntries(Array.from({ length: 21 }, (_, i) => [`f${i}`, "x"])));
    expect(await fields.json()).toMatchObject({ code: 413, key: "attachment.formTooLarge" });
    const longField = await upload([[pdf(), "a.pdf"]], { reason: "r".repeat(20_000) });
    expect(await longField.json()).toMatchObject({ code: 413, key: "attachment.formTooLarge" });
    const parts = await send({
      name: "parts",
      contentType: `multipart/form-data; boundary=${BOUNDARY}`,
      body: form(...Array.from({ length: 75 }, () => part(["X-Nothing: here"], "x"))),
    });
    expect(refusal(parts.status, parts.body)).toMatchObject({ status: 413, key: "attachment.formTooLarge" });
    expect(await stored()).toEqual(before);
  });

  it("finding 4: a refused empty file leaves no blob; the same content under two names is served under the name asked for", async () => {
    const emptySha = createHash("sha256").update("").digest("hex");
    const empty = await upload([[new Blob([]), "blank.txt"]]);
    expect(await empty.json()).toMatchObject({ code: 400, key: "attachment.empty" });
    expect(existsSync(join(dataDir, "blobs", emptySha.slice(0, 2), emptySha.slice(2, 4), emptySha))).toBe(false);
    expect(filesUnder(join(dataDir, "blobs", "tmp"))).toEqual([]);

    const content = Buffer.concat([PDF, Buffer.from("% same bytes twice\n")]);
    const first = (await ok(await upload([[new Blob([content]), "run-1.pdf"]]))).files[0];
    const second = (await ok(await upload([[new Blob([content]), "run-2.pdf"]]))).files[0];
    expect(second.sha256).toBe(first.sha256);
    const nameOf = (res: Response) => decodeURIComponent(res.headers.get("content-disposition")!.split("''")[1]!);
    const direct = await fetch(
      `${api.service.url}/api/experiments/${recordId}/attachments/${second.sha256}?row=${second.rowId}`,
      {
        headers: signedHeaders(token, memberId),
      },
    );
    expect(nameOf(direct)).toBe("run-2.pdf");
    const link = async (row: { sha256: string; rowId: string }) =>
      (await ok(await api.call("GET", `/api/experiments/${recordId}/attachments/${row.sha256}/link?row=${row.rowId}`, { token })))
        .url as string;
    const secondLink = await link(second);
    expect(nameOf(await fetch(`${api.service.url}${secondLink}`))).toBe("run-2.pdf");
    expect(nameOf(await fetch(`${api.service.url}${await link(first)}`))).toBe("run-1.pdf");
    // The row is part of what the link signs: a link for one attachment opens no other.
    const forged = await fetch(`${api.service.url}${secondLink.replace(second.rowId, first.rowId)}`);
    expect(forged.status).toBe(403);
    // A row of another record's file is not this record's file.
    const wrongRow = await fetch(`${api.service.url}/api/experiments/${recordId}/attachments/${second.sha256}?row=nope`, {
      headers: signedHeaders(token, memberId),
    });
    expect(wrongRow.status).toBe(404);
  });

  it("a save of the attachment module cannot add a row (a forged type, or another record's file by its address)", async () => {
    const other = await writeOld("secret.pdf", "application/pdf", Buffer.concat([PDF, Buffer.from("% secret\n")]));
    const module = (await ok(await api.call("GET", `/api/experiments/${recordId}`, { token }))).modules[0];
    const forgedRow = { ...other, rowId: uuidv7(), name: "copy.html", mediaType: "text/html" };
    const save = await api.call("PUT", `/api/experiments/${recordId}/modules/${moduleId}`, {
      token,
      language: "en",
      json: { data: { rows: [...module.content.rows, forgedRow] }, isAuto: false, lastCacheTime: module.lastCacheTime },
    });
    expect(await save.json()).toMatchObject({ code: 400, key: "attachment.addedByUploadOnly" });
    // Removing a file is still a save.
    const kept = module.content.rows.filter((r: { rowId: string }) => r.rowId !== other.rowId);
    await ok(
      await api.call("PUT", `/api/experiments/${recordId}/modules/${moduleId}`, {
        token,
        json: { data: { rows: kept }, isAuto: false, lastCacheTime: module.lastCacheTime },
      }),
    );
    expect((await rows()).some((r) => r.rowId === other.rowId)).toBe(false);
  });

  it(`a generated set of malformed bodies (seed ${SEED}): each a 4xx {code,key,message}, the server up, the log and the blob store unchanged`, async () => {
    const bodies = hostileBodies(moduleId, SEED, 200);
    expect(bodies.length).toBeGreaterThanOrEqual(200);
    const failures: string[] = [];
    const keys = new Map<string, number>();
    for (const hostile of bodies) {
      const before = await stored();
      const res = await send(hostile);
      const answer = refusal(res.status, res.body);
      const answered = answer.status !== undefined;
      if (typeof answer.key === "string") keys.set(answer.key, (keys.get(answer.key) ?? 0) + 1);
      const refused =
        answered &&
        answer.status! >= 400 &&
        answer.status! < 500 &&
        answer.code === answer.status &&
        typeof answer.key === "string" &&
        answer.message;
      // A client that stops sending mid-body gets no answer or Node's bare 400 (its HTTP parser saw a short body).
      const cutShort = hostile.declaredLength !== undefined && (!answered || answer.status === 400);
      if (!(refused || cutShort)) failures.push(`${hostile.name}: ${res.status} ${res.body.slice(0, 200)}`);
      if (!(refused || cutShort)) continue;
      if ((await healthy()) !== 200) {
        failures.push(`${hostile.name}: the server stopped answering`);
        break;
      }
      await expect.poll(stored, { message: hostile.name }).toEqual(before);
    }
    expect(failures).toEqual([]);
    // The set reaches every way a form can be refused.
    expect([...keys.keys()].sort()).toEqual(
      expect.arrayContaining([
        "attachment.contentMismatch",
        "attachment.empty",
        "attachment.formMalformed",
        "attachment.formTooLarge",
        "attachment.nameInvalid",
        "attachment.nameUnreadable",
        "attachment.notMultipart",
        "attachment.tooManyFiles",
        "module.notFound",
      ]),
    );
  }, 120_000);

  const writeOld = (name: string, mediaType: string, content: Buffer) =>
    writeOldAttachment(api.service, { recordId, moduleId, memberId }, { name, mediaType, content });
});

function filesUnder(root: string): string[] {
  if (!existsSync(root)) return [];
  return readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => relative(root, join(entry.parentPath, entry.name)))
    .sort();
}
