import { z } from "@labledger/events/content-schema";
import { inWords } from "../../audit/value-words";
import { valueContent } from "../kit/content-schema";
import { defineKind } from "../kit/define-kind";

/** Spec §5 "Number check": N/A passes; anything else must be a finite number. */
const numberValue = z.union([z.literal("N/A"), z.number().check(z.refine(Number.isFinite))], { error: "number" });

/** Spec §3 inputNumber: a number, or N/A. */
export const inputNumber = defineKind({
  type: "inputNumber",
  family: "field",
  words: { en: { name: "Number" }, "zh-CN": { name: "数字" } },
  contentSchema: valueContent(numberValue),
  fieldValueInWords: (_key, value, t) => (value === "N/A" ? inWords(t("notApplicable")) : undefined),
});
