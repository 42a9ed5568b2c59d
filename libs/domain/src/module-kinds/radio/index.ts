import { oneChoice } from "../kit/choices";
import { defineKind } from "../kit/define-kind";

/** Spec §3 radio: one of the module's options (its columns). */
export const radio = defineKind({
  type: "radio",
  family: "field",
  words: { en: { name: "Single choice" }, "zh-CN": { name: "单选" } },
  contentSchema: oneChoice,
});
