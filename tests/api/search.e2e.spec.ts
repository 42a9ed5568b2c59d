import { createRequire } from "node:module";
import PDFDocument from "pdfkit";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ok } from "../support/api-answers";
import { ADMIN_PASSWORD, signedHeaders, startTestService } from "./harness";

const PASSWORD = "Search-page-2026";
const require = createRequire(import.meta.url);
const NOTO = require.resolve("@expo-google-fonts/noto-sans-sc/400Regular/NotoSansSC_400Regular.ttf");

/** A real PDF with text in it, as an instrument's software would write it. */
function pdfWith(lines: string[]): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument();
    const chunks: Buffer[] = [];
    doc.on("data", (c: Buffer) => chunks.push(c));
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
    doc.font(NOTO);
    for (const line of lines) doc.text(line);
    doc.end();
  });
}

interface Part {
  text: string;
  match: boolean;
}
interface Hit {
  type: string;
  id: string;
  title: string;
  titleParts: Part[];
  code: string;
  status: string | null;
  ownerName: string;
  projectName: string | null;
  snippets: Array<{ label: string; parts: Part[] }>;
}
interface Results {
  hits: Hit[];
  total: number;
  fullText: boolean;
}
const marked = (parts: Part[]) => parts.filter((p) => p.match).map((p) => p.text);

