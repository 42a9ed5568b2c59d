import { extractText } from "@labledger/adapters/text-extraction/extract-text";
import { strFromU8, unzipSync } from "fflate";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ok } from "../support/api-answers";
import { ADMIN_PASSWORD, startTestService } from "./harness";
import { readPdf } from "./pdf-text";

const PASSWORD = "Report-files-2026";
const NONE = { projectIds: [], notebookIds: [], templateIds: [], statuses: [], from: null, to: null };
const XLSX = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";

/** The name a download is offered under for clients that read RFC 6266's filename*, decoded. */
const unicodeName = (disposition: string | null) => {
  const encoded = /filename\*=UTF-8''([^;]+)/.exec(disposition ?? "")?.[1];
  return encoded === undefined ? undefined : decodeURIComponent(encoded);
};

describe("data mining: a report exported as PDF and XLSX (issue 21)", () => {
  let api: Awaited<ReturnType<typeof startTestService>>;
  const token: Record<string, string> = {};
  let reportId: string;
  let templateId: string;
  const as = (who: string, method: string, path: string, json?: unknown, language = "zh-CN") =>
    api.call(method, `/api${path}`, { token: token[who]!, language, ...(json === undefined ? {} : { json }) });
  const download = async (who: string, format: string, language = "zh-CN", id = reportId) =>
    as(who, "GET", `/datamining/reports/${id}/export?format=${format}`, undefined, language);
  const saveModule = async (recordId: string, module: Record<string, unknown>, data: unknown) => {
    const { moduleId } = await ok(await as("chen", "POST", `/experiments/${recordId}/modules`, module));
    await ok(await as("chen", "PUT", `/experiments/${recordId}/modules/${moduleId}`, { data, lastCacheTime: 0 }));
  };

  beforeAll(async () => {
    api = await startTestService();
    token.admin = await api.login("admin", ADMIN_PASSWORD);
    const member = (account: string, realName: string, departmentId = "root") =>
      api.call("POST", "/api/members", { token: token.admin, json: { account, realName, password: PASSWORD, departmentId } });
    await ok(await member("chen", "陈 晨"));
    await ok(await member("trial.user", "试用 用户", "1"));
    token.chen = await api.login("chen", PASSWORD);
    token.trial = await api.login("trial.user", PASSWORD);

    const project = await ok(await as("chen", "POST", "/projects", { name: "酰胺路线" }));
    const book = await ok(await as("chen", "POST", "/notebooks", { name: "放大批次", projectId: project.id }));
    const batches: Array<[string, number, number[]]> = [
      ["批次 1", 72, [1.5, 2]],
      ["批次 2", 81.5, [3]],
      ["=SUM(A1) 批次 3", 90, [0.5, 0.5, 1]],
    ];
    for (const [title, yieldValue, masses] of batches) {
      const record = await ok(await as("chen", "POST", "/experiments", { notebookId: book.id, title }));
      await saveModule(record.id, { type: "inputNumber", title: "收率" }, { fields: { value: yieldValue } });
      await saveModule(
        record.id,
        { type: "grid", subType: "labMaterial", title: "物料", columns: [{ field: "name", required: true }] },
        { rows: masses.map((mass, i) => ({ rowId: `r${i}`, name: `原料 ${i + 1}`, mass })) },
      );
    }
    const template = await ok(
      await as("chen", "POST", "/datamining/templates", {
        name: "收率模板",
        criteria: { ...NONE, projectIds: [project.id], statuses: ["draft"] },
        columns: [
          { columnId: "yield", module: "收率", field: "value", label: "收率 %", aggregate: "first" },
          { columnId: "mass", module: "物料", field: "mass", label: "投料质量 (g)", aggregate: "sum" },
        ],
      }),
    );
    templateId = template.id;
    reportId = (
      await ok(
        await as("chen", "POST", "/datamining/reports", {
          templateId: template.id,
          name: "收率汇总 Q4",
          summary: "三个批次的收率逐步提高，第三批达到九成。",
          criteria: { ...NONE, from: "2020-01-01" },
          charts: [
            { chartId: "c1", type: "bar", title: "各批次收率", x: "record", y: ["yield"] },
            { chartId: "c2", type: "pie", title: "投料质量占比", x: "record", y: ["mass"] },
          ],
        }),
      )
    ).id;
  });
  afterAll(async () => {
    await api?.service.stop();
  });

  it("exports a PDF in the reader's language: facts in words, the summary, each chart drawn with its Chinese labels, the table, page N of M", async () => {
    const response = await download("chen", "pdf");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("application/pdf");
    const disposition = response.headers.get("content-disposition");
    expect(disposition).toMatch(/^attachment; filename="Q4-\d{8}\.pdf"; filename\*=UTF-8''/);
    expect(unicodeName(disposition)).toMatch(/^收率汇总 Q4-\d{8}\.pdf$/);
    const bytes = new Uint8Array(await response.arrayBuffer());
    const pdf = await readPdf(bytes);
    expect(pdf.info).toMatchObject({ Title: "收率汇总 Q4", Author: "陈 晨", Creator: "LabLedger" });
    expect(pdf.text).toContain("报告模板: 收率模板");
    // The criteria in words: the project by its name, the status in Chinese, the days — never an id.
    expect(pdf.text).toContain("项目：酰胺路线");
    expect(pdf.text).toContain("状态：草稿");
    expect(pdf.text).toContain("创建于 2020-01-01 或之后");
    expect(pdf.text).toContain("读取的记录: 3");
    expect(pdf.text).toContain("三个批次的收率逐步提高，第三批达到九成。");
    expect(pdf.text).toContain("导出人: 陈 晨 (chen)");
    // The charts' own text (titles, axis names) is text in the PDF, set in the embedded Chinese font.
    expect(pdf.text).toContain("各批次收率");
    expect(pdf.text).toContain("投料质量占比");
    expect(pdf.text).toContain("记录编号 标题 状态 收率 % 投料质量 (g)");
    for (const [title, value, mass] of [
      ["批次 1", "72", "3.5"],
      ["批次 2", "81.5", "3"],
      ["=SUM(A1) 批次 3", "90", "2"],
    ])
      expect(pdf.text).toContain(`${title} 草稿 ${value} ${mass}`);
    expect(pdf.pages[0]).toContain(`第 1 页，共 ${pdf.pages.length} 页`);
    // Vector drawings, not pictures: the file holds no image.
    expect(Buffer.from(bytes).toString("latin1")).not.toMatch(/\/Subtype\s*\/Image/);

    const en = await readPdf(await (await download("chen", "pdf", "en")).arrayBuffer());
    expect(en.text).toContain("Report template: 收率模板");
    expect(en.text).toContain("status: Draft");
    expect(en.text).toContain("Record number Title Status");
    expect(en.pages[0]).toContain(`Page 1 of ${en.pages.length}`);
  });

  it("exports an XLSX workbook: the table with its labels, statuses in words and numbers as numbers; a Summary sheet with the facts", async () => {
    const response = await download("chen", "xlsx");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe(XLSX);
    expect(unicodeName(response.headers.get("content-disposition"))).toMatch(/^收率汇总 Q4-\d{8}\.xlsx$/);
    const bytes = new Uint8Array(await response.arrayBuffer());
    const text = (await extractText(bytes, { name: "report.xlsx" }))?.text ?? "";
    const lines = text.split("\n");
    expect(lines.slice(0, 5)).toEqual([
      "数据表",
      "记录编号\t标题\t状态\t收率 %\t投料质量 (g)",
      expect.stringMatching(/^\S+\t批次 1\t草稿\t72\t3\.5$/),
      expect.stringMatching(/^\S+\t批次 2\t草稿\t81\.5\t3$/),
      expect.stringMatching(/^\S+\t=SUM\(A1\) 批次 3\t草稿\t90\t2$/),
    ]);
    expect(lines[5]).toBe("摘要");
    expect(text).toContain("报告\t收率汇总 Q4");
    expect(text).toContain("导出人\t陈 晨 (chen)");
    expect(text).toContain("记录范围\t项目：酰胺路线；状态：草稿；创建于 2020-01-01 或之后（仅限导出人可查看的记录）");
    expect(text).toContain("摘要\t三个批次的收率逐步提高，第三批达到九成。");

    const sheet = strFromU8(unzipSync(bytes)["xl/worksheets/sheet1.xml"]!);
    expect(sheet).toContain("<v>81.5</v>");
    expect(sheet).not.toContain("<f>");
    expect(sheet).toContain('state="frozen"');

    const en = (await extractText(new Uint8Array(await (await download("chen", "xlsx", "en")).arrayBuffer()), { name: "r.xlsx" }))
      ?.text;
    expect(en).toContain("Table\nRecord number\tTitle\tStatus\t收率 %");
    expect(en).toContain("\tDraft\t");
    expect(en).toContain("Summary\nReport\t收率汇总 Q4");
  });

  it("names what the criteria name by their names, and one nothing names any more in words, never by its id", async () => {
    const ghost = "01900000-0000-7000-8000-00000000beef";
    const narrowed = (
      await ok(
        await as("chen", "POST", "/datamining/reports", {
          templateId,
          name: "按模板筛选",
          criteria: { ...NONE, templateIds: [ghost] },
          charts: [],
        }),
      )
    ).id;
    const bytes = new Uint8Array(await (await download("chen", "xlsx", "en", narrowed)).arrayBuffer());
    const text = (await extractText(bytes, { name: "r.xlsx" }))?.text ?? "";
    expect(text).toContain("record templates: a record template no longer known");
    expect(text).not.toContain(ghost);
  });

  it("refuses a format it does not write, in words; a report that does not exist is 404; trial accounts may not export", async () => {
    const wrong = await download("chen", "docx", "en");
    expect(wrong.status).toBe(400);
    const refusal = await wrong.json();
    expect(refusal.key).toBe("request.invalid");
    expect(refusal.message).toMatch(/format/);
    const missing = await download("chen", "pdf", "en", "00000000-0000-7000-8000-000000000000");
    expect(missing.status).toBe(404);
    expect(await missing.json()).toMatchObject({ key: "report.notFound", message: "No such report" });
    const trial = await download("trial", "xlsx", "en");
    expect(trial.status).toBe(403);
    expect((await trial.json()).key).toBe("auth.trialAccount");
  });
});
