import { describe, expect, it } from "vitest";
import { EMPTY_INSTRUMENT, instrumentProblems, registerBodyOf } from "./instrument-form";

describe("the register dialog's form", () => {
  it("needs an asset number and a name, and due days not before the days done", () => {
    expect(instrumentProblems(EMPTY_INSTRUMENT)).toEqual(["code", "name"]);
    const form = {
      ...EMPTY_INSTRUMENT,
      code: "EQ-1",
      name: "Balance",
      calibrationLastOn: "2026-06-01",
      calibrationDueOn: "2026-05-01",
    };
    expect(instrumentProblems(form)).toEqual(["calibrationOrder"]);
  });

  it("sends empty dates as not known", () => {
    const body = registerBodyOf({ ...EMPTY_INSTRUMENT, code: "EQ-1", name: "Balance", calibrationDueOn: "2027-01-01" });
    expect(body.calibration).toEqual({ lastOn: null, dueOn: "2027-01-01" });
    expect(body.maintenance).toEqual({ lastOn: null, dueOn: null });
  });
});
