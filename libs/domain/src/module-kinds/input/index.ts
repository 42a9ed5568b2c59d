import { textUpTo, valueContent } from "../kit/content-schema";
import { defineKind } from "../kit/define-kind";

/** Spec §3 input: one line of text, at most 300 characters (spec §5). */
export const input = defineKind({
  type: "input",
  family: "field",
  words: { en: { name: "Single-line text" }, "zh-CN": { name: "单行文本" } },
  contentSchema: valueContent(textUpTo(300)),
});