describe("global search: GET /api/search (issue 21)", () => {
  let api: Awaited<ReturnType<typeof startTestService>>;
  const token: Record<string, string> = {};
  const id: Record<string, string> = {};
  let recordId: string;
  let projectId: string;
  let roleId: string;
  const as = (who: string, method: string, path: string, json?: unknown, language = "en") =>
    api.call(method, `/api${path}`, { token: token[who]!, language, ...(json === undefined ? {} : { json }) });
  const search = async (who: string, query: string, language = "en"): Promise<Results> =>
    ok(await as(who, "GET", `/search?${query}`, undefined, language));
  const key = (words: string) => `key=${encodeURIComponent(words)}`;

  beforeAll(async () => {
    api = await startTestService();
    token.admin = await api.login("admin", ADMIN_PASSWORD);
    for (const account of ["chen", "li"]) {
      const created = await ok(
        await api.call("POST", "/api/members", {
          token: token.admin,
          json: { account, realName: `${account} (printed)`, password: PASSWORD, departmentId: "root" },
        }),
      );
      id[account] = created.memberId;
      token[account] = await api.login(account, PASSWORD);
    }
    // Every member holds the built-in role; here it searches titles and numbers only.
    await ok(
      await as("admin", "PUT", "/roles/member", {
        name: "Member",
        description: "Every member of the organisation",
        permissions: [
          { permissionCode: "ProjectManage", isActive: true },
          { permissionCode: "FulltextSearch", isActive: false },
        ],
        viewingLevels: { project: "own", task: "own", experiment: "ownInDepartment" },
      }),
    );
    roleId = (
      await ok(
        await as("admin", "POST", "/roles", {
          name: "Searchers",
          description: "Search record content",
          permissions: [{ permissionCode: "FulltextSearch", isActive: true }],
          viewingLevels: { project: "organisation", task: "own", experiment: "ownInDepartment" },
        }),
      )
    ).roleId;
    await ok(await as("admin", "PUT", `/members/${id.li}/roles`, { roleIds: [roleId] }));

    const project = await ok(
      await as("chen", "POST", "/projects", { name: "Amide route", description: "Scale-up of the amide coupling step" }),
    );
    projectId = project.id;
    const book = await ok(await as("chen", "POST", "/notebooks", { name: "合成路线研究", projectId }));
    recordId = (await ok(await as("chen", "POST", "/experiments", { notebookId: book.id, title: "Suzuki coupling 批次 7" }))).id;
    const editor = await ok(await as("chen", "POST", `/experiments/${recordId}/modules`, { type: "editor", title: "实验步骤" }));
    await ok(
      await as("chen", "PUT", `/experiments/${recordId}/modules/${editor.moduleId}`, {
        data: { fields: { html: "<p>按<b>合成路线</b>制备中间体，<script>x</script>收率 82%。</p>" } },
        lastCacheTime: 0,
      }),
    );
    const grid = await ok(
      await as("chen", "POST", `/experiments/${recordId}/modules`, {
        type: "grid",
        subType: "labMaterial",
        title: "Materials",
        columns: [{ field: "name", required: true }],
      }),
    );
    await ok(
      await as("chen", "PUT", `/experiments/${recordId}/modules/${grid.moduleId}`, {
        data: { rows: [{ rowId: "r1", name: "Tetrakis(triphenylphosphine)palladium", mass: 0.5 }] },
        lastCacheTime: 0,
      }),
    );
    const files = await ok(
      await as("chen", "POST", `/experiments/${recordId}/modules`, { type: "attachment", title: "Spectra" }),
    );
    const form = new FormData();
    form.append("moduleId", files.moduleId);
    const pdf = await pdfWith(["HPLC report", "The chromatogram shows impurity zeta at 4.2 min.", "杂质谱分析"]);
    form.append("file", new Blob([new Uint8Array(pdf)], { type: "application/pdf" }), "HPLC report.pdf");
    const uploaded = await fetch(`${api.service.url}/api/experiments/${recordId}/attachments`, {
      method: "POST",
      headers: { ...signedHeaders(token.chen!, id.chen!), "accept-language": "en" },
      body: form,
    });
    expect(uploaded.status, await uploaded.clone().text()).toBe(200);
  });
  afterAll(async () => {
    await api?.service.stop();
  });

  it("without FulltextSearch, finds titles and numbers only, and says so", async () => {
    const byTitle = await search("chen", key("suzuki"));
    expect(byTitle).toMatchObject({ total: 1, fullText: false });
    expect(byTitle.hits[0]).toMatchObject({
      type: "record",
      id: recordId,
      title: "Suzuki coupling 批次 7",
      ownerName: "chen (printed)",
      projectName: "Amide route",
      status: "draft",
      snippets: [],
    });
    expect(marked(byTitle.hits[0]!.titleParts)).toEqual(["Suzuki"]);
    expect(await search("chen", key("impurity"))).toEqual({ hits: [], total: 0, fullText: false });
  });

  it("with FulltextSearch, finds a Chinese phrase inside a module and a word inside an attached PDF, marked in snippets", async () => {
    await ok(await as("admin", "PUT", `/members/${id.chen}/roles`, { roleIds: [roleId] }));
    const chinese = await search("chen", key("合成路线"), "zh-CN");
    expect(chinese.fullText).toBe(true);
    const record = chinese.hits.find((h) => h.type === "record")!;
    expect(record.id).toBe(recordId);
    expect(record.snippets[0]!.label).toBe("实验步骤");
    expect(record.snippets[0]!.parts.map((p) => p.text).join("")).toBe("按合成路线制备中间体，收率 82%。");
    expect(marked(record.snippets[0]!.parts)).toEqual(["合成路线"]);
    // The book's title holds the phrase too; a substring of two characters finds both.
    expect(chinese.hits.map((h) => h.type).sort()).toEqual(["notebook", "record"]);
    expect((await search("chen", key("合成"))).total).toBe(2);

    const inPdf = await search("chen", key("impurity zeta"));
    expect(inPdf.total).toBe(1);
    expect(inPdf.hits[0]!.snippets[0]!.label).toBe("HPLC report.pdf");
    expect(marked(inPdf.hits[0]!.snippets[0]!.parts)).toEqual(["impurity", "zeta"]);
    expect((await search("chen", key("杂质谱"))).hits.map((h) => h.id)).toEqual([recordId]);
    expect((await search("chen", key("palladium"))).hits[0]!.snippets[0]!.label).toBe("Materials");
    expect((await search("chen", key("coupled"))).hits.map((h) => h.type).sort()).toEqual(["project", "record"]);
  });

  it("never shows, nor counts, a record outside the member's viewing levels", async () => {
    // li searches content too and sees every project of the organisation, but only their own records.
    const li = await search("li", key("合成"));
    expect(li.fullText).toBe(true);
    expect(li.hits.map((h) => h.type)).toEqual(["notebook"]);
    expect(li.total).toBe(1);
    expect(await search("li", key("impurity"))).toEqual({ hits: [], total: 0, fullText: true });
    expect((await search("li", `${key("suzuki")}&type=record`)).total).toBe(0);
    expect((await search("admin", key("impurity"))).total).toBe(1);
  });

  it("narrows by type, project, owner, status and days, and pages", async () => {
    expect((await search("chen", `${key("合成")}&type=notebook`)).hits.map((h) => h.type)).toEqual(["notebook"]);
    expect((await search("chen", `${key("coupling")}&projectId=${projectId}`)).total).toBe(2);
    expect((await search("chen", `${key("coupling")}&ownerId=${id.li}`)).total).toBe(0);
    expect((await search("chen", `${key("coupling")}&status=draft`)).hits.map((h) => h.id)).toEqual([recordId]);
    expect((await search("chen", `${key("coupling")}&status=approved`)).total).toBe(0);
    const today = new Date().toISOString().slice(0, 10);
    expect((await search("chen", `${key("coupling")}&from=${today}&to=${today}`)).total).toBe(2);
    expect((await search("chen", `${key("coupling")}&to=2020-01-01`)).total).toBe(0);
    const first = await search("chen", `${key("coupling")}&pageSize=1`);
    const second = await search("chen", `${key("coupling")}&pageSize=1&pageIndex=2`);
    expect([first.total, second.total]).toEqual([2, 2]);
    expect(new Set([first.hits[0]!.id, second.hits[0]!.id]).size).toBe(2);
  });

  it("says where words were found in the reader's language, never a key", async () => {
    const en = await search("chen", key("amide"), "en");
    expect(en.hits[0]).toMatchObject({ type: "project", id: projectId });
    expect(en.hits[0]!.snippets.map((s) => s.label)).toEqual(["Description"]);
    const zh = await search("chen", key("amide"), "zh-CN");
    expect(zh.hits[0]!.snippets.map((s) => s.label)).toEqual(["项目描述"]);
  });

  it("finds what a member just wrote, at once (read-your-writes)", async () => {
    const editor = await ok(
      await as("chen", "POST", `/experiments/${recordId}/modules`, { type: "textarea", title: "Conclusion" }),
    );
    await ok(
      await as("chen", "PUT", `/experiments/${recordId}/modules/${editor.moduleId}`, {
        data: { fields: { value: "Recrystallised from heptane" } },
        lastCacheTime: 0,
      }),
    );
    expect((await search("chen", key("heptane"))).hits.map((h) => h.id)).toEqual([recordId]);
    await ok(await as("chen", "PATCH", `/experiments/${recordId}`, { title: "Heck coupling 批次 8" }));
    expect((await search("chen", key("suzuki"))).total).toBe(0);
    expect((await search("chen", key("heck"))).hits.map((h) => h.id)).toEqual([recordId]);
  });

  it("refuses an empty, over-long or malformed search with a clear message, in the caller's language", async () => {
    const refused = async (query: string, language = "en") => {
      const r = await as("chen", "GET", `/search?${query}`, undefined, language);
      return { status: r.status, body: await r.json() };
    };
    for (const query of [
      "",
      "key=%20%20",
      `key=${"x".repeat(101)}`,
      "key=a&pageSize=500",
      "key=a&type=member",
      "key=a&from=yesterday",
    ]) {
      const answer = await refused(query);
      expect(answer.status, query).toBe(400);
      expect(answer.body.message, query).toMatch(/[a-z]/i);
      expect(answer.body.message, query).not.toMatch(/^[a-z]+\.[a-zA-Z.]+$/);
    }
    expect((await refused("", "zh-CN")).body.message).toMatch(/[\u4e00-\u9fff]/);
    // Query syntax and markup are words like any other.
    for (const words of ['"', "NEAR(", "a OR b*", "<script>", "'; DROP TABLE x; --"])
      expect((await as("chen", "GET", `/search?${key(words)}`)).status, words).toBe(200);
  });
});
