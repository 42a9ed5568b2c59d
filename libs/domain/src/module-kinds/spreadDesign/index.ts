import type { ModuleContent } from "../../experiment/module-content";
import { defineKind } from "../kit/define-kind";
import type { ModuleKind } from "../module-kind";
import { SHEET_READING } from "../spreadSheet";

const identity = {
  type: "spreadDesign",
  family: "spreadsheet",
  words: { en: { name: "Spreadsheet design" }, "zh-CN": { name: "表格设计" } },
} as const;
const asSaved: ModuleKind = defineKind(identity);

/** Spec §3 spreadDesign: a spreadsheet's design (its layout); it holds a workbook as a spreadsheet does. */
export const spreadDesign = defineKind({
  ...identity,
  completeness: SHEET_READING.completeness,
  cloneReset: (content: ModuleContent) => content,
  compareView: { rows: "none" },
  toPlainRows: (module, t) => SHEET_READING.toPlainRows(asSaved, module, t),
  searchText: (module) => SHEET_READING.searchText(asSaved, module),
  reportValues: (module) => SHEET_READING.reportValues(asSaved, module),
});
