import { describe, expect, it } from "vitest";
import type { DomainError } from "../decider/domain-error";
import {
  type Counters,
  type NumberingContext,
  type NumberingRule,
  nextNumber,
  ruleProblems,
  validateRule,
} from "./numbering-rule";

const day = (year: number, month: number, d: number): NumberingContext => ({
  date: { year, month, day: d },
  projectNumber: "PRJ7",
});
const rule = (overrides: Partial<NumberingRule> = {}): NumberingRule => ({
  prefix: "EXP",
  relatedKey: "none",
  dateFormat: "YYMMDD",
  serialDigits: 4,
  mode: "consecutive",
  ...overrides,
});

/** Issues numbers one after another, keeping the counters as a caller would. */
function issue(r: NumberingRule, contexts: NumberingContext[]): string[] {
  let counters: Counters = {};
  return contexts.map((context) => {
    const next = nextNumber(r, counters, context);
    counters = { ...counters, [next.counter]: next.serial };
    return next.number;
  });
}

const codeOf = (run: () => unknown) => {
  try {
    run();
  } catch (error) {
    return (error as DomainError).key;
  }
  return undefined;
};

describe("numbering rules", () => {
  const relatedKeys = ["none", "date", "project"] as const;
  const formats = ["YY", "YYMM", "YYMMDD"] as const;
  const modes = ["consecutive", "restart"] as const;

  // Every combination of the spec's settings: key × date format × serial digits 1–6 × mode.
  for (const relatedKey of relatedKeys) {
    for (const dateFormat of formats) {
      for (let serialDigits = 1; serialDigits <= 6; serialDigits++) {
        for (const mode of modes) {
          it(`${relatedKey} · ${dateFormat} · ${serialDigits} digits · ${mode}`, () => {
            const r = rule({ prefix: "AB", relatedKey, dateFormat, serialDigits, mode });
            const contexts = [day(2026, 11, 22), day(2026, 11, 22), day(2026, 12, 1), day(2027, 1, 5)];
            const numbers = issue(r, contexts);
            const pad = (n: number) => String(n % 100).padStart(2, "0");
            const dateKey = (c: NumberingContext) =>
              pad(c.date.year) +
              (dateFormat === "YY" ? "" : pad(c.date.month)) +
              (dateFormat === "YYMMDD" ? pad(c.date.day) : "");
            const key = (c: NumberingContext) => ({ none: "", project: "PRJ7", date: dateKey(c) })[relatedKey];
            // Expected serials: restart begins again at 1 whenever the key value changes.
            let serial = 0;
            let lastKey: string | undefined;
            const expected = contexts.map((c) => {
              const k = key(c);
              serial = mode === "restart" && relatedKey !== "none" && k !== lastKey ? 1 : serial + 1;
              lastKey = k;
              return `AB${k}${String(serial).padStart(serialDigits, "0")}`;
            });
            expect(numbers).toEqual(expected);
          });
        }
      }
    }
  }

  it("formats the date parts as the spec lists them", () => {
    expect(issue(rule({ relatedKey: "date", dateFormat: "YY" }), [day(2026, 3, 9)])).toEqual(["EXP260001"]);
    expect(issue(rule({ relatedKey: "date", dateFormat: "YYMM" }), [day(2026, 3, 9)])).toEqual(["EXP26030001"]);
    expect(issue(rule({ relatedKey: "date", dateFormat: "YYMMDD" }), [day(2026, 3, 9)])).toEqual(["EXP2603090001"]);
  });

  it("restarts per project, and keeps counting across projects when consecutive", () => {
    const a = { date: { year: 2026, month: 1, day: 1 }, projectNumber: "A1" };
    const b = { date: { year: 2026, month: 1, day: 1 }, projectNumber: "B2" };
    expect(issue(rule({ relatedKey: "project", mode: "restart" }), [a, b, a])).toEqual(["EXPA10001", "EXPB20001", "EXPA10002"]);
    expect(issue(rule({ relatedKey: "project", mode: "consecutive" }), [a, b, a])).toEqual([
      "EXPA10001",
      "EXPB20002",
      "EXPA10003",
    ]);
  });

  it("allows no prefix and at most 4 English letters", () => {
    expect(issue(rule({ prefix: "" }), [day(2026, 1, 1)])).toEqual(["0001"]);
    expect(issue(rule({ prefix: "ABCD" }), [day(2026, 1, 1)])).toEqual(["ABCD0001"]);
    for (const prefix of ["ABCDE", "A1", "A-B", "实验"]) {
      expect(codeOf(() => nextNumber(rule({ prefix }), {}, day(2026, 1, 1)))).toBe("numbering.prefixInvalid");
    }
  });

  it("allows 1 to 6 serial digits only", () => {
    for (const serialDigits of [0, 7, 2.5]) {
      expect(codeOf(() => nextNumber(rule({ serialDigits }), {}, day(2026, 1, 1)))).toBe("numbering.serialDigitsInvalid");
    }
  });

  it("refuses to issue a number once the serial would outgrow its digits", () => {
    expect(nextNumber(rule({ serialDigits: 2 }), { rule: 98 }, day(2026, 1, 1)).number).toBe("EXP99");
    expect(codeOf(() => nextNumber(rule({ serialDigits: 2 }), { rule: 99 }, day(2026, 1, 1)))).toBe("numbering.exhausted");
  });

  it("needs the project's number when the rule is keyed to the project", () => {
    expect(codeOf(() => nextNumber(rule({ relatedKey: "project" }), {}, { date: { year: 2026, month: 1, day: 1 } }))).toBe(
      "numbering.projectRequired",
    );
  });
});

describe("a rule's problems (the console shows them; the decider refuses on them)", () => {
  it("names each field the spec does not allow, and refuses with the same verdict", () => {
    expect(ruleProblems(rule())).toEqual({});
    expect(ruleProblems(rule({ prefix: "ABCDE", serialDigits: 7 }))).toEqual({
      prefix: "prefixInvalid",
      serialDigits: "serialDigitsInvalid",
    });
    expect(ruleProblems(rule({ prefix: "实验" })).prefix).toBe("prefixInvalid");
    expect(ruleProblems(rule({ serialDigits: 2.5 })).serialDigits).toBe("serialDigitsInvalid");
    expect(() => validateRule(rule({ prefix: "E-1" }))).toThrow(expect.objectContaining({ key: "numbering.prefixInvalid" }));
    expect(() => validateRule(rule({ serialDigits: 0 }))).toThrow(
      expect.objectContaining({ key: "numbering.serialDigitsInvalid" }),
    );
    expect(() => validateRule(rule())).not.toThrow();
  });
});
