import { describe, expect, it } from "vitest";
import { applyChanges, diffContent, EMPTY_CONTENT, type ModuleContent, ROW_ORDER } from "./module-content";

const material = (rowId: string, name: string, mass: number) => ({ rowId, name, mass, unit: "g" });

describe("module content: field-level changes", () => {
  it("records a new, a changed and a removed field with actions 1, 2 and 3", () => {
    const before: ModuleContent = { fields: { title: "Suzuki", temperature: 25 }, rows: [] };
    const after: ModuleContent = { fields: { title: "Suzuki coupling", solvent: "THF" }, rows: [] };
    expect(diffContent(before, after)).toEqual([
      { action: 2, field: "title", rowId: null, oldValue: "Suzuki", newValue: "Suzuki coupling" },
      { action: 3, field: "temperature", rowId: null, oldValue: 25, newValue: null },
      { action: 1, field: "solvent", rowId: null, oldValue: null, newValue: "THF" },
    ]);
  });
  it("records grid rows added and deleted whole, and changed cells with their row", () => {
    const before: ModuleContent = { fields: {}, rows: [material("r1", "Pd(PPh3)4", 0.5), material("r2", "K2CO3", 2)] };
    const after: ModuleContent = { fields: {}, rows: [material("r1", "Pd(PPh3)4", 0.55), material("r3", "THF", 20)] };
    expect(diffContent(before, after)).toEqual([
      { action: 3, field: null, rowId: "r2", oldValue: material("r2", "K2CO3", 2), newValue: null },
      { action: 2, field: "mass", rowId: "r1", oldValue: 0.5, newValue: 0.55 },
      { action: 1, field: null, rowId: "r3", oldValue: null, newValue: material("r3", "THF", 20) },
    ]);
  });
  it("records a new order of the same rows once", () => {
    const before: ModuleContent = { fields: {}, rows: [material("a", "A", 1), material("b", "B", 2)] };
    const after: ModuleContent = { fields: {}, rows: [material("b", "B", 2), material("a", "A", 1)] };
    expect(diffContent(before, after)).toEqual([
      { action: 2, field: ROW_ORDER, rowId: null, oldValue: ["a", "b"], newValue: ["b", "a"] },
    ]);
  });
  it("reads a field named like an Object method (constructor, toString) as the field, never the method", () => {
    const before: ModuleContent = { fields: {}, rows: [{ rowId: "r1", name: "THF" }] };
    const after: ModuleContent = {
      fields: { toString: "t" },
      rows: [{ rowId: "r1", name: "THF", constructor: { prototype: "x" } }],
    };
    const changes = diffContent(before, after);
    expect(changes).toEqual([
      { action: 1, field: "toString", rowId: null, oldValue: null, newValue: "t" },
      { action: 1, field: "constructor", rowId: "r1", oldValue: null, newValue: { prototype: "x" } },
    ]);
    expect(applyChanges(before, changes)).toEqual(after);
    expect(diffContent(after, before).map((c) => [c.action, c.field, c.newValue])).toEqual([
      [3, "toString", null],
      [3, "constructor", null],
    ]);
  });
  it("finds nothing between equal contents", () => {
    const content: ModuleContent = { fields: { html: "<p>ok</p>", tags: ["a"] }, rows: [material("r1", "x", 1)] };
    expect(diffContent(content, structuredClone(content))).toEqual([]);
  });
  it("rebuilds any content from its changes (random contents, 500 pairs)", () => {
    let seed = 7;
    const random = (n: number) => {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      return seed % n;
    };
    const randomContent = (): ModuleContent => ({
      fields: Object.fromEntries(
        ["a", "b", "c", "d"].filter(() => random(2)).map((k) => [k, random(3) ? random(5) : `v${random(4)}`]),
      ),
      rows: ["r1", "r2", "r3", "r4", "r5"]
        .filter(() => random(3) > 0)
        .sort(() => random(3) - 1)
        .map((rowId) => ({ rowId, ...Object.fromEntries(["x", "y"].filter(() => random(2)).map((k) => [k, random(4)])) })),
    });
    for (let i = 0; i < 500; i++) {
      const [before, after] = [randomContent(), randomContent()];
      expect(applyChanges(before, diffContent(before, after))).toEqual(after);
    }
    expect(applyChanges(EMPTY_CONTENT, [])).toEqual(EMPTY_CONTENT);
  });
});
