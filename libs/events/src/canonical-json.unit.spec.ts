import { describe, expect, it } from "vitest";
import { canonicalJson } from "./canonical-json";

describe("canonical JSON", () => {
  it("sorts keys at every depth and leaves out undefined, so equal values give equal bytes", () => {
    expect(canonicalJson({ b: 1, a: { d: [1, { z: 1, y: 2 }], c: undefined } })).toBe('{"a":{"d":[1,{"y":2,"z":1}]},"b":1}');
    expect(canonicalJson({ x: 1, y: 2 })).toBe(canonicalJson({ y: 2, x: 1 }));
  });
  it("orders keys by UTF-16 code units, as RFC 8785 asks", () => {
    expect(canonicalJson({ b: 1, B: 2, é: 3, "1": 4, 名: 5, "": 6 })).toBe('{"":6,"1":4,"B":2,"b":1,"é":3,"名":5}');
  });
  it("refuses undefined inside an array instead of turning it into null", () => {
    expect(() => canonicalJson([1, undefined])).toThrow(TypeError);
  });
  it("keeps Chinese text as it is", () => {
    expect(canonicalJson({ 名称: "实验记录" })).toBe('{"名称":"实验记录"}');
  });
  it("refuses values JSON cannot carry exactly", () => {
    expect(() => canonicalJson({ n: Number.NaN })).toThrow(TypeError);
    expect(() => canonicalJson({ f: () => 1 })).toThrow(TypeError);
  });
});
