import { someChoices } from "../kit/choices";
import { defineKind } from "../kit/define-kind";

/** Spec §3 multiple: any of the module's options, from a list. */
export const multiple = defineKind({
  type: "multiple",
  family: "field",
  words: { en: { name: "Multiple choice" }, "zh-CN": { name: "多选" } },
  contentSchema: someChoices,
});
