import { describe, expect, it } from "vitest";
import { ID_SHAPE, newId } from "./ids";

describe("column and chart ids: 1–12 lower-case letters and digits, unique", () => {
  it("are made of the label's Latin letters and digits", () => {
    expect(newId("Yield %", [], "col")).toBe("yield");
    expect(newId("Mass (g) of solids", [], "col")).toBe("massgofs");
    expect(newId("Café", [], "col")).toBe("cafe");
  });

  it("fall back when the label has none (a Chinese label), and are numbered when taken", () => {
    expect(newId("收率", [], "col")).toBe("col");
    expect(newId("收率", ["col"], "col")).toBe("col2");
    expect(newId("Yield", ["yield", "yield2"], "col")).toBe("yield3");
  });

  it("never take `record`, the X axis that stands for the records themselves", () => {
    expect(newId("Record", [], "col")).toBe("record2");
  });

  it("always have the server's shape, however long the label or the number", () => {
    const taken = Array.from({ length: 120 }, (_, i) => (i === 0 ? "abcdefgh" : `abcdefgh${i + 1}`));
    const id = newId("ABCDEFGHIJKLMNOP", taken, "col");
    expect(id).toBe("abcdefgh121");
    expect(id).toMatch(ID_SHAPE);
    expect(newId("", [], "chart")).toBe("chart");
  });
});
