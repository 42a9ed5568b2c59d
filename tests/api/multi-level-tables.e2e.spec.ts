import { multiLevelModuleColumns } from "@labledger/domain";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ok, refused } from "../support/api-answers";
import { tablesService } from "./table-definitions-harness";

interface Table {
  id: string;
  name: string;
  levels: { name: string; columns: { label: string; unit: string; required: boolean; hidden: boolean }[] }[];
  ownerName: string;
}

describe("multi-level tables, a team resource (issue 17)", () => {
  let service: Awaited<ReturnType<typeof tablesService>>;
  let tableId: string;
  const as = (...args: Parameters<Awaited<ReturnType<typeof tablesService>>["as"]>) => service.as(...args);
  const listed = async (who: string, query = "") =>
    (await ok(await as(who, "GET", `/resources/multi-level-tables?pageSize=50${query}`))) as { rows: Table[]; total: number };
  const definition = {
    name: "Stability study",
    levels: [
      { name: "Batch", columns: [{ label: "Batch no", required: true }] },
      {
        name: "Sample",
        columns: [
          { label: "Assay", unit: "%", required: true },
          { label: "Note", hidden: true },
        ],
      },
      { name: "Measurement", columns: [{ label: "Reading", required: true }] },
    ],
  };

  beforeAll(async () => {
    service = await tablesService();
  });
  afterAll(async () => {
    await service?.api.service.stop();
  });

  it("is created with its levels and read back whole", async () => {
    tableId = (await ok(await as("chen", "POST", "/resources/multi-level-tables", definition))).id;
    const table = (await ok(await as("li", "GET", `/resources/multi-level-tables/${tableId}`))) as Table;
    expect(table.levels.map((l) => l.name)).toEqual(["Batch", "Sample", "Measurement"]);
    expect(table.levels[1]!.columns).toEqual([
      { label: "Assay", unit: "%", required: true, hidden: false },
      { label: "Note", unit: "", required: false, hidden: true },
    ]);
    expect((await listed("li", "&keyword=stability")).rows.map((r) => r.id)).toEqual([tableId]);
  });

  it("refuses one level, or a level with every column hidden (spec §5), with a localised 400", async () => {
    const one = await refused(
      await as("chen", "POST", "/resources/multi-level-tables", { ...definition, levels: [definition.levels[0]] }),
      400,
    );
    expect([one.key, one.message]).toEqual(["tables.tooFewLevels", "A multi-level table needs at least two levels"]);
    const hidden = await refused(
      await as(
        "chen",
        "POST",
        "/resources/multi-level-tables",
        { ...definition, levels: [definition.levels[0], { name: "Sample", columns: [{ label: "Note", hidden: true }] }] },
        "zh-CN",
      ),
      400,
    );
    expect(hidden.message).toBe("层级“Sample”的列不能全部隐藏");
    expect((await listed("chen")).total).toBe(1);
  });

  it("is copied by saving its definition as a new one, changed by its owner, binned and restored", async () => {
    const copy = (
      await ok(await as("li", "POST", "/resources/multi-level-tables", { ...definition, name: "Stability study (copy)" }))
    ).id;
    expect(copy).not.toBe(tableId);
    const path = `/resources/multi-level-tables/${tableId}`;
    expect((await refused(await as("li", "PUT", path, definition), 403)).key).toBe("rubbishBin.notYours");
    await ok(await as("chen", "POST", `${path}/bin`));
    expect((await listed("chen", "&binned=true")).rows.map((r) => r.name)).toEqual(["Stability study"]);
    await ok(await as("chen", "POST", `${path}/restore`));
    expect((await listed("chen")).total).toBe(2);
    expect((await refused(await as("chen", "GET", "/resources/multi-level-tables/nope"), 404)).key).toBe(
      "multiLevelTable.notFound",
    );
  });

  it("builds a record's multi-level table: rows carry their level and parent; required cells are asked per level", async () => {
    const table = (await ok(await as("chen", "GET", `/resources/multi-level-tables/${tableId}`))) as Table;
    const book = await ok(await as("chen", "POST", "/notebooks", { name: "Stability" }));
    const record = await ok(await as("chen", "POST", "/experiments", { notebookId: book.id, title: "Lot 7 stability" }));
    const { moduleId } = await ok(
      await as("chen", "POST", `/experiments/${record.id}/modules`, {
        type: "grid",
        subType: "multiLevelTable",
        title: table.name,
        required: false,
        columns: multiLevelModuleColumns(table),
      }),
    );
    const rows = [
      { rowId: "b1", $level: 0, "Batch · Batch no": "L7" },
      { rowId: "s1", $level: 1, $parentRowId: "b1", "Sample · Assay (%)": "99.1" },
      { rowId: "s2", $level: 1, $parentRowId: "b1" },
      { rowId: "m1", $level: 2, $parentRowId: "s1", "Measurement · Reading": "0.41" },
    ];
    await ok(await as("chen", "PUT", `/experiments/${record.id}/modules/${moduleId}`, { data: { rows }, lastCacheTime: 0 }));
    expect((await ok(await as("chen", "GET", `/experiments/${record.id}/completeness`))).incomplete).toEqual([
      { moduleId, title: "Stability study", rowIds: ["s2"] },
    ]);
    // History says the rows by their levels' column labels, never their level number or parent's id.
    const trace = (await ok(await as("chen", "GET", `/experiments/${record.id}/trace?pageSize=50`))).rows as { words: unknown }[];
    const said = JSON.stringify(trace.map((r) => r.words));
    expect(said).toContain("Batch · Batch no: L7");
    expect(said).toContain("Measurement · Reading: 0.41");
    expect(said).not.toMatch(/\$level|parentRowId|parent row|"b1"/);
  });

  it("keeps every change in the audit trail, in words", async () => {
    expect(await service.trail("MultiLevelTable", "en")).toContain(
      "Multi-level table “Stability study”: Multi-level table “Stability study”; its levels: 1. Batch: Batch no (required); 2. Sample: Assay (in %, required); Note (hidden); 3. Measurement: Reading (required)",
    );
  });
});
