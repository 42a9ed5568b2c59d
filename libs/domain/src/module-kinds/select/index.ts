import { oneChoice } from "../kit/choices";
import { defineKind } from "../kit/define-kind";

/** Spec §3 select: one of the module's options, from a drop-down. */
export const select = defineKind({
  type: "select",
  family: "field",
  words: { en: { name: "Drop-down" }, "zh-CN": { name: "下拉选择" } },
  contentSchema: oneChoice,
});
