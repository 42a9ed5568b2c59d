import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ok, refused } from "../support/api-answers";
import { ADMIN_PASSWORD, signedHeaders, startTestService } from "./harness";

const PASSWORD = "Templates-2026-pass";

type Value = number | string | boolean | null | { error: string };
interface FileCell {
  cell: string;
  value: Value;
  formula: string | null;
  format: string | null;
}
interface WholeSheet {
  sheetId: string;
  name: string;
  frozenRows: number;
  cells: FileCell[];
}
interface Template {
  id: string;
  kind: "template" | "design";
  name: string;
  description: string;
  workbook: { sheets: WholeSheet[]; charts: unknown[] };
  designedCells: { sheetId: string; cell: string; required: boolean; label: string }[];
  sheetNames: string[];
  inputCells: number;
  requiredCells: number;
  ownerName: string;
  binned: boolean;
}

const typed = (cell: string, value: Value, formula: string | null = null): FileCell => ({ cell, value, formula, format: null });
/** "Data": A1 a label, B1 the mass (12), C1 twice it, sent with a wrong value the server must replace. */
const YIELD_SHEET: WholeSheet = {
  sheetId: "s1",
  name: "Data",
  frozenRows: 1,
  cells: [typed("A1", "Mass (g)"), typed("B1", 12), typed("C1", 999, "=B1*2")],
};
const cellOf = (template: Template, cell: string, sheet = 0) =>
  template.workbook.sheets[sheet]!.cells.find((c) => c.cell === cell);

