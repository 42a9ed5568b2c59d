import { describe, expect, it } from "vitest";
import { choiceName, columnOfChoice, columnsProblem, defaultAggregate, moved } from "./columns";

const yieldChoice = { module: "Yield", field: "value", label: "Yield", numeric: true, records: 3 };
const massChoice = { module: "Materials", field: "mass", label: "Mass", numeric: true, records: 3 };
const nameChoice = { module: "Materials", field: "name", label: "Name", numeric: false, records: 3 };

describe("a column chosen from the fields the records hold", () => {
  it("is named by its module, and by the field's label when the module holds more than one", () => {
    expect(choiceName(yieldChoice)).toBe("Yield");
    expect(choiceName(massChoice)).toBe("Materials · Mass");
  });

  it("reads a module's own value as it is, a grid column's numbers summed and its words listed", () => {
    expect(defaultAggregate(yieldChoice)).toBe("first");
    expect(defaultAggregate(massChoice)).toBe("sum");
    expect(defaultAggregate(nameChoice)).toBe("list");
  });

  it("gets an id of the server's shape that no other column has", () => {
    const first = columnOfChoice(yieldChoice, []);
    expect(first).toEqual({ columnId: "yield", module: "Yield", field: "value", label: "Yield", aggregate: "first" });
    expect(columnOfChoice(yieldChoice, [first]).columnId).toBe("yield2");
    expect(columnOfChoice({ ...massChoice, module: "物料", label: "质量" }, []).columnId).toBe("col");
  });
});

describe("the columns list", () => {
  it("moves a column up or down, and nowhere past either end", () => {
    expect(moved(["a", "b", "c"], 1, -1)).toEqual(["b", "a", "c"]);
    expect(moved(["a", "b", "c"], 1, 1)).toEqual(["a", "c", "b"]);
    expect(moved(["a", "b", "c"], 0, -1)).toEqual(["a", "b", "c"]);
    expect(moved(["a", "b", "c"], 2, 1)).toEqual(["a", "b", "c"]);
  });

  it("needs at least one column, each with a label", () => {
    const column = columnOfChoice(yieldChoice, []);
    expect(columnsProblem([])).toBe("none");
    expect(columnsProblem([column])).toBeNull();
    expect(columnsProblem([{ ...column, label: "  " }])).toBe("label");
    expect(columnsProblem(Array.from({ length: 31 }, () => column))).toBe("tooMany");
  });
});
