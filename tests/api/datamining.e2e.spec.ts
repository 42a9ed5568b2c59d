import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ADMIN_PASSWORD, startTestService } from "./harness";

const PASSWORD = "Data-mining-2026";
const NONE = { projectIds: [], notebookIds: [], templateIds: [], statuses: [], from: null, to: null };

describe("data mining: report templates and reports (issue 21)", () => {
  let api: Awaited<ReturnType<typeof startTestService>>;
  const token: Record<string, string> = {};
  const id: Record<string, string> = {};
  const records: string[] = [];
  let projectId: string;
  let templateId: string;
  let reportId: string;
  const body = async (r: Response) => ({ status: r.status, body: await r.json() });
  const ok = async (r: Response) => {
    const answer = await body(r);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    return answer.body.response ?? answer.body;
  };
  const as = (who: string, method: string, path: string, json?: unknown, language = "en") =>
    api.call(method, `/api${path}`, { token: token[who]!, language, ...(json === undefined ? {} : { json }) });
  const saveModule = async (who: string, recordId: string, type: string, title: string, data: unknown, extra = {}) => {
    const { moduleId } = await ok(await as(who, "POST", `/experiments/${recordId}/modules`, { type, title, ...extra }));
    await ok(await as(who, "PUT", `/experiments/${recordId}/modules/${moduleId}`, { data, lastCacheTime: 0 }));
  };
  const columns = [
    { columnId: "yield", module: "Yield", field: "value", label: "Yield %", aggregate: "first" },
    { columnId: "mass", module: "Materials", field: "mass", label: "Mass (g)", aggregate: "sum" },
    { columnId: "solvent", module: "Solvent", field: "value", label: "Solvent", aggregate: "first" },
  ];

  beforeAll(async () => {
    api = await startTestService();
    token.admin = await api.login("admin", ADMIN_PASSWORD);
    for (const account of ["chen", "li"]) {
      id[account] = (
        await ok(
          await api.call("POST", "/api/members", {
            token: token.admin,
            json: { account, realName: `${account} (printed)`, password: PASSWORD, departmentId: "root" },
          }),
        )
      ).memberId;
      token[account] = await api.login(account, PASSWORD);
    }
    projectId = (await ok(await as("chen", "POST", "/projects", { name: "Amide route" }))).id;
    const book = await ok(await as("chen", "POST", "/notebooks", { name: "Batches", projectId }));
    const batches: Array<[number | string, number[], string]> = [
      [72, [1.5, 2], "THF"],
      ["81.5 %", [3], "Toluene"],
      [90, [0.5, 0.5, 1], "THF"],
    ];
    for (const [n, [yieldValue, masses, solvent]] of batches.entries()) {
      const record = await ok(await as("chen", "POST", "/experiments", { notebookId: book.id, title: `Batch ${n + 1}` }));
      records.push(record.id);
      await saveModule("chen", record.id, typeof yieldValue === "number" ? "inputNumber" : "input", "Yield", {
        fields: { value: yieldValue },
      });
      await saveModule(
        "chen",
        record.id,
        "grid",
        "Materials",
        { rows: masses.map((mass, i) => ({ rowId: `r${i}`, name: `M${i}`, mass })) },
        { subType: "labMaterial", columns: [{ field: "name", required: true }] },
      );
      await saveModule("chen", record.id, "input", "Solvent", { fields: { value: solvent } });
    }
  });
  afterAll(async () => {
    await api?.service.stop();
  });

  it("offers the fields the chosen records hold, by label, numeric or not, with how many records hold each", async () => {
    const fields = (await ok(await as("chen", "GET", `/datamining/fields?projectIds=${projectId}`))) as Array<
      Record<string, unknown>
    >;
    expect(fields).toEqual(
      expect.arrayContaining([
        { module: "Yield", field: "value", label: "Yield", numeric: true, records: 3 },
        { module: "Materials", field: "mass", label: expect.stringMatching(/mass/i), numeric: true, records: 3 },
        { module: "Solvent", field: "value", label: "Solvent", numeric: false, records: 3 },
      ]),
    );
    expect(await ok(await as("chen", "GET", "/datamining/fields?projectIds=nothing-here"))).toEqual([]);
  });

  it("builds a report of a project's records: a row per record, its yields charted, as a table and series", async () => {
    templateId = (
      await ok(
        await as("chen", "POST", "/datamining/templates", {
          name: "Yields",
          description: "Yield and mass per batch",
          criteria: { ...NONE, projectIds: [projectId] },
          columns,
        }),
      )
    ).id;
    reportId = (
      await ok(
        await as("chen", "POST", "/datamining/reports", {
          templateId,
          name: "Q4 yields",
          summary: "Yields rose as the solvent changed.",
          criteria: NONE,
          charts: [
            { chartId: "c1", type: "bar", title: "Yield by batch", x: "record", y: ["yield"] },
            { chartId: "c2", type: "pie", title: "Mass by solvent", x: "solvent", y: ["mass"] },
            { chartId: "c3", type: "scatter", title: "Yield against mass", x: "mass", y: ["yield"] },
          ],
        }),
      )
    ).id;
    const { report, data } = await ok(await as("chen", "GET", `/datamining/reports/${reportId}/data`));
    expect(report).toMatchObject({ name: "Q4 yields", templateName: "Yields", ownerName: "chen (printed)" });
    expect(data.total).toBe(3);
    expect(data.rows.map((r: { title: string; cells: unknown }) => [r.title, r.cells])).toEqual([
      ["Batch 1", { yield: 72, mass: 3.5, solvent: "THF" }],
      ["Batch 2", { yield: "81.5 %", mass: 3, solvent: "Toluene" }],
      ["Batch 3", { yield: 90, mass: 2, solvent: "THF" }],
    ]);
    const [bar, pie, scatter] = data.charts;
    expect(bar).toMatchObject({ type: "bar", xLabel: "Record", series: [{ name: "Yield %", data: [72, 81.5, 90] }] });
    expect(bar.categories).toEqual(data.rows.map((r: { number: string }) => r.number));
    expect(pie).toMatchObject({ categories: ["THF", "Toluene"], series: [{ data: [5.5, 3] }] });
    expect(scatter.series[0].data).toEqual([
      [3.5, 72],
      [3, 81.5],
      [2, 90],
    ]);
    const zh = await ok(await as("chen", "GET", `/datamining/reports/${reportId}/data`, undefined, "zh-CN"));
    expect(zh.data.charts[0].xLabel).toBe("记录");
  });

  it("reads only the records the member may view, and follows what a record holds now", async () => {
    // li sees no record of chen's: the same report reads nothing for them.
    const li = await ok(await as("li", "GET", `/datamining/reports/${reportId}/data`));
    expect(li.data).toMatchObject({ total: 0, rows: [] });
    expect(li.data.charts[0].categories).toEqual([]);
    const yieldModule = (await ok(await as("chen", "GET", `/experiments/${records[0]}`))).modules.find(
      (m: { title: string }) => m.title === "Yield",
    );
    await ok(
      await as("chen", "PUT", `/experiments/${records[0]}/modules/${yieldModule.moduleId}`, {
        data: { fields: { value: 75 } },
        lastCacheTime: yieldModule.lastCacheTime,
      }),
    );
    const { data } = await ok(await as("chen", "GET", `/datamining/reports/${reportId}/data`));
    expect(data.charts[0].series[0].data).toEqual([75, 81.5, 90]);
  });

  it("narrows a template's records by the report's own criteria", async () => {
    const narrowed = (
      await ok(
        await as("chen", "POST", "/datamining/reports", {
          templateId,
          name: "Nothing yet approved",
          criteria: { ...NONE, statuses: ["approved"] },
          charts: [],
        }),
      )
    ).id;
    expect((await ok(await as("chen", "GET", `/datamining/reports/${narrowed}/data`))).data.total).toBe(0);
  });

  it("lists templates and reports, moves them to the rubbish bin and back, owner or administrator only", async () => {
    const listed = async (what: string, binned: boolean) =>
      (await ok(await as("chen", "GET", `/datamining/${what}?binned=${binned}`))).rows.map((r: { name: string }) => r.name);
    expect(await listed("templates", false)).toEqual(["Yields"]);
    expect(await listed("reports", false)).toEqual(["Nothing yet approved", "Q4 yields"]);
    const refused = await body(await as("li", "POST", `/datamining/reports/${reportId}/bin`));
    expect(refused).toMatchObject({ status: 403, body: { key: "rubbishBin.notYours" } });
    await ok(await as("chen", "POST", `/datamining/reports/${reportId}/bin`));
    expect(await listed("reports", true)).toEqual(["Q4 yields"]);
    expect(await listed("reports", false)).toEqual(["Nothing yet approved"]);
    const binnedChange = await body(
      await as("chen", "PUT", `/datamining/reports/${reportId}`, { templateId, name: "x", criteria: NONE, charts: [] }),
    );
    expect(binnedChange).toMatchObject({ status: 409, body: { key: "rubbishBin.inRubbishBin" } });
    await ok(await as("admin", "POST", `/datamining/reports/${reportId}/restore`));
    expect(await listed("reports", true)).toEqual([]);
    // A report on a template in the bin cannot be saved until the template is restored.
    await ok(await as("chen", "POST", `/datamining/templates/${templateId}/bin`));
    const onBinned = await body(
      await as("chen", "PUT", `/datamining/reports/${reportId}`, { templateId, name: "Q4 yields", criteria: NONE, charts: [] }),
    );
    expect(onBinned).toMatchObject({ status: 409, body: { key: "report.templateInRubbishBin" } });
    await ok(await as("chen", "POST", `/datamining/templates/${templateId}/restore`));
  });

  it("keeps every definition change in the audit trail, said in words", async () => {
    const trail = await ok(await as("admin", "GET", "/audit?category=admin&pageSize=50", undefined, "en"));
    const reports = trail.rows.filter((r: { eventType: string }) => r.eventType.startsWith("Report"));
    const said = reports.map(
      (r: { words: { subject: string; newValue: { text: string } } }) => `${r.words.subject}: ${r.words.newValue.text}`,
    );
    expect(said).toEqual(
      expect.arrayContaining([
        "Report template “Yields”: Report template “Yields”; records: projects: Amide route; columns: Yield % (Yield, first value), Mass (g) (Materials, sum), Solvent (Solvent, first value)",
        "Report “Q4 yields”: Moved to the rubbish bin",
        "Report “Q4 yields”: Restored from the rubbish bin",
        expect.stringMatching(
          /^Report “Q4 yields”: Report “Q4 yields” on template Yields; records: all records the reader may view; charts: Bar chart “Yield by batch”/,
        ),
      ]),
    );
    expect(JSON.stringify(said)).not.toContain(templateId);
  });

  it("refuses a definition that does not hold together, in the caller's language", async () => {
    const refusal = async (path: string, json: unknown, language = "en") => body(await as("chen", "POST", path, json, language));
    expect(
      await refusal("/datamining/reports", {
        templateId,
        name: "Bad",
        criteria: NONE,
        charts: [{ chartId: "c1", type: "bar", title: "Ghost", x: "record", y: ["ghost"] }],
      }),
    ).toMatchObject({
      status: 400,
      body: { key: "report.chartColumnUnknown", message: 'Chart "Ghost" reads a column the template does not have' },
    });
    expect(
      await refusal(
        "/datamining/reports",
        {
          templateId,
          name: "Bad",
          criteria: NONE,
          charts: [{ chartId: "c1", type: "pie", title: "饼", x: "solvent", y: ["yield", "mass"] }],
        },
        "zh-CN",
      ),
    ).toMatchObject({ status: 400, body: { key: "report.pieOneSeries", message: "饼图“饼”只能显示一个数据系列" } });
    expect(await refusal("/datamining/reports", { templateId: "nope", name: "Bad", criteria: NONE, charts: [] })).toMatchObject({
      status: 404,
      body: { key: "report.templateNotFound" },
    });
    expect(await refusal("/datamining/templates", { name: "", criteria: NONE, columns: [] })).toMatchObject({ status: 400 });
    expect(
      (await body(await as("chen", "PUT", "/datamining/templates/nope", { name: "x", criteria: NONE, columns }))).status,
    ).toBe(404);
  });
});
