import { describe, expect, it } from "vitest";
import { moved } from "./reorder";

describe("reordering modules", () => {
  it("given a module in the middle, when moved up or down, then it swaps with its neighbour", () => {
    expect(moved(["a", "b", "c"], "b", -1)).toEqual(["b", "a", "c"]);
    expect(moved(["a", "b", "c"], "b", 1)).toEqual(["a", "c", "b"]);
  });

  it("given the first or last module, when moved past the end, then the order is unchanged", () => {
    expect(moved(["a", "b"], "a", -1)).toEqual(["a", "b"]);
    expect(moved(["a", "b"], "b", 1)).toEqual(["a", "b"]);
  });
});
