import { defineKind } from "../kit/define-kind";

/** Spec §3 spreadSheet: a collaborative spreadsheet; its content is kept as fields and rows as saved. */
export const spreadSheet = defineKind({
  type: "spreadSheet",
  family: "spreadsheet",
  words: { en: { name: "Spreadsheet" }, "zh-CN": { name: "电子表格" } },
});
