import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ok, refused } from "../support/api-answers";
import { ADMIN_PASSWORD, signedHeaders, startTestService } from "./harness";

const PASSWORD = "Methods-2026-pass";
const MISSING = "01900000-0000-7000-8000-000000000000";

interface MethodRead {
  id: string;
  number: string;
  name: string;
  status: string;
  version: number;
  authorName: string;
  draft: { name: string; procedure: string; references: { citation: string; doi: string; url: string }[] };
  files: { rowId: string; name: string }[];
  hasUnpublishedChanges: boolean;
  mayPublish: boolean;
  versions: { version: number; effectiveDate: string; changeSummary: string }[];
  shown: {
    version: number;
    changeSummary: string;
    content: { procedure: string };
    files: { rowId: string; name: string }[];
  } | null;
  preparedMaterials: { id: string; number: string; name: string }[];
  citations: { experimentId: string; number: string; title: string; version: number }[];
}

describe("methods (SOPs) with versions, references, files and prepared materials (issue 20)", () => {
  let api: Awaited<ReturnType<typeof startTestService>>;
  const token: Record<string, string> = {};
  let methodId: string;
  let mobilePhase: string;
  const as = (who: string, method: string, path: string, json?: unknown, language = "en") =>
    api.call(method, `/api${path}`, { token: token[who]!, language, ...(json === undefined ? {} : { json }) });
  const read = async (who: string, query = "") =>
    (await ok(await as(who, "GET", `/resources/methods/${methodId}${query}`))) as MethodRead;
  const listed = async (query = "") =>
    (await ok(await as("chen", "GET", `/resources/methods?pageSize=50${query}`))) as { rows: MethodRead[]; total: number };
  const content = {
    name: "HPLC purity of aspirin",
    category: "Analysis",
    purpose: "Purity of each batch before release",
    procedure: '<p>Dissolve <b>10 mg</b> in 10 mL methanol.</p><img src="x" onerror="alert(1)"><script>alert(2)</script>',
    references: [{ citation: "USP 43, Aspirin monograph", doi: "10.1000/xyz123", url: "https://example.org/usp" }],
  };

  beforeAll(async () => {
    api = await startTestService();
    token.admin = await api.login("admin", ADMIN_PASSWORD);
    for (const account of ["chen", "li"]) {
      await ok(
        await api.call("POST", "/api/members", {
          token: token.admin,
          json: { account, realName: `${account} (printed)`, password: PASSWORD, departmentId: "root" },
        }),
      );
      token[account] = await api.login(account, PASSWORD);
    }
  });
  afterAll(async () => {
    await api?.service.stop();
  });

  it("keeps prepared materials (recipes): serial number, components with amounts and ratios, shelf life", async () => {
    const recipe = {
      name: "Mobile phase A",
      components: [
        { name: "Acetonitrile", amount: 600, unit: "mL", ratio: 60 },
        { name: "Water", amount: 400, unit: "mL", ratio: 40 },
      ],
      preparation: "Mix and degas for 10 min.",
      shelfLifeDays: 30,
    };
    const created = await ok(await as("chen", "POST", "/resources/prepared-materials", recipe));
    mobilePhase = created.id;
    expect(created.number).toBe("PM0001");
    const got = await ok(await as("li", "GET", `/resources/prepared-materials/${mobilePhase}`));
    expect(got).toMatchObject({ ...recipe, number: "PM0001", ownerName: "chen (printed)", binned: false });
    const over = { ...recipe, components: recipe.components.map((c) => ({ ...c, ratio: 70 })) };
    expect((await refused(await as("chen", "PUT", `/resources/prepared-materials/${mobilePhase}`, over), 400)).message).toBe(
      "The ratios of the components add up to more than 100",
    );
    expect((await refused(await as("li", "PUT", `/resources/prepared-materials/${mobilePhase}`, recipe), 403)).key).toBe(
      "rubbishBin.notYours",
    );
    const { rows } = await ok(await as("li", "GET", "/resources/prepared-materials?keyword=Acetonitrile"));
    expect(rows.map((r: { name: string }) => r.name)).toEqual(["Mobile phase A"]);
    // A refused recipe takes no number: the next one is PM0002.
    await refused(await as("li", "POST", "/resources/prepared-materials", { ...over, name: "Buffer" }), 400);
    const buffer = { name: "Phosphate buffer pH 7", components: [{ name: "Na2HPO4", amount: 1.42, unit: "g" }] };
    expect((await ok(await as("li", "POST", "/resources/prepared-materials", buffer))).number).toBe("PM0002");
  });

  it("is drafted by any member: numbered, the procedure made safe, references kept, prepared materials named", async () => {
    const created = await ok(await as("chen", "POST", "/resources/methods", { ...content, preparedMaterialIds: [mobilePhase] }));
    methodId = created.id;
    expect(created.number).toBe("SOP0001");
    const method = await read("li");
    expect(method).toMatchObject({ status: "draft", version: 0, authorName: "chen (printed)", shown: null, mayPublish: false });
    expect(method.draft.procedure).toContain("<b>10 mg</b>");
    expect(method.draft.procedure).not.toMatch(/script|onerror/);
    expect(method.draft.references).toMatchObject(content.references);
    expect(method.preparedMaterials).toEqual([{ id: mobilePhase, number: "PM0001", name: "Mobile phase A" }]);
    expect((await listed("&status=draft")).rows.map((r) => r.number)).toEqual(["SOP0001"]);
    expect((await listed("&keyword=aspirin")).rows.map((r) => r.number)).toEqual(["SOP0001"]);
    expect((await listed("&keyword=SOP0001")).total).toBe(1);
    expect((await listed("&keyword=suzuki")).total).toBe(0);
    expect((await listed("&status=effective")).total).toBe(0);
  });

  it("refuses bad input with a localised 400 and changes nothing", async () => {
    const path = `/resources/methods/${methodId}`;
    const before = await read("chen");
    const bad = async (body: unknown, key: string, language = "en") => {
      const answer = await refused(await as("chen", "PUT", path, body, language), 400);
      expect(answer.key).toBe(key);
      return answer.message;
    };
    expect(await bad({ ...content, name: "x".repeat(101) }, "request.invalid")).toBeTruthy();
    expect(await bad({ ...content, references: [{ citation: "A", doi: "doi:nope" }] }, "method.doiInvalid")).toBe(
      "The DOI of reference 1 is not a DOI (it reads 10.xxxx/…)",
    );
    expect(
      await bad({ ...content, references: [{ citation: "A", url: "javascript:alert(1)" }] }, "method.urlInvalid", "zh-CN"),
    ).toBe("第 1 条参考文献的链接不是 http 或 https 地址");
    expect(await bad({ ...content, preparedMaterialIds: [MISSING] }, "method.preparedMaterialUnknown")).toBeTruthy();
    const publish = await refused(
      await as("chen", "POST", `${path}/publish`, { effectiveDate: "2026-12-01", changeSummary: "  " }),
      400,
    );
    expect(publish.key).toBe("request.invalid");
    expect(await read("chen")).toEqual(before);
  });

  it("is published as version 1 by its author only, with an effective date and a change summary", async () => {
    const path = `/resources/methods/${methodId}/publish`;
    const first = { effectiveDate: "2026-12-01", changeSummary: "First issue" };
    const notYours = await refused(await as("li", "POST", path, first, "zh-CN"), 403);
    expect(notYours.key).toBe("rubbishBin.notYours");
    expect((await ok(await as("chen", "POST", path, first))).version).toBe(1);
    const method = await read("chen");
    expect(method).toMatchObject({ status: "effective", version: 1, hasUnpublishedChanges: false, mayPublish: true });
    expect(method.shown).toMatchObject({ version: 1, changeSummary: "First issue" });
    expect((await refused(await as("chen", "POST", path, first), 409)).message).toBe(
      "The draft is the same as version 1: nothing to publish",
    );
  });

  it("attaches files through the record upload checks; a file goes with the next version", async () => {
    const upload = (name: string, bytes: string) => {
      const form = new FormData();
      form.append("file", new Blob([Buffer.from(bytes)]), name);
      return fetch(`${api.service.url}/api/resources/methods/${methodId}/files`, {
        method: "POST",
        headers: { ...signedHeaders(token.li!, api.userOf(token.li!)), "accept-language": "en" },
        body: form,
      });
    };
    const uploaded = await ok(await upload("chromatogram.pdf", "%PDF-1.7 chromatogram"));
    expect(uploaded.files).toMatchObject([{ name: "chromatogram.pdf", mediaType: "application/pdf" }]);
    expect((await refused(await upload("a|b.pdf", "%PDF-1.7"), 400)).key).toBe("attachment.nameInvalid");
    const method = await read("chen");
    expect(method.files.map((f) => f.name)).toEqual(["chromatogram.pdf"]);
    expect(method.hasUnpublishedChanges).toBe(true);
    const file = await as("chen", "GET", `/resources/methods/${methodId}/files/${method.files[0]!.rowId}?download=true`);
    expect(file.status).toBe(200);
    expect(await file.text()).toBe("%PDF-1.7 chromatogram");
  });

  it("publishes an edited draft as version 2, while version 1 reads as it was", async () => {
    const edited = { ...content, procedure: "<p>Dissolve 20 mg in 10 mL methanol.</p>", preparedMaterialIds: [mobilePhase] };
    await ok(await as("li", "PUT", `/resources/methods/${methodId}`, edited));
    const draft = await read("chen");
    expect(draft.shown?.content.procedure).toContain("10 mg");
    expect((await listed("&keyword=SOP0001")).total).toBe(1);
    expect(draft.draft.procedure).toContain("20 mg");
    await ok(
      await as("admin", "POST", `/resources/methods/${methodId}/publish`, {
        effectiveDate: "2027-01-15",
        changeSummary: "20 mg",
      }),
    );
    const current = await read("li");
    expect(current.version).toBe(2);
    expect(current.shown).toMatchObject({ version: 2, changeSummary: "20 mg", files: [{ name: "chromatogram.pdf" }] });
    expect(current.versions.map((v) => [v.version, v.effectiveDate, v.changeSummary])).toEqual([
      [1, "2026-12-01", "First issue"],
      [2, "2027-01-15", "20 mg"],
    ]);
    const first = await read("li", "?version=1");
    expect(first.shown).toMatchObject({ version: 1, changeSummary: "First issue", files: [] });
    expect(first.shown!.content.procedure).toContain("10 mg");
    expect((await refused(await as("li", "GET", `/resources/methods/${methodId}?version=3`), 404)).key).toBe(
      "method.versionNotFound",
    );
  });

  it("is cited by a record at a version, shown on the method with the record's number and title", async () => {
    const book = await ok(await as("chen", "POST", "/notebooks", { name: "Purity book" }));
    const record = await ok(await as("chen", "POST", "/experiments", { notebookId: book.id, title: "Batch 7 purity" }));
    const links = `/experiments/${record.id}/method-links`;
    await ok(await as("chen", "POST", links, { methodId, version: 1 }));
    expect((await read("chen")).citations).toEqual([
      expect.objectContaining({ experimentId: record.id, number: record.number, title: "Batch 7 purity", version: 1 }),
    ]);
    expect((await read("li")).citations).toEqual([]);
    expect((await refused(await as("chen", "POST", links, { methodId, version: 9 }), 404)).key).toBe("method.versionNotFound");
    expect((await refused(await as("li", "POST", links, { methodId, version: 1 }), 404)).key).toBe("experiment.notFound");
    await ok(await as("chen", "DELETE", `${links}/${methodId}`));
    expect((await read("chen")).citations).toEqual([]);
    expect((await refused(await as("chen", "DELETE", `${links}/${methodId}`), 404)).key).toBe("method.notCited");
  });

  it("lists the team's references and files with their method (the version in effect), found by a word", async () => {
    const references = await ok(await as("li", "GET", "/resources/references?keyword=usp"));
    expect(references.rows).toEqual([
      expect.objectContaining({
        methodId,
        methodNumber: "SOP0001",
        citation: "USP 43, Aspirin monograph",
        doi: "10.1000/xyz123",
      }),
    ]);
    expect((await ok(await as("li", "GET", "/resources/references?keyword=nothing-like-it"))).total).toBe(0);
    const files = await ok(await as("li", "GET", "/resources/files"));
    expect(files.rows).toEqual([expect.objectContaining({ methodId, name: "chromatogram.pdf", version: 2 })]);
  });

  it("is retired by its author or an administrator, then neither edited nor published; versions stay readable", async () => {
    const path = `/resources/methods/${methodId}`;
    expect((await refused(await as("li", "POST", `${path}/retire`), 403)).key).toBe("rubbishBin.notYours");
    await ok(await as("chen", "POST", `${path}/retire`));
    expect((await read("li")).status).toBe("retired");
    const retired = await refused(await as("li", "PUT", path, content, "zh-CN"), 409);
    expect(retired.message).toBe("该方法已废止，不能再编辑或发布");
    expect((await read("li", "?version=1")).shown?.version).toBe(1);
    expect((await listed("&status=retired")).rows.map((r) => r.id)).toEqual([methodId]);
  });

  it("goes to the rubbish bin and back; unknown ids are not found", async () => {
    const path = `/resources/methods/${methodId}`;
    await ok(await as("chen", "POST", `${path}/bin`));
    expect((await listed()).total).toBe(0);
    expect((await listed("&binned=true")).rows.map((r) => r.id)).toEqual([methodId]);
    await ok(await as("admin", "POST", `${path}/restore`));
    for (const [method, missing] of [
      ["GET", `/resources/methods/${MISSING}`],
      ["PUT", `/resources/methods/${MISSING}`],
      ["POST", `/resources/methods/${MISSING}/publish`],
      ["GET", `/resources/prepared-materials/${MISSING}`],
      ["DELETE", `/resources/methods/${methodId}/files/${MISSING}`],
    ] as const) {
      const body =
        method === "PUT" ? content : method === "POST" ? { effectiveDate: "2026-12-01", changeSummary: "x" } : undefined;
      const answer = await refused(await as("chen", method, missing, body, "zh-CN"), 404);
      expect(answer.message).not.toMatch(/[a-z]+\.[a-z]+/i);
    }
  });

  it("keeps every change in the audit trail, said in words", async () => {
    const trail = await ok(await as("admin", "GET", "/audit?category=admin&pageSize=100", undefined, "en"));
    const said = trail.rows
      .filter((r: { eventType: string }) => r.eventType.startsWith("Method"))
      .map((r: { words: { subject: string; newValue: { text: string } } }) => `${r.words.subject}: ${r.words.newValue.text}`);
    expect(said).toContain(
      "Method “HPLC purity of aspirin”: Version 2 published, in effect from 2027-01-15; changes: 20 mg; files: chromatogram.pdf",
    );
    expect(said.join("\n")).not.toMatch(/[0-9a-f]{8}-[0-9a-f]{4}-/);
  });
});
