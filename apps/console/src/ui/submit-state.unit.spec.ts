import { describe, expect, it } from "vitest";
import { nextSubmitState, SUBMIT_TIMINGS } from "./submit-state";

describe("modal submit states (spec §4)", () => {
  it("goes idle → submitting → success", () => {
    expect(nextSubmitState("idle", "submit")).toBe("submitting");
    expect(nextSubmitState("submitting", "succeeded")).toBe("success");
  });

  it("returns to idle after a failure", () => {
    expect(nextSubmitState("submitting", "failed")).toBe("failed");
    expect(nextSubmitState("failed", "settled")).toBe("idle");
  });

  it("ignores a second submit while submitting or after success", () => {
    expect(nextSubmitState("submitting", "submit")).toBe("submitting");
    expect(nextSubmitState("success", "submit")).toBe("success");
  });

  it("closes about 1.5 s + 0.4 s after success and is idle 2 s after failure", () => {
    expect(SUBMIT_TIMINGS).toEqual({ closeAfterSuccessMs: 1900, idleAfterFailureMs: 2000 });
  });
});
