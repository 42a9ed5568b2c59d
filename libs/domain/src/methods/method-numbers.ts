import type { NumberingRule } from "../numbering/numbering-rule";

/** Methods and prepared materials have no configurable rule in the spec: a prefix and a serial that never restarts, as projects. */
export const FIXED_NUMBER_RULES: Readonly<Record<"method" | "preparedMaterial", NumberingRule>> = {
  method: { prefix: "SOP", relatedKey: "none", dateFormat: "YYMMDD", serialDigits: 4, mode: "consecutive" },
  preparedMaterial: { prefix: "PM", relatedKey: "none", dateFormat: "YYMMDD", serialDigits: 4, mode: "consecutive" },
};
