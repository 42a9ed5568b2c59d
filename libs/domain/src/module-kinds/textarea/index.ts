import { textUpTo, valueContent } from "../kit/content-schema";
import { defineKind } from "../kit/define-kind";

/** Spec §3 textarea: several lines of text, at most 5,000 characters (spec §5). */
export const textarea = defineKind({
  type: "textarea",
  family: "field",
  words: { en: { name: "Multi-line text" }, "zh-CN": { name: "多行文本" } },
  contentSchema: valueContent(textUpTo(5000)),
});
