import { MAX_SERIAL_DIGITS, ruleProblems } from "@labledger/domain/numbering/numbering-rule";
import type { NumberingRule } from "../api/types";

export { MAX_SERIAL_DIGITS };

/** Spec §5/§9, the server's own check: prefix up to 4 English letters; serial digits 1 to 6. */
export const validateNumberingRule = (rule: NumberingRule) => ruleProblems({ ...rule, prefix: rule.prefix.trim() });

/** What the form sends: the trimmed prefix, and the date format only matters when keyed to the date. */
export function ruleBody(rule: NumberingRule): NumberingRule {
  return { ...rule, prefix: rule.prefix.trim() };
}
