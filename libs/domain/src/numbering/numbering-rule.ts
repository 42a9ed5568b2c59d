import { DomainError } from "../decider/domain-error";

/**
 * How record numbers are made (spec §3 "Numbering rule", §5, §9): an optional prefix of up
 * to 4 English letters, then the related key (the project's number, the date, or nothing),
 * then a zero-padded serial of 1 to 6 digits. `restart` starts the serial again at 1 for
 * each new key value (each project, each day, month or year); `consecutive` never does.
 */
export interface NumberingRule {
  readonly prefix: string;
  readonly relatedKey: "project" | "date" | "none";
  readonly dateFormat: "YY" | "YYMM" | "YYMMDD";
  readonly serialDigits: number;
  readonly mode: "consecutive" | "restart";
}

/** The calendar date in the organisation's time zone; the caller decides the zone. */
export interface LocalDate {
  readonly year: number;
  readonly month: number;
  readonly day: number;
}

export interface NumberingContext {
  readonly date: LocalDate;
  /** Required when the rule's related key is the project. */
  readonly projectNumber?: string;
}

/** Last serial issued per counter; a counter is named by `counterOf`. */
export type Counters = Readonly<Record<string, number>>;

export const MAX_SERIAL_DIGITS = 6;

/** Until an administrator sets one: the date, then a 3-digit serial restarting each day. */
export const DEFAULT_NUMBERING_RULE: NumberingRule = {
  prefix: "",
  relatedKey: "date",
  dateFormat: "YYMMDD",
  serialDigits: 3,
  mode: "restart",
};
const PREFIX = /^[A-Za-z]{0,4}$/;

export type NumberingRuleProblem = "prefixInvalid" | "serialDigitsInvalid";

/** What the spec does not allow in a rule, field by field (empty when it may be saved); the console shows these. */
export function ruleProblems(
  rule: Pick<NumberingRule, "prefix" | "serialDigits">,
): Partial<Record<"prefix" | "serialDigits", NumberingRuleProblem>> {
  const problems: Partial<Record<"prefix" | "serialDigits", NumberingRuleProblem>> = {};
  if (!PREFIX.test(rule.prefix)) problems.prefix = "prefixInvalid";
  if (!Number.isInteger(rule.serialDigits) || rule.serialDigits < 1 || rule.serialDigits > MAX_SERIAL_DIGITS)
    problems.serialDigits = "serialDigitsInvalid";
  return problems;
}

/** Refuses a rule the spec does not allow, naming the field. */
export function validateRule(rule: NumberingRule): void {
  const problems = ruleProblems(rule);
  if (problems.prefix) throw new DomainError("numbering.prefixInvalid", "invalid");
  if (problems.serialDigits) throw new DomainError("numbering.serialDigitsInvalid", "invalid", { max: MAX_SERIAL_DIGITS });
}

const two = (n: number) => String(n % 100).padStart(2, "0");

export function formatDate(date: LocalDate, format: NumberingRule["dateFormat"]): string {
  const yy = two(date.year);
  if (format === "YY") return yy;
  if (format === "YYMM") return yy + two(date.month);
  return yy + two(date.month) + two(date.day);
}

/** The key part of a number: the project's number, the formatted date, or nothing. */
export function keyOf(rule: NumberingRule, context: NumberingContext): string {
  switch (rule.relatedKey) {
    case "none":
      return "";
    case "date":
      return formatDate(context.date, rule.dateFormat);
    case "project":
      if (!context.projectNumber) throw new DomainError("numbering.projectRequired", "invalid");
      return context.projectNumber;
  }
}

/** Which counter advances: one for the whole rule, or one per key value when restarting. */
export function counterOf(rule: NumberingRule, context: NumberingContext): string {
  return rule.mode === "restart" && rule.relatedKey !== "none" ? `key:${keyOf(rule, context)}` : "rule";
}

export interface IssuedNumber {
  readonly number: string;
  readonly counter: string;
  readonly serial: number;
}

/** The next number under a rule, given the counters so far; refuses once the serial would overflow its digits. */
export function nextNumber(rule: NumberingRule, counters: Counters, context: NumberingContext): IssuedNumber {
  validateRule(rule);
  const counter = counterOf(rule, context);
  const serial = (counters[counter] ?? 0) + 1;
  if (serial >= 10 ** rule.serialDigits) {
    throw new DomainError("numbering.exhausted", "conflict", { digits: rule.serialDigits });
  }
  return { number: `${rule.prefix}${keyOf(rule, context)}${String(serial).padStart(rule.serialDigits, "0")}`, counter, serial };
}
