import { describe, expect, it } from "vitest";
import { columnsOf, evaluate, numberOf, parseExpression } from "./expression";

const value = (text: string, row: Record<string, number | null> = {}) => {
  const parsed = parseExpression(text);
  if (!parsed.ok) throw new Error(parsed.problem.key);
  return evaluate(parsed.expression, (name) => row[name] ?? null);
};
const problem = (text: string) => {
  const parsed = parseExpression(text);
  return parsed.ok ? null : parsed.problem;
};

describe("a data-processing expression", () => {
  it("computes numbers with + − × ÷ by precedence, left to right, with parentheses and signs", () => {
    expect(value("1 + 2 * 3")).toBe(7);
    expect(value("(1 + 2) * 3")).toBe(9);
    expect(value("8 / 4 / 2")).toBe(1);
    expect(value("10 - 4 - 3")).toBe(3);
    expect(value("6 × 2 ÷ 4 − 1")).toBe(2);
    expect(value("-(2 + 3) * -2")).toBe(10);
    expect(value("1.5e3 + .5")).toBe(1500.5);
  });
  it("reads the row's columns by a bare name or a label in brackets", () => {
    expect(value("mass / volume * 1000", { mass: 0.5, volume: 250 })).toBe(2);
    expect(value("[Mass (g)] * 2 + 质量", { "Mass (g)": 3, 质量: 1 })).toBe(7);
    expect(columnsOf((parseExpression("a + b * a") as { ok: true; expression: never }).expression)).toEqual(["a", "b"]);
  });
  it("is empty (null) while a column has no number, and on a division by zero", () => {
    expect(value("mass / volume", { mass: 1 })).toBeNull();
    expect(value("mass / volume", { mass: 1, volume: 0 })).toBeNull();
  });
  it("tells where a bad expression breaks, never evaluating code", () => {
    expect(problem("")).toEqual({ key: "empty", at: 0 });
    expect(problem("mass / ")).toEqual({ key: "unclosed", at: 7 });
    expect(problem("(mass + 1")).toEqual({ key: "unclosed", at: 0 });
    expect(problem("mass volume")).toEqual({ key: "unexpected", at: 5 });
    expect(problem("mass ^ 2")).toEqual({ key: "unexpected", at: 5 });
    expect(problem("[mass")).toEqual({ key: "unclosed", at: 0 });
    expect(problem("1..2")).toEqual({ key: "unexpected", at: 2 });
    expect(problem("alert(1); process.exit()")?.key).toBe("unexpected");
  });
  it("reads a cell's text as a number only when it is one", () => {
    expect(numberOf(" 12.5 ")).toBe(12.5);
    expect(numberOf(3)).toBe(3);
    expect(numberOf("")).toBeNull();
    expect(numberOf("12 g")).toBeNull();
  });
});
