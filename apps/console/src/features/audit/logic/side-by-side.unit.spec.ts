import { describe, expect, it } from "vitest";
import type { Comparison, HeaderLine, RecordSnapshot, SnapshotModule } from "../api/types";
import { alignSideBySide, columnsOf, mergeOrder, type Side } from "./side-by-side";

/** The server's words of a change (not what this alignment reads). */
const said = { module: "", row: "", field: "", oldValue: { text: "" }, newValue: { text: "" }, sentence: false };
const side = (snapshot: RecordSnapshot, header: HeaderLine[] = []): Side => ({ record: snapshot, header });
const line = (key: string, label: string, text: string): HeaderLine => ({ key, label, text });

const record = (title: string, modules: SnapshotModule[], extra: Record<string, unknown> = {}): RecordSnapshot =>
  ({ id: "r1", number: "N-1", title, modules, ...extra }) as RecordSnapshot;

const volume = (value: string): SnapshotModule => ({
  moduleId: "m-volume",
  type: "input",
  title: "Volume",
  content: { fields: { value }, rows: [] },
});
const notes: SnapshotModule = {
  moduleId: "m-notes",
  type: "textarea",
  title: "Notes",
  content: { fields: { value: "ok" }, rows: [] },
};
const materials = (rows: Array<Record<string, unknown> & { rowId: string }>): SnapshotModule => ({
  moduleId: "m-materials",
  type: "grid",
  title: "Materials",
  columns: [{ field: "name" }, { field: "amount" }],
  content: { fields: {}, rows },
});
const old: SnapshotModule = { moduleId: "m-old", type: "input", title: "Old", content: { fields: { value: "x" }, rows: [] } };
const fresh: SnapshotModule = { moduleId: "m-new", type: "input", title: "New", content: { fields: { value: "y" }, rows: [] } };

describe("mergeOrder: one order for two versions' items", () => {
  it("keeps the later order and puts a removed item right after the one it followed", () => {
    expect(mergeOrder(["a", "b", "c"], ["a", "c", "d"])).toEqual(["a", "b", "c", "d"]);
    expect(mergeOrder(["x", "a"], ["a"])).toEqual(["x", "a"]);
    expect(mergeOrder(["a", "x", "y", "b"], ["b", "a"])).toEqual(["b", "a", "x", "y"]);
  });
});

