import { describe, expect, it } from "vitest";
import { HUMIDITY, parseNumber, rangeProblem, TEMPERATURE, titleProblem, valueProblem } from "./validation";

describe("module values, checked like the server does", () => {
  it("given an empty value of any type, then it passes until submission", () => {
    expect(valueProblem("email", "")).toBeNull();
    expect(valueProblem("inputNumber", null)).toBeNull();
  });

  it("given a malformed e-mail, phone or date, then it is refused", () => {
    expect(valueProblem("email", "chen@")).toBe("invalid.email");
    expect(valueProblem("phone", "call me")).toBe("invalid.phone");
    expect(valueProblem("date", "2026-13-45")).toBe("invalid.date");
    expect(valueProblem("email", "chen@lab.cn")).toBeNull();
  });

  it("given a single-line text over 300 characters, then it is too long", () => {
    expect(valueProblem("input", "x".repeat(301))).toBe("invalid.tooLong");
    expect(valueProblem("input", "x".repeat(300))).toBeNull();
  });

  it("given the spec's number check: empty becomes null, N/A passes, text is refused", () => {
    expect(parseNumber("")).toBeNull();
    expect(parseNumber("n/a")).toBe("N/A");
    expect(parseNumber("1.25")).toBe(1.25);
    expect(parseNumber("abc")).toBe("invalid");
  });

  it("given a title, then it is 1 to 300 characters", () => {
    expect(titleProblem("  ")).toBe("invalid.title");
    expect(titleProblem("x".repeat(301))).toBe("invalid.title");
    expect(titleProblem("Batch 3")).toBeNull();
  });

  it("given temperature −60…60 and humidity 0…100, then values outside are refused and N/A passes", () => {
    expect(rangeProblem(61, TEMPERATURE)).toBe(true);
    expect(rangeProblem(-60, TEMPERATURE)).toBe(false);
    expect(rangeProblem(101, HUMIDITY)).toBe(true);
    expect(rangeProblem("N/A", HUMIDITY)).toBe(false);
  });
});
