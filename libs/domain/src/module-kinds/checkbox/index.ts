import { someChoices } from "../kit/choices";
import { defineKind } from "../kit/define-kind";

/** Spec §3 checkbox: any of the module's options, as check boxes. */
export const checkbox = defineKind({
  type: "checkbox",
  family: "field",
  words: { en: { name: "Check boxes" }, "zh-CN": { name: "复选框" } },
  contentSchema: someChoices,
});
