import { describe, expect, it } from "vitest";
import { expiryChip } from "./expiry-chip";

describe("the expiry chip (spec §9 labels)", () => {
  it("shows an expired lot in red, one about to expire in amber, a valid one quietly", () => {
    expect(expiryChip("expired")).toEqual({ color: "error", variant: "filled" });
    expect(expiryChip("aboutToExpire")).toEqual({ color: "warning", variant: "filled" });
    expect(expiryChip("valid")).toEqual({ color: "success", variant: "outlined" });
  });
});
