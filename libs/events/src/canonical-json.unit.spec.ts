import { describe, expect, it } from "vitest";
import { canonicalJson } from "./canonical-json";

describe("canonical JSON", () => {
  it("sorts keys at every depth and leaves out undefined, so equal values give equal bytes", () => {
    expect(canonicalJson({ b: 1, a: { d: [1, { z: 1, y: 2 }], c: undefined } })).toBe('{"a":{"d":[1,{"y":2,"z":1}]},"b":1}');
    expect(canonicalJson({ x: 1, y: 2 })).toBe(canonicalJson({ y: 2, x: 1 }));
  });
  it("keeps Chinese text as it is", () => {
    expect(canonicalJson({ 名称: "实验记录" })).toBe('{"名称":"实验记录"}');
  });
  it("refuses values JSON cannot carry exactly", () => {
    expect(() => canonicalJson({ n: Number.NaN })).toThrow(TypeError);
    expect(() => canonicalJson({ f: () => 1 })).toThrow(TypeError);
  });
});
