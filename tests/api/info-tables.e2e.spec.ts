import { infoTableModuleColumns } from "@labledger/domain";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ok, refused } from "../support/api-answers";
import { tablesService } from "./table-definitions-harness";

interface Table {
  id: string;
  name: string;
  description: string;
  columns: { label: string; kind: "text" | "number" | "date" | "choice"; options: string[]; unit: string; required: boolean }[];
  ownerName: string;
  binned: boolean;
}

describe("information tables, a team resource (issue 17)", () => {
  let service: Awaited<ReturnType<typeof tablesService>>;
  let tableId: string;
  const as = (...args: Parameters<Awaited<ReturnType<typeof tablesService>>["as"]>) => service.as(...args);
  const listed = async (who: string, query = "") =>
    (await ok(await as(who, "GET", `/resources/info-tables?pageSize=50${query}`))) as { rows: Table[]; total: number };
  const definition = {
    name: "Cell culture",
    description: "Passage record",
    columns: [
      { label: "Cell line", required: true },
      { label: "Passage", kind: "number", required: true },
      { label: "Mass", kind: "number", unit: "g" },
      { label: "Grade", kind: "choice", options: ["A", "B"] },
    ],
  };

  beforeAll(async () => {
    service = await tablesService();
  });
  afterAll(async () => {
    await service?.api.service.stop();
  });

  it("is created by a member and read back whole, the defaults filled in", async () => {
    tableId = (await ok(await as("chen", "POST", "/resources/info-tables", definition))).id;
    const table = (await ok(await as("li", "GET", `/resources/info-tables/${tableId}`))) as Table;
    expect(table).toMatchObject({
      name: "Cell culture",
      description: "Passage record",
      ownerName: "chen (printed)",
      binned: false,
    });
    expect(table.columns).toEqual([
      { label: "Cell line", kind: "text", options: [], unit: "", required: true },
      { label: "Passage", kind: "number", options: [], unit: "", required: true },
      { label: "Mass", kind: "number", options: [], unit: "g", required: false },
      { label: "Grade", kind: "choice", options: ["A", "B"], unit: "", required: false },
    ]);
    expect((await listed("li", "&keyword=culture")).rows.map((r) => r.id)).toEqual([tableId]);
  });

  it("refuses bad input with a localised 400 and saves nothing", async () => {
    const twice = await refused(
      await as("chen", "POST", "/resources/info-tables", { ...definition, columns: [{ label: "A" }, { label: "a" }] }),
      400,
    );
    expect(twice.key).toBe("tables.labelRepeated");
    expect(twice.message).toBe('Two columns are labelled "a": give each column its own label');
    const noOptions = await refused(
      await as(
        "chen",
        "POST",
        "/resources/info-tables",
        { ...definition, columns: [{ label: "Grade", kind: "choice" }] },
        "zh-CN",
      ),
      400,
    );
    expect(noOptions.message).toBe("选项列“Grade”至少需要一个选项");
    const long = await refused(await as("chen", "POST", "/resources/info-tables", { ...definition, name: "x".repeat(101) }), 400);
    expect(long.key).toBe("request.invalid");
    expect((await listed("chen")).total).toBe(1);
  });

  it("is changed only by its owner or an administrator, and goes to the rubbish bin and back", async () => {
    const path = `/resources/info-tables/${tableId}`;
    expect((await refused(await as("li", "PUT", path, { ...definition, name: "Mine" }), 403)).key).toBe("rubbishBin.notYours");
    await ok(await as("admin", "PUT", path, { ...definition, description: "Passage and viability" }));
    await ok(await as("chen", "POST", `${path}/bin`));
    expect((await listed("chen")).total).toBe(0);
    expect((await listed("chen", "&binned=true")).rows.map((r) => r.name)).toEqual(["Cell culture"]);
    expect((await refused(await as("chen", "PUT", path, definition), 409)).key).toBe("rubbishBin.inRubbishBin");
    await ok(await as("chen", "POST", `${path}/restore`));
    expect((await listed("chen")).rows.map((r) => r.description)).toEqual(["Passage and viability"]);
    expect((await refused(await as("chen", "GET", "/resources/info-tables/nope"), 404)).key).toBe("infoTable.notFound");
  });

  it("gives a record's lab information table its columns: a required cell left empty blocks submission", async () => {
    const table = (await ok(await as("chen", "GET", `/resources/info-tables/${tableId}`))) as Table;
    const book = await ok(await as("chen", "POST", "/notebooks", { name: "Cultures" }));
    const record = await ok(await as("chen", "POST", "/experiments", { notebookId: book.id, title: "Passage 12" }));
    const { moduleId } = await ok(
      await as("chen", "POST", `/experiments/${record.id}/modules`, {
        type: "grid",
        subType: "labInfoTable",
        title: table.name,
        required: false,
        columns: infoTableModuleColumns(table),
      }),
    );
    const saved = await ok(
      await as("chen", "PUT", `/experiments/${record.id}/modules/${moduleId}`, {
        data: {
          rows: [
            { rowId: "r1", "Cell line": "HeLa", Passage: "12", "Mass (g)": "0.2" },
            { rowId: "r2", "Cell line": "CHO" },
          ],
        },
        lastCacheTime: 0,
      }),
    );
    const check = await ok(await as("chen", "GET", `/experiments/${record.id}/completeness`));
    expect(check).toEqual({
      complete: false,
      message: "The content is incomplete. Please supplement it before submitting",
      incomplete: [{ moduleId, title: "Cell culture", rowIds: ["r2"] }],
    });
    await ok(
      await as("chen", "PUT", `/experiments/${record.id}/modules/${moduleId}`, {
        data: {
          rows: [
            { rowId: "r1", "Cell line": "HeLa", Passage: "12" },
            { rowId: "r2", "Cell line": "CHO", Passage: "3" },
          ],
        },
        lastCacheTime: saved.lastCacheTime,
      }),
    );
    expect((await ok(await as("chen", "GET", `/experiments/${record.id}/completeness`))).complete).toBe(true);
    const trace = JSON.stringify(await ok(await as("chen", "GET", `/experiments/${record.id}/trace?pageSize=50`)));
    expect(trace).toContain("Passage");
    expect(trace).not.toContain("kind-");
  });

  it("keeps a choice column's options on the record: a value not among them is refused in the member's language", async () => {
    const table = (await ok(await as("chen", "GET", `/resources/info-tables/${tableId}`))) as Table;
    const book = await ok(await as("chen", "POST", "/notebooks", { name: "Grading" }));
    const record = await ok(await as("chen", "POST", "/experiments", { notebookId: book.id, title: "Passage 13" }));
    const { moduleId } = await ok(
      await as("chen", "POST", `/experiments/${record.id}/modules`, {
        type: "grid",
        subType: "labInfoTable",
        title: table.name,
        required: false,
        columns: infoTableModuleColumns(table),
      }),
    );
    const read = await ok(await as("chen", "GET", `/experiments/${record.id}`));
    const columns = read.modules.find((m: { moduleId: string }) => m.moduleId === moduleId).columns;
    expect(columns.find((c: { field: string }) => c.field === "Grade")).toMatchObject({ options: ["A", "B"] });
    const save = (grade: unknown, language = "en") =>
      as(
        "chen",
        "PUT",
        `/experiments/${record.id}/modules/${moduleId}`,
        { data: { rows: [{ rowId: "r1", "Cell line": "HeLa", Grade: grade }] }, lastCacheTime: 0 },
        language,
      );
    const en = await refused(await save("C"), 400);
    expect(en).toMatchObject({ key: "module.notAnOption" });
    expect(en.message).toContain("Grade");
    expect(en.message).toContain("C");
    const zh = await refused(await save("a", "zh-CN"), 400);
    expect(zh.message).toMatch(/可选项/);
    const unchanged = await ok(await as("chen", "GET", `/experiments/${record.id}`));
    expect(unchanged.modules.find((m: { moduleId: string }) => m.moduleId === moduleId).content.rows).toEqual([]);
    await ok(await save("B"));
  });

  it("keeps every change in the audit trail, in words in both languages", async () => {
    expect(await service.trail("InfoTable", "en")).toEqual(
      expect.arrayContaining([
        "Information table “Cell culture”: Information table “Cell culture” (Passage record); its columns: Cell line (Text, required); Passage (Number, required); Mass (Number, in g); Grade (Choice, options: A, B)",
        "Information table “Cell culture”: Moved to the rubbish bin",
        "Information table “Cell culture”: Restored from the rubbish bin",
      ]),
    );
    const chinese = await service.trail("InfoTable", "zh-CN");
    expect(chinese).toHaveLength(4);
    expect(chinese.join("\n")).toContain("信息表“Cell culture”");
  });
});
