import { defineKind } from "../kit/define-kind";

/** Spec §3 spreadDesign: a spreadsheet's design (its layout), kept as fields and rows as saved. */
export const spreadDesign = defineKind({
  type: "spreadDesign",
  family: "spreadsheet",
  words: { en: { name: "Spreadsheet design" }, "zh-CN": { name: "表格设计" } },
});
