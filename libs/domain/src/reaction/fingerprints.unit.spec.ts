import { describe, expect, it } from "vitest";
import { holdsPattern, tanimoto } from "./fingerprints";

describe("fingerprints", () => {
  it("a pattern is held when every one of its bits is set in the target", () => {
    expect(holdsPattern(Uint8Array.of(0b0101, 0), Uint8Array.of(0b1101, 7))).toBe(true);
    expect(holdsPattern(Uint8Array.of(0b0101, 1), Uint8Array.of(0b1101, 6))).toBe(false);
    expect(holdsPattern(Uint8Array.of(1), Uint8Array.of(1, 1))).toBe(false);
  });
  it("Tanimoto: 1 for the same bits, shared over either otherwise, 0 when nothing is set", () => {
    expect(tanimoto(Uint8Array.of(0b1111), Uint8Array.of(0b1111))).toBe(1);
    expect(tanimoto(Uint8Array.of(0b1111, 0), Uint8Array.of(0b0011, 0b1))).toBeCloseTo(2 / 5);
    expect(tanimoto(Uint8Array.of(0), Uint8Array.of(0))).toBe(0);
  });
});