describe("alignSideBySide: two versions aligned, exactly the reported changes highlighted", () => {
  const from = record(
    "Burette",
    [
      volume("12.3 mL"),
      old,
      materials([
        { rowId: "r1", name: "NaOH", amount: "1 g" },
        { rowId: "r2", name: "HCl", amount: "2 mL" },
      ]),
      notes,
    ],
    { roomTemperature: 21, conclusion: null },
  );
  const to = record(
    "Burette (B-12)",
    [
      volume("12.5 mL"),
      materials([
        { rowId: "r1", name: "NaOH", amount: "1.5 g" },
        { rowId: "r2", name: "HCl", amount: "2 mL" },
        { rowId: "r3", name: "KCl", amount: "3 g" },
      ]),
      notes,
      fresh,
    ],
    { roomTemperature: 21, conclusion: null },
  );
  const comparison: Comparison = {
    from: "1",
    to: "2",
    details: [{ action: 2, field: "title", rowId: null, oldValue: "Burette", newValue: "Burette (B-12)", words: said }],
    modules: [
      {
        moduleId: "m-volume",
        title: "Volume",
        type: "input",
        status: "changed",
        changes: [{ action: 2, field: "value", rowId: null, oldValue: "12.3 mL", newValue: "12.5 mL", words: said }],
      },
      {
        moduleId: "m-materials",
        title: "Materials",
        type: "grid",
        status: "changed",
        changes: [
          { action: 2, field: "amount", rowId: "r1", oldValue: "1 g", newValue: "1.5 g", words: said },
          {
            action: 1,
            field: null,
            rowId: "r3",
            oldValue: null,
            newValue: { rowId: "r3", name: "KCl", amount: "3 g" },
            words: said,
          },
        ],
      },
      { moduleId: "m-notes", title: "Notes", type: "textarea", status: "unchanged", changes: [] },
      {
        moduleId: "m-new",
        title: "New",
        type: "input",
        status: "added",
        changes: [{ action: 1, field: "value", rowId: null, oldValue: null, newValue: "y", words: said }],
      },
      {
        moduleId: "m-old",
        title: "Old",
        type: "input",
        status: "removed",
        changes: [{ action: 3, field: "value", rowId: null, oldValue: "x", newValue: null, words: said }],
      },
    ],
  };
  const aligned = alignSideBySide(
    side(from, [
      line("title", "Title", "Burette"),
      line("roomTemperature", "Room temperature", "21 ℃"),
      line("conclusion", "Conclusion", ""),
    ]),
    side(to, [
      line("title", "Title", "Burette (B-12)"),
      line("roomTemperature", "Room temperature", "21 ℃"),
      line("conclusion", "Conclusion", ""),
      line("status", "Status", "Submitted, version 2"),
    ]),
    comparison,
  );

  it("puts the record's own fields first, in the server's words, only the changed one marked; not the status or dates", () => {
    expect(aligned.details.map((d) => [d.key, d.label, d.diff, d.left, d.right])).toEqual([
      ["title", "Title", "changed", "Burette", "Burette (B-12)"],
      ["roomTemperature", "Room temperature", "same", "21 ℃", "21 ℃"],
      ["conclusion", "Conclusion", "same", "", ""],
    ]);
  });

  it("aligns modules in the later order with the removed one where it stood, each side present or not", () => {
    expect(aligned.modules.map((m) => [m.moduleId, m.status, m.left !== null, m.right !== null])).toEqual([
      ["m-volume", "changed", true, true],
      ["m-old", "removed", true, false],
      ["m-materials", "changed", true, true],
      ["m-notes", "unchanged", true, true],
      ["m-new", "added", false, true],
    ]);
  });

  it("marks a changed module field, and an added or removed module's fields as added or removed", () => {
    const byId = new Map(aligned.modules.map((m) => [m.moduleId, m]));
    expect(byId.get("m-volume")!.fields).toEqual([
      { key: "value", left: "12.3 mL", right: "12.5 mL", inLeft: true, inRight: true, diff: "changed" },
    ]);
    expect(byId.get("m-new")!.fields.map((f) => [f.key, f.diff, f.inLeft])).toEqual([["value", "added", false]]);
    expect(byId.get("m-old")!.fields.map((f) => [f.key, f.diff, f.inRight])).toEqual([["value", "removed", false]]);
    expect(byId.get("m-notes")!.fields.map((f) => f.diff)).toEqual(["same"]);
  });

  it("marks exactly the changed cell and the added row of a grid, not the unchanged ones", () => {
    const grid = aligned.modules.find((m) => m.moduleId === "m-materials")!;
    expect(grid.columns).toEqual(["name", "amount"]);
    expect(grid.rows.map((r) => [r.rowId, r.diff, r.leftNumber, r.rightNumber])).toEqual([
      ["r1", "changed", 1, 1],
      ["r2", "same", 2, 2],
      ["r3", "added", null, 3],
    ]);
    expect(grid.rows[0]!.cells).toEqual([
      { column: "name", left: "NaOH", right: "NaOH", changed: false },
      { column: "amount", left: "1 g", right: "1.5 g", changed: true },
    ]);
    expect(grid.rows.flatMap((r) => r.cells.filter((c) => c.changed).map((c) => `${r.rowId}.${c.column}`))).toEqual([
      "r1.amount",
    ]);
  });

  it("shows a deleted row struck on the left where it stood, with nothing on the right", () => {
    const before = materials([
      { rowId: "r1", name: "NaOH" },
      { rowId: "r2", name: "HCl" },
    ]);
    const after = materials([{ rowId: "r1", name: "NaOH" }]);
    const rows = alignSideBySide(side(record("t", [before])), side(record("t", [after])), {
      from: "1",
      to: "current",
      details: [],
      modules: [
        {
          moduleId: "m-materials",
          title: "Materials",
          type: "grid",
          status: "changed",
          changes: [{ action: 3, field: null, rowId: "r2", oldValue: { rowId: "r2", name: "HCl" }, newValue: null, words: said }],
        },
      ],
    }).modules[0]!.rows;
    expect(rows.map((r) => [r.rowId, r.diff, r.leftNumber, r.rightNumber])).toEqual([
      ["r1", "same", 1, 1],
      ["r2", "removed", 2, null],
    ]);
  });

  it("tells a rename apart from a content field: the title is marked, the fields are not", () => {
    const renamed = { ...volume("1"), title: "Volume (mL)" };
    const module = alignSideBySide(side(record("t", [volume("1")])), side(record("t", [renamed])), {
      from: "1",
      to: "2",
      details: [],
      modules: [
        {
          moduleId: "m-volume",
          title: "Volume (mL)",
          type: "input",
          status: "changed",
          changes: [{ action: 2, field: "title", rowId: null, oldValue: "Volume", newValue: "Volume (mL)", words: said }],
        },
      ],
    }).modules[0]!;
    expect(module.titleChanged).toBe(true);
    expect(module.fields.map((f) => [f.key, f.diff])).toEqual([["value", "same"]]);
  });
});

describe("columnsOf", () => {
  it("lists the declared columns first, then other keys the rows hold; files by name", () => {
    expect(columnsOf(materials([{ rowId: "r", name: "a", lot: "7" }]), null)).toEqual(["name", "amount", "lot"]);
    const files: SnapshotModule = {
      moduleId: "f",
      type: "attachment",
      title: "Files",
      content: { rows: [{ rowId: "a", name: "x.pdf", sha256: "00" }] },
    };
    expect(columnsOf(files)).toEqual(["name"]);
  });
});