describe("spreadsheet templates and designs, team resources (issue 17)", () => {
  let api: Awaited<ReturnType<typeof startTestService>>;
  const token: Record<string, string> = {};
  let templateId: string;
  let designId: string;
  let recordId: string;
  let sheetModuleId: string;
  let designModuleId: string;
  const as = (who: string, method: string, path: string, json?: unknown, language = "en") =>
    api.call(method, `/api${path}`, { token: token[who]!, language, ...(json === undefined ? {} : { json }) });
  const get = async (id: string, who = "chen") =>
    (await ok(await as(who, "GET", `/resources/spreadsheet-templates/${id}`))) as Template;
  const listed = async (query = "", who = "chen") =>
    (await ok(await as(who, "GET", `/resources/spreadsheet-templates?pageSize=50${query}`))) as {
      rows: Template[];
      total: number;
    };
  const upload = (bytes: Uint8Array, name: string, fields: Record<string, string> = {}, language = "en") => {
    const form = new FormData();
    for (const [key, value] of Object.entries(fields)) form.append(key, value);
    form.append("file", new Blob([Buffer.from(bytes)]), name);
    return fetch(`${api.service.url}/api/resources/spreadsheet-templates/import`, {
      method: "POST",
      headers: { ...signedHeaders(token.chen!, api.userOf(token.chen!)), "accept-language": language },
      body: form,
    });
  };
  const record = async () => ok(await as("chen", "GET", `/experiments/${recordId}`));
  const moduleOf = async (moduleId: string) =>
    (await record()).modules.find((m: { moduleId: string }) => m.moduleId === moduleId) as {
      content: { workbook: { sheets: { sheetId: string; name: string; rows: (Record<string, { value: Value }> | null)[] }[] } };
    };
  const valueIn = async (moduleId: string, cell: string, sheetId = "s1") => {
    const sheet = (await moduleOf(moduleId)).content.workbook.sheets.find((s) => s.sheetId === sheetId);
    const [, letters, row] = /^([A-Z]+)(\d+)$/.exec(cell)!;
    return sheet?.rows[Number(row) - 1]?.[letters!]?.value ?? null;
  };
  const type = (moduleId: string, cell: string, input: string, seen: Value = null, language = "en") =>
    as(
      "chen",
      "PUT",
      `/experiments/${recordId}/modules/${moduleId}/cells`,
      { edits: [{ sheetId: "s1", cell, input, seen: { value: seen, formula: null, format: null } }] },
      language,
    );

  beforeAll(async () => {
    api = await startTestService();
    token.admin = await api.login("admin", ADMIN_PASSWORD);
    const ids: Record<string, string> = {};
    for (const account of ["chen", "li"]) {
      ids[account] = (
        await ok(
          await api.call("POST", "/api/members", {
            token: token.admin,
            json: { account, realName: `${account} (printed)`, password: PASSWORD, departmentId: "root" },
          }),
        )
      ).memberId;
      token[account] = await api.login(account, PASSWORD);
    }
    await ok(
      await as("admin", "POST", "/flows", {
        name: "Peer review",
        nodes: [{ name: "Peer", reviewers: [{ kind: "members", memberIds: [ids.li] }] }],
      }),
    );
    const book = await ok(await as("chen", "POST", "/notebooks", { name: "Yields" }));
    recordId = (await ok(await as("chen", "POST", "/experiments", { notebookId: book.id, title: "Batch 7" }))).id;
    sheetModuleId = (
      await ok(await as("chen", "POST", `/experiments/${recordId}/modules`, { type: "spreadSheet", title: "Raw data" }))
    ).moduleId;
  });
  afterAll(async () => {
    await api?.service.stop();
  });

  it("creates an empty template (one sheet) and one with formulas, whose values the server computes", async () => {
    const empty = (await ok(await as("chen", "POST", "/resources/spreadsheet-templates", { name: "Blank" }))).id;
    expect((await get(empty)).workbook.sheets.map((s) => [s.name, s.cells.length])).toEqual([["Sheet1", 0]]);
    templateId = (
      await ok(
        await as("chen", "POST", "/resources/spreadsheet-templates", {
          name: "Yield sheet",
          description: "Mass and twice the mass",
          workbook: { sheets: [YIELD_SHEET], charts: [] },
        }),
      )
    ).id;
    const template = await get(templateId);
    expect(template).toMatchObject({ kind: "template", name: "Yield sheet", ownerName: "chen (printed)", binned: false });
    expect(cellOf(template, "C1")).toEqual({ cell: "C1", value: 24, formula: "=B1*2", format: null });
  });

  it("saves a template whole, values recomputed; the history says which cells changed, old → new", async () => {
    const sheet = { ...YIELD_SHEET, cells: [typed("A1", "Mass (g)"), typed("B1", 15), typed("C1", 24, "=B1*2")] };
    const { position } = await ok(
      await as("chen", "PUT", `/resources/spreadsheet-templates/${templateId}`, {
        name: "Yield sheet",
        description: "Mass and twice the mass",
        workbook: { sheets: [sheet], charts: [] },
      }),
    );
    await api.caughtUp(position);
    expect(cellOf(await get(templateId), "C1")!.value).toBe(30);
    const audit = (await ok(await as("admin", "GET", "/audit?pageSize=50"))) as {
      rows: { eventType: string; words: { newValue: { text: string }; subject: string } }[];
    };
    const [saved] = audit.rows.filter((r) => r.eventType === "SpreadsheetTemplateSaved");
    expect(saved!.words.subject).toBe("Spreadsheet template “Yield sheet”");
    expect(saved!.words.newValue.text).toBe(
      "Spreadsheet template “Yield sheet”, sheets Data; cells changed: Data!B1 12 → 15, Data!C1 24 (formula =B1*2) → 30 (formula =B1*2)",
    );
  });

  it("creates a template from an uploaded CSV, and refuses unfit files in the member's language (415, 413) with nothing stored", async () => {
    const csv = new TextEncoder().encode("x,y\r\n1,=A2*3\r\n");
    const created = (await ok(await upload(csv, "runs.csv"))).id;
    const fromFile = await get(created);
    expect(fromFile).toMatchObject({ name: "runs", sheetNames: ["runs"] });
    expect(cellOf(fromFile, "B2")).toMatchObject({ value: 3, formula: "=A2*3" });
    const before = (await listed()).total;
    const fake = await refused(await upload(csv, "fake.xlsx"), 415);
    expect(fake.key).toBe("spreadsheet.notWhatItsNameSays");
    const zh = await refused(await upload(csv, "fake.xlsx", {}, "zh-CN"), 415);
    expect(zh.message).toContain("文件内容与文件名所示的类型");
    await refused(await upload(new Uint8Array(1024 * 1024 + 10).fill(0x31), "big.csv"), 413);
    expect((await listed()).total).toBe(before);
  });

  it("saves a record's spreadsheet module as a template (its workbook copied)", async () => {
    const typedIn = await ok(
      await as("chen", "PUT", `/experiments/${recordId}/modules/${sheetModuleId}/cells`, {
        edits: [{ sheetId: "sheet1", cell: "A1", input: "42", seen: { value: null, formula: null, format: null } }],
      }),
    );
    await api.caughtUp(typedIn.position);
    const id = (
      await ok(
        await as("chen", "POST", "/resources/spreadsheet-templates/from-module", {
          name: "From batch 7",
          experimentId: recordId,
          moduleId: sheetModuleId,
        }),
      )
    ).id;
    expect(cellOf(await get(id), "A1")!.value).toBe(42);
  });

  it("refuses a blank name, an input cell on a template and a formula input cell, localised; nothing saved", async () => {
    const blank = await refused(await as("chen", "POST", "/resources/spreadsheet-templates", { name: "  " }), 400);
    expect(blank.key).toBeDefined();
    const onTemplate = await refused(
      await as("chen", "POST", "/resources/spreadsheet-templates", {
        name: "Wrong",
        workbook: { sheets: [YIELD_SHEET], charts: [] },
        designedCells: [{ sheetId: "s1", cell: "B1", required: true, label: "" }],
      }),
      400,
    );
    expect(onTemplate.key).toBe("spreadsheetTemplate.inputCellsOnTemplate");
    const formula = await refused(
      await as(
        "chen",
        "POST",
        "/resources/spreadsheet-templates",
        {
          kind: "design",
          name: "Wrong",
          workbook: { sheets: [YIELD_SHEET], charts: [] },
          designedCells: [{ sheetId: "s1", cell: "C1", required: true, label: "" }],
        },
        "zh-CN",
      ),
      400,
    );
    expect(formula.key).toBe("spreadsheetTemplate.inputCellFormula");
    expect(formula.message).toBe("Data!C1 含有公式，不能作为填写单元格");
    expect((await listed("&keyword=Wrong")).total).toBe(0);
  });

  it("is changed, binned and restored by its owner only; the bin lists it; a search finds it by name", async () => {
    const byOther = await refused(
      await as("li", "PUT", `/resources/spreadsheet-templates/${templateId}`, { name: "Mine now" }),
      403,
    );
    expect(byOther.key).toBe("rubbishBin.notYours");
    const binned = await ok(await as("chen", "POST", `/resources/spreadsheet-templates/${templateId}/bin`));
    expect((await listed(`&binned=true&position=${binned.position}`)).rows.map((r) => r.name)).toEqual(["Yield sheet"]);
    expect((await listed("&keyword=Yield")).total).toBe(0);
    const restored = await ok(await as("chen", "POST", `/resources/spreadsheet-templates/${templateId}/restore`));
    expect((await listed(`&keyword=Yield&position=${restored.position}`)).rows.map((r) => r.id)).toEqual([templateId]);
    await refused(await as("chen", "GET", "/resources/spreadsheet-templates/no-such-template"), 404);
  });

  it("inserts a template's sheets into a record's spreadsheet as new sheets, values computed", async () => {
    const inserted = await ok(
      await as("chen", "POST", `/experiments/${recordId}/modules/${sheetModuleId}/sheets/from-template`, { templateId }),
    );
    expect(inserted.sheets.map((s: { name: string }) => s.name)).toEqual(["Data"]);
    const sheetId = inserted.sheets[0].sheetId;
    expect(await valueIn(sheetModuleId, "C1", sheetId)).toBe(30);
  });

  it("makes a design with input cells, listed apart from the templates", async () => {
    designId = (
      await ok(
        await as("chen", "POST", "/resources/spreadsheet-templates", {
          kind: "design",
          name: "Yield design",
          workbook: { sheets: [YIELD_SHEET], charts: [] },
          designedCells: [
            { sheetId: "s1", cell: "B1", required: true, label: "Mass" },
            { sheetId: "s1", cell: "B2", required: false, label: "Note" },
          ],
        }),
      )
    ).id;
    const design = await get(designId);
    expect(design).toMatchObject({ kind: "design", inputCells: 2, requiredCells: 1 });
    const designs = await listed("&kind=design");
    expect(designs.rows.map((r) => r.name)).toEqual(["Yield design"]);
    expect((await listed()).rows.map((r) => r.name)).not.toContain("Yield design");
  });

  it("a design in a record: only input cells are edited, a required one empty blocks submitting, filled it submits", async () => {
    // The design's B1 starts empty in the record: the design's value 12 is typed by the researcher.
    const emptied = { ...YIELD_SHEET, cells: [typed("A1", "Mass (g)"), typed("C1", 0, "=B1*2")] };
    await ok(
      await as("chen", "PUT", `/resources/spreadsheet-templates/${designId}`, {
        name: "Yield design",
        workbook: { sheets: [emptied], charts: [] },
        designedCells: [
          { sheetId: "s1", cell: "B1", required: true, label: "Mass" },
          { sheetId: "s1", cell: "B2", required: false, label: "Note" },
        ],
      }),
    );
    designModuleId = (
      await ok(
        await as("chen", "POST", `/experiments/${recordId}/modules`, {
          type: "spreadDesign",
          title: "Yield",
          spreadDesignId: designId,
        }),
      )
    ).moduleId;
    const notInput = await refused(await type(designModuleId, "A1", "x", "Mass (g)", "zh-CN"), 409);
    expect(notInput.key).toBe("sheet.notAnInputCell");
    expect(notInput.message).toBe("Data!A1 不是设计的填写单元格，不能修改");
    const layout = await refused(
      await as("chen", "POST", `/experiments/${recordId}/modules/${designModuleId}/sheets`, { name: "More" }),
      409,
    );
    expect(layout.key).toBe("sheet.designLayoutFixed");

    const blocked = await refused(await as("chen", "POST", `/experiments/${recordId}/submit`, {}), 400);
    expect(blocked.key).toBe("experiment.incompleteCells");
    expect(blocked.message).toContain("Data!B1");
    const completeness = await ok(await as("chen", "GET", `/experiments/${recordId}/completeness`, undefined, "zh-CN"));
    expect(completeness.message).toContain("Data!B1");

    const filled = await ok(await type(designModuleId, "B1", "12"));
    expect(filled.cells.find((c: { cell: string }) => c.cell === "C1")?.value).toBe(24);
    await api.caughtUp(filled.position);
    // The record keeps its copy: a later change of the design does not reach it.
    await ok(
      await as("chen", "PUT", `/resources/spreadsheet-templates/${designId}`, {
        name: "Yield design",
        workbook: { sheets: [{ ...emptied, name: "Renamed" }], charts: [] },
        designedCells: [],
      }),
    );
    expect((await moduleOf(designModuleId)).content.workbook.sheets.map((s) => s.name)).toEqual(["Data"]);
    await ok(await as("chen", "POST", `/experiments/${recordId}/submit`, {}));
  });

  it("refuses a design module from a template or an unknown design, localised", async () => {
    const fromTemplate = await refused(
      await as(
        "chen",
        "POST",
        `/experiments/${recordId}/modules`,
        { type: "spreadDesign", title: "Nope", spreadDesignId: templateId },
        "zh-CN",
      ),
      404,
    );
    expect(fromTemplate.message).toBe("表格设计不存在");
  });
});
