import { createHash } from "node:crypto";
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ok, refused } from "../support/api-answers";
import { archiveProblems, consortiumProblems, roCrateProblems, schemaProblems, unzipEln } from "../support/eln-checks";
import { patience } from "../support/patience";
import { ADMIN_PASSWORD, signedHeaders, startTestService } from "./harness";
import { readPdf } from "./pdf-text";

const PASSWORD = "Exports-2026-pass";
const SPECTRUM = "wavenumber,transmittance\n1715,0.42\n2950,0.81\n";

interface RecordExport {
  id: string;
  status: string;
  statusText: string;
  total: number;
  done: number;
  fileName?: string;
  remaining?: number;
  expiresAt?: string;
  failure?: string;
  requesterName: string;
  reviewerName?: string;
}

describe("record exports: asked, approved, written in the background, downloaded (issue 19)", () => {
  let api: Awaited<ReturnType<typeof startTestService>>;
  const token: Record<string, string> = {};
  const id: Record<string, string> = {};
  let bookId: string;
  const records: string[] = [];
  let hiddenRecord: string;
  const as = (who: string, method: string, path: string, json?: unknown, language = "en") =>
    api.call(method, `/api${path}`, { token: token[who]!, language, ...(json === undefined ? {} : { json }) });
  const exportOf = async (who: string, exportId: string, language = "en") =>
    (await ok(await as(who, "GET", `/exports/${exportId}`, undefined, language))) as RecordExport;
  const ready = async (who: string, exportId: string) => {
    await expect
      .poll(async () => (await exportOf(who, exportId)).status, { timeout: patience(60_000), interval: 100 })
      .toBe("ready");
    return exportOf(who, exportId);
  };
  const settings = async (values: Record<string, unknown>) => {
    const current = await ok(await as("admin", "GET", "/settings/export"));
    const saved = await ok(await as("admin", "PUT", "/settings/export", { ...current, ...values }));
    await api.caughtUp(saved.position);
  };
  const myExports = async (who: string) =>
    ((await ok(await as(who, "GET", "/exports?pageSize=50"))) as { rows: RecordExport[] }).rows;

  beforeAll(async () => {
    api = await startTestService();
    token.admin = await api.login("admin", ADMIN_PASSWORD);
    for (const account of ["chen", "li", "zhou"]) {
      const created = await ok(
        await api.call("POST", "/api/members", {
          token: token.admin,
          json: { account, realName: `${account} (printed)`, password: PASSWORD, departmentId: "root" },
        }),
      );
      id[account] = created.memberId;
      token[account] = await api.login(account, PASSWORD);
    }
    const book = await ok(await as("chen", "POST", "/notebooks", { name: "Stability study" }));
    bookId = book.id;
    for (const title of ["Assay at 40 ℃", "Assay at 25 ℃"]) {
      const created = await ok(await as("chen", "POST", "/experiments", { notebookId: book.id, title }));
      const moduleId = (
        await ok(await as("chen", "POST", `/experiments/${created.id}/modules`, { type: "input", title: "Assay" }))
      ).moduleId;
      await ok(
        await as("chen", "PUT", `/experiments/${created.id}/modules/${moduleId}`, {
          data: { fields: { value: "99.1 %" } },
          lastCacheTime: 0,
        }),
      );
      records.push(created.id);
    }
    const files = (
      await ok(await as("chen", "POST", `/experiments/${records[0]}/modules`, { type: "attachment", title: "Spectra" }))
    ).moduleId;
    const form = new FormData();
    form.append("moduleId", files);
    form.append("file", new Blob([Buffer.from(SPECTRUM)], { type: "text/csv" }), "IR 光谱.csv");
    const uploaded = await fetch(`${api.service.url}/api/experiments/${records[0]}/attachments`, {
      method: "POST",
      headers: { ...signedHeaders(token.chen!, api.userOf(token.chen!)), "accept-language": "en" },
      body: form,
    });
    expect(uploaded.status).toBe(200);
    const zhouBook = await ok(await as("zhou", "POST", "/notebooks", { name: "Private notes" }));
    hiddenRecord = (await ok(await as("zhou", "POST", "/experiments", { notebookId: zhouBook.id, title: "Not for chen" }))).id;
  });
  afterAll(async () => {
    await api?.service.stop();
  });

  it("writes a PDF of the records in the background; its maker downloads it as many times as allowed", async () => {
    const asked = (await ok(await as("chen", "POST", "/exports", { format: "pdf", ids: records }))) as RecordExport;
    expect(asked).toMatchObject({ status: "queued", total: 2, requesterName: "chen (printed)" });
    const done = await ready("chen", asked.id);
    expect(done).toMatchObject({ statusText: "Ready to download", done: 2, remaining: 5, fileName: "2 records.pdf" });

    const file = await as("chen", "GET", `/exports/${asked.id}/file`);
    expect(file.status).toBe(200);
    expect(file.headers.get("content-type")).toBe("application/pdf");
    expect(file.headers.get("content-disposition")).toMatch(/^attachment; filename="2_records-\d{8}\.pdf"/);
    const pdf = await readPdf(await file.arrayBuffer());
    expect(pdf.text).toContain("Assay at 40 ℃");
    expect(pdf.text).toContain("Assay at 25 ℃");
    expect(pdf.text).toContain("99.1 %");
    expect(pdf.text).toMatch(/Integrity of the record/);
    expect(pdf.text).not.toContain(records[0]);
    expect((await exportOf("chen", asked.id)).remaining).toBe(4);

    // Only who asked downloads; another member finds nothing.
    await refused(await as("li", "GET", `/exports/${asked.id}`), 404);
    await refused(await as("li", "GET", `/exports/${asked.id}/file`), 403);
    for (let left = 3; left >= 0; left--) {
      expect((await as("chen", "GET", `/exports/${asked.id}/file`)).status).toBe(200);
      expect((await exportOf("chen", asked.id)).remaining).toBe(left);
    }
    const used = await refused(await as("chen", "GET", `/exports/${asked.id}/file`, undefined, "zh-CN"), 410);
    expect(used).toMatchObject({ key: "export.noDownloadsLeft", message: "导出文件的下载次数已用完，请重新导出" });
    expect((await exportOf("chen", asked.id)).status).toBe("expired");
  });

  it("tells an auditor whether a file is an unchanged LabLedger export, and of which records (/checkRecord)", async () => {
    const asked = (await ok(await as("chen", "POST", "/exports", { format: "pdf", ids: [records[1]] }))) as RecordExport;
    await ready("chen", asked.id);
    const bytes = Buffer.from(await (await as("chen", "GET", `/exports/${asked.id}/file`)).arrayBuffer());
    const check = (who: string, file: Buffer) => {
      const form = new FormData();
      form.append("file", new Blob([new Uint8Array(file)]), "from-the-inspector.pdf");
      return fetch(`${api.service.url}/api/exports/check`, {
        method: "POST",
        headers: { ...signedHeaders(token[who]!, api.userOf(token[who]!)), "accept-language": "en" },
        body: form,
      });
    };
    await refused(await check("chen", bytes), 403);
    const genuine = await ok(await check("admin", bytes));
    expect(genuine).toMatchObject({
      genuine: true,
      size: bytes.length,
      exports: [{ format: "pdf", requesterName: "chen (printed)", records: [{ title: "Assay at 25 ℃" }] }],
    });
    const changed = Buffer.from(bytes);
    changed[changed.length - 10] = (changed[changed.length - 10]! + 1) % 256;
    expect(await ok(await check("admin", changed))).toMatchObject({ genuine: false, exports: [] });
  });

  it("writes the records as an .eln the ELN Consortium's checks accept, each file with its SHA-256", async () => {
    const asked = (await ok(await as("chen", "POST", "/exports", { format: "eln", ids: [records[0]] }))) as RecordExport;
    const done = await ready("chen", asked.id);
    expect(done.fileName).toMatch(/^.+ Assay at 40 ℃\.eln$/);
    const file = await as("chen", "GET", `/exports/${asked.id}/file`);
    expect(file.headers.get("content-type")).toBe("application/vnd.eln+zip");
    const eln = unzipEln(new Uint8Array(await file.arrayBuffer()));
    expect(archiveProblems(eln.names)).toEqual([]);
    expect(consortiumProblems(eln.metadata)).toEqual([]);
    expect(roCrateProblems(eln.metadata, new Set(eln.files.keys()))).toEqual([]);
    expect(schemaProblems(eln.metadata) ?? []).toEqual([]);
    const graph = (eln.metadata as { "@graph": Array<Record<string, unknown>> })["@graph"];
    const spectrum = graph.find((node) => node.name === "IR 光谱.csv")!;
    expect(spectrum).toMatchObject({ "@type": "File", sha256: createHash("sha256").update(SPECTRUM).digest("hex") });
    expect(Buffer.from(eln.files.get(String(spectrum["@id"]).replace(/^\.\//, ""))!).toString()).toBe(SPECTRUM);
    const dataset = graph.find((node) => node["@type"] === "Dataset" && node.name === "Assay at 40 ℃");
    expect(dataset).toMatchObject({ keywords: expect.stringContaining("Stability study") });
  });

  it("exports a project's records the member may view, named by the project", async () => {
    const project = await ok(await as("chen", "POST", "/projects", { name: "Route scouting" }));
    const book = await ok(await as("chen", "POST", "/notebooks", { name: "Route A", projectId: project.id }));
    const inProject = await ok(await as("chen", "POST", "/experiments", { notebookId: book.id, title: "Route A, step 1" }));
    await api.caughtUp(inProject.position);
    const asked = (await ok(
      await as("chen", "POST", "/exports", { format: "eln", scope: "project", ids: [project.id] }),
    )) as RecordExport;
    expect(asked).toMatchObject({ total: 1, scopeName: "Route scouting" });
    const done = await ready("chen", asked.id);
    expect(done.fileName).toBe("Route scouting.eln");
    const eln = unzipEln(new Uint8Array(await (await as("chen", "GET", `/exports/${asked.id}/file`)).arrayBuffer()));
    expect(eln.rootFolder).toBe("Route_scouting");
    const titles = (eln.metadata as { "@graph": Array<Record<string, unknown>> })["@graph"]
      .filter((node) => node["@type"] === "Dataset" && node["@id"] !== "./")
      .map((node) => node.name);
    expect(titles).toEqual(["Route A, step 1"]);
  });

  it("refuses records the member may not view, too many records and unknown books, changing nothing", async () => {
    const before = (await myExports("chen")).length;
    await refused(await as("chen", "POST", "/exports", { format: "pdf", ids: [records[0], hiddenRecord] }), 404);
    await refused(await as("chen", "POST", "/exports", { format: "pdf", scope: "notebook", ids: ["no-such-book"] }), 404);
    await refused(await as("chen", "POST", "/exports", { format: "pdf", scope: "notebook", ids: [bookId, bookId] }), 400);
    await refused(await as("chen", "POST", "/exports", { format: "docx", ids: records }), 400);
    await settings({ bulkMax: 1 });
    const tooMany = await refused(await as("chen", "POST", "/exports", { format: "pdf", ids: records }, "zh-CN"), 400);
    expect(tooMany).toMatchObject({ key: "export.tooManyRecords", message: "导出的实验过多，单次最多 1 条" });
    await refused(await as("chen", "POST", "/exports", { format: "pdf", scope: "notebook", ids: [bookId] }), 400);
    await settings({ bulkMax: 100 });
    expect(await myExports("chen")).toHaveLength(before);
  });

  it("waits for an administrator's signed approval when the settings ask for it, and tells the member", async () => {
    await settings({ requireApproval: true });
    const asked = (await ok(
      await as("chen", "POST", "/exports", { format: "pdf", scope: "notebook", ids: [bookId] }),
    )) as RecordExport;
    expect(asked).toMatchObject({ status: "pending", statusText: "Waiting for approval", total: 2 });
    const counts = await ok(await as("admin", "GET", "/messages/counts"));
    expect(counts.approvingReportCount).toBe(1);
    const queue = (await ok(await as("admin", "GET", "/export-approvals?state=pending"))).rows as RecordExport[];
    expect(queue.map((r) => r.id)).toEqual([asked.id]);
    // A member may not decide; an administrator signs with the password, and says why when rejecting.
    await refused(await as("chen", "POST", `/export-approvals/${asked.id}`, { approved: true, password: PASSWORD }), 403);
    await refused(await as("admin", "POST", `/export-approvals/${asked.id}`, { approved: false, password: ADMIN_PASSWORD }), 400);
    const wrong = await refused(
      await as("admin", "POST", `/export-approvals/${asked.id}`, { approved: true, password: "nope" }),
      403,
    );
    expect(wrong.key).toBe("signature.passwordInvalid");
    expect((await exportOf("chen", asked.id)).status).toBe("pending");
    await ok(
      await as("admin", "POST", `/export-approvals/${asked.id}`, {
        approved: true,
        password: ADMIN_PASSWORD,
        comment: "For the inspection",
      }),
    );
    const done = await ready("chen", asked.id);
    expect(done).toMatchObject({ reviewerName: expect.any(String), fileName: "Stability study.pdf" });
    const decided = (await ok(await as("admin", "GET", "/export-approvals?state=decided"))).rows as RecordExport[];
    expect(decided.map((r) => r.id)).toContain(asked.id);

    // The member hears of it by message, and by e-mail (spec §4 Export).
    await expect
      .poll(
        async () =>
          ((await ok(await as("chen", "GET", "/messages?pageSize=50"))).rows as Array<{ kind: string }>).map((m) => m.kind),
        {
          timeout: patience(30_000),
        },
      )
      .toContain("exportReady");
    await expect
      .poll(
        () => {
          try {
            return readdirSync(join(api.service.runtime.ports.dataDir, "mailbox", "chen")).length;
          } catch {
            return 0;
          }
        },
        { timeout: patience(30_000) },
      )
      .toBeGreaterThan(0);
    const mailbox = join(api.service.runtime.ports.dataDir, "mailbox", "chen");
    const mail = readdirSync(mailbox)
      .map((f) => readFileSync(join(mailbox, f), "utf8"))
      .join("\n");
    expect(mail).toMatch(/Subject: =\?UTF-8\?B\?/);

    const rejected = (await ok(await as("chen", "POST", "/exports", { format: "eln", ids: [records[0]] }))) as RecordExport;
    await ok(
      await as("admin", "POST", `/export-approvals/${rejected.id}`, {
        approved: false,
        password: ADMIN_PASSWORD,
        comment: "Not needed",
      }),
    );
    expect(await exportOf("chen", rejected.id)).toMatchObject({ status: "rejected", statusText: "Rejected" });
    await refused(await as("chen", "GET", `/exports/${rejected.id}/file`), 409);
    await settings({ requireApproval: false });
  });

  it("holds to the organisation's monthly quota", async () => {
    const allowance = await ok(await as("chen", "GET", "/exports/allowance"));
    expect(allowance.remainingThisMonth).toBeNull();
    // Only chen has exported this month: the quota leaves room for one more.
    const usedSoFar = (await myExports("chen")).length;
    await settings({ monthlyQuota: usedSoFar + 1 });
    expect((await ok(await as("chen", "GET", "/exports/allowance"))).remainingThisMonth).toBe(1);
    const last = (await ok(await as("chen", "POST", "/exports", { format: "pdf", ids: [records[1]] }))) as RecordExport;
    await ready("chen", last.id);
    const over = await refused(await as("chen", "POST", "/exports", { format: "pdf", ids: [records[1]] }, "zh-CN"), 409);
    expect(over).toMatchObject({ key: "export.quotaUsed" });
    expect(over.message).toContain("请联系服务商");
    expect((await ok(await as("chen", "GET", "/exports/allowance"))).remainingThisMonth).toBe(0);
    await settings({ monthlyQuota: null });
  });

  it("says every export in the team audit trail, in words", async () => {
    const { rows } = (await ok(await as("admin", "GET", `/audit?pageSize=200&category=admin`))) as {
      rows: Array<{ eventType: string; words: { subject: string; newValue: { text: string } } }>;
    };
    const exports = rows.filter((r) => r.eventType.startsWith("Export"));
    const texts = JSON.stringify(exports.map((r) => r.words));
    expect(texts).toContain("Record export");
    expect(texts).toMatch(/Asked for .*Assay at 40 ℃.* as PDF in English/);
    expect(texts).toMatch(/Approved \(signed; meaning: Approval\)/);
    expect(texts).toContain("File downloaded; 4 downloads left");
    expect(texts).not.toMatch(/202\d{3}-[0-9a-f]{8}/);
    expect(exports.every((r) => r.words.subject === "Record export")).toBe(true);
  });
});
