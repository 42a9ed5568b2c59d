import type { NumberingRule } from "../api/types";

/** Spec §5/§9, as the server checks them: prefix up to 4 English letters; serial digits 1 to 6. */
export const MAX_SERIAL_DIGITS = 6;
const PREFIX = /^[A-Za-z]{0,4}$/;

export type NumberingError = "prefixInvalid" | "serialDigitsInvalid";

export function validateNumberingRule(rule: NumberingRule): Partial<Record<"prefix" | "serialDigits", NumberingError>> {
  const errors: Partial<Record<"prefix" | "serialDigits", NumberingError>> = {};
  if (!PREFIX.test(rule.prefix.trim())) errors.prefix = "prefixInvalid";
  if (!Number.isInteger(rule.serialDigits) || rule.serialDigits < 1 || rule.serialDigits > MAX_SERIAL_DIGITS)
    errors.serialDigits = "serialDigitsInvalid";
  return errors;
}

/** What the form sends: the trimmed prefix, and the date format only matters when keyed to the date. */
export function ruleBody(rule: NumberingRule): NumberingRule {
  return { ...rule, prefix: rule.prefix.trim() };
}
