import { describe, expect, it } from "vitest";
import { jsonBodyProblem, MAX_BODY_DEPTH } from "./json-body";

const nested = (levels: number) => JSON.parse(`${"[".repeat(levels)}${"]".repeat(levels)}`);

describe("a JSON body as a whole", () => {
  it("takes bodies nested up to the limit, refuses one level more, and walks 100,000 levels without recursion", () => {
    expect(jsonBodyProblem(nested(MAX_BODY_DEPTH))).toBeUndefined();
    expect(jsonBodyProblem(nested(MAX_BODY_DEPTH + 1))).toBe("request.tooDeep");
    expect(jsonBodyProblem({ rows: [{ cell: nested(100_000) }] })).toBe("request.tooDeep");
  });
  it("refuses a lone surrogate in a value or a key, and takes paired ones (astral characters)", () => {
    expect(jsonBodyProblem({ title: "a\uD800b" })).toBe("request.textInvalid");
    expect(jsonBodyProblem({ title: "\uDC00" })).toBe("request.textInvalid");
    expect(jsonBodyProblem(JSON.parse('{"fields":{"\\udfff":1}}'))).toBe("request.textInvalid");
    expect(jsonBodyProblem({ title: "𠜎😀", note: "a\u0000b\u202E" })).toBeUndefined();
  });
  it("refuses a __proto__ key at any depth, and takes constructor and prototype as plain names", () => {
    expect(jsonBodyProblem(JSON.parse('{"data":{"rows":[{"__proto__":{"x":1}}]}}'))).toBe("request.reservedKey");
    expect(jsonBodyProblem({ constructor: { prototype: 1 }, prototype: 2 })).toBeUndefined();
  });
  it("takes what is not an object or a string as it is", () => {
    for (const body of [undefined, null, 1, true, [], {}]) expect(jsonBodyProblem(body)).toBeUndefined();
  });
});
