import { processModuleColumns } from "@labledger/domain";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ok, refused } from "../support/api-answers";
import { tablesService } from "./table-definitions-harness";

interface Table {
  id: string;
  name: string;
  columns: { label: string; unit: string; required: boolean; expression: string }[];
}

describe("data-processing tables, a team resource (issue 17)", () => {
  let service: Awaited<ReturnType<typeof tablesService>>;
  let tableId: string;
  const as = (...args: Parameters<Awaited<ReturnType<typeof tablesService>>["as"]>) => service.as(...args);
  const listed = async (who: string, query = "") =>
    (await ok(await as(who, "GET", `/resources/process-tables?pageSize=50${query}`))) as { rows: Table[]; total: number };
  const definition = {
    name: "Concentration",
    description: "From weighed mass and volume",
    columns: [
      { label: "mass", unit: "g", required: true },
      { label: "volume", unit: "mL", required: true },
      { label: "concentration", unit: "g/L", expression: "mass / volume * 1000" },
    ],
  };

  beforeAll(async () => {
    service = await tablesService();
  });
  afterAll(async () => {
    await service?.api.service.stop();
  });

  it("is created with input and computed columns and read back whole", async () => {
    tableId = (await ok(await as("chen", "POST", "/resources/process-tables", definition))).id;
    const table = (await ok(await as("li", "GET", `/resources/process-tables/${tableId}`))) as Table;
    expect(table.columns.map((c) => [c.label, c.expression])).toEqual([
      ["mass", ""],
      ["volume", ""],
      ["concentration", "mass / volume * 1000"],
    ]);
    expect((await listed("li", "&keyword=weighed")).rows.map((r) => r.id)).toEqual([tableId]);
  });

  it("refuses a formula that does not read (spec §8 formula format error), names an unknown column, or goes round", async () => {
    const withFormula = (expression: string) => ({
      ...definition,
      columns: [...definition.columns.slice(0, 2), { label: "concentration", expression }],
    });
    const format = await refused(await as("chen", "POST", "/resources/process-tables", withFormula("mass / * volume")), 400);
    expect([format.key, format.message]).toEqual([
      "tables.formulaFormat",
      'Formula format error in "concentration" at character 8',
    ]);
    const zh = await refused(await as("chen", "POST", "/resources/process-tables", withFormula("mass ^ 2"), "zh-CN"), 400);
    expect(zh.message).toBe("公式格式错误：“concentration”第 6 个字符处");
    const unknown = await refused(await as("chen", "POST", "/resources/process-tables", withFormula("mass / density")), 400);
    expect(unknown.message).toBe('The formula of "concentration" reads "density", which is not another column of the table');
    expect((await listed("chen")).total).toBe(1);
  });

  it("is changed by its owner or an administrator, binned and restored", async () => {
    const path = `/resources/process-tables/${tableId}`;
    expect((await refused(await as("li", "POST", `${path}/bin`), 403)).key).toBe("rubbishBin.notYours");
    await ok(await as("admin", "PUT", path, { ...definition, name: "Concentration (g/L)" }));
    await ok(await as("chen", "POST", `${path}/bin`));
    expect((await listed("chen", "&binned=true")).rows.map((r) => r.name)).toEqual(["Concentration (g/L)"]);
    await ok(await as("chen", "POST", `${path}/restore`));
    expect((await listed("chen")).total).toBe(1);
    expect((await refused(await as("chen", "GET", "/resources/process-tables/nope"), 404)).key).toBe("processTable.notFound");
  });

  it("builds a record's data-processing table from it: the computed cells stored are the server's", async () => {
    const table = (await ok(await as("chen", "GET", `/resources/process-tables/${tableId}`))) as Table;
    const book = await ok(await as("chen", "POST", "/notebooks", { name: "Solutions" }));
    const record = await ok(await as("chen", "POST", "/experiments", { notebookId: book.id, title: "Stock solutions" }));
    const { moduleId } = await ok(
      await as("chen", "POST", `/experiments/${record.id}/modules`, {
        type: "grid",
        subType: "processTable",
        title: table.name,
        columns: processModuleColumns(table),
      }),
    );
    const rows = async () =>
      (await ok(await as("chen", "GET", `/experiments/${record.id}`))).modules.find(
        (m: { moduleId: string }) => m.moduleId === moduleId,
      ) as { columns: { field: string; process?: { expression: string } }[]; content: { rows: Record<string, unknown>[] } };
    expect((await rows()).columns.map((c) => [c.field, c.process?.expression])).toEqual([
      ["mass (g)", ""],
      ["volume (mL)", ""],
      ["concentration (g/L)", "mass / volume * 1000"],
    ]);
    // A client's own figure for a computed cell is not kept; a division by zero leaves the cell empty.
    await ok(
      await as("chen", "PUT", `/experiments/${record.id}/modules/${moduleId}`, {
        data: {
          rows: [
            { rowId: "r1", "mass (g)": "0.5", "volume (mL)": "250", "concentration (g/L)": 999 },
            { rowId: "r2", "mass (g)": "1", "volume (mL)": "0", "concentration (g/L)": "Infinity" },
          ],
        },
        lastCacheTime: 0,
      }),
    );
    expect((await rows()).content.rows).toEqual([
      { rowId: "r1", "mass (g)": "0.5", "volume (mL)": "250", "concentration (g/L)": 2 },
      { rowId: "r2", "mass (g)": "1", "volume (mL)": "0" },
    ]);

    // Saved as a template, and a record made from it: the table still computes (its columns keep their expressions).
    const template = await ok(
      await as("chen", "POST", `/experiments/${record.id}/save-as-template`, { name: "Stock solutions" }),
    );
    const made = await ok(
      await as("chen", "POST", "/experiments", { notebookId: book.id, title: "Stock solutions 2", templateId: template.id }),
    );
    const copy = (await ok(await as("chen", "GET", `/experiments/${made.id}`))).modules.find(
      (m: { subType: string | null }) => m.subType === "processTable",
    ) as { columns: { field: string; process?: { expression: string } }[] };
    expect(copy.columns.map((c) => [c.field, c.process?.expression])).toEqual([
      ["mass (g)", ""],
      ["volume (mL)", ""],
      ["concentration (g/L)", "mass / volume * 1000"],
    ]);
  });

  it("keeps every change in the audit trail, in words", async () => {
    expect(await service.trail("ProcessTable", "en")).toContain(
      "Data-processing table “Concentration (g/L)”: Data-processing table “Concentration” (From weighed mass and volume); its columns: mass (in g, input, required); volume (in mL, input, required); concentration (in g/L, computed as mass / volume * 1000)",
    );
  });
});
