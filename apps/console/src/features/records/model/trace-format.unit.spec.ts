import { describe, expect, it } from "vitest";
import { traceValue } from "./trace-format";

describe("trace values (old → new)", () => {
  it("given nothing, then a dash", () => {
    expect(traceValue(null)).toBe("—");
  });
  it("given a number or a choice list, then as written", () => {
    expect(traceValue(0.55)).toBe("0.55");
    expect(traceValue(["THF", "DMF"])).toBe('["THF","DMF"]');
  });
  it("given a whole grid row, then its cells without the row id", () => {
    expect(traceValue({ rowId: "r1", name: "Pd(PPh3)4", amount: "0.5" })).toBe("Pd(PPh3)4, 0.5");
  });
  it("given an attached file, then its name", () => {
    expect(traceValue({ rowId: "r1", name: "nmr.png", size: 70, sha256: "c4".repeat(32), mediaType: "image/png" })).toBe(
      "nmr.png",
    );
  });
  it("given rich text, then without tags", () => {
    expect(traceValue("<p>Stir <b>2 h</b></p>")).toBe("Stir 2 h");
  });
});
