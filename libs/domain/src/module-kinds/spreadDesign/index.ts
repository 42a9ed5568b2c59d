import type { ModuleContent } from "../../experiment/module-content";
import { emptyRequiredCells } from "../../spreadsheet-templates/design-cells";
import { defineKind } from "../kit/define-kind";
import type { KindModule, ModuleKind } from "../module-kind";
import { SHEET_READING } from "../spreadSheet";
import { workbookOf } from "../spreadSheet/workbook-fold";

const identity = {
  type: "spreadDesign",
  family: "spreadsheet",
  words: { en: { name: "Spreadsheet design" }, "zh-CN": { name: "表格设计" } },
} as const;
const asSaved: ModuleKind = defineKind(identity);

/** A spreadsheet's completeness, and the design's required input cells left empty (named "Data!B3"). */
function completeness(module: KindModule) {
  const { design } = module.content;
  const emptyCells = design ? emptyRequiredCells(workbookOf(module.content), design) : [];
  return { ...SHEET_READING.completeness(module), emptyCells };
}

/** Spec §3 spreadDesign: a spreadsheet's design (its layout); it holds a workbook as a spreadsheet does. */
export const spreadDesign = defineKind({
  ...identity,
  completeness,
  cloneReset: (content: ModuleContent) => content,
  compareView: { rows: "none" },
  toPlainRows: (module, t) => SHEET_READING.toPlainRows(asSaved, module, t),
  searchText: (module) => SHEET_READING.searchText(asSaved, module),
  reportValues: (module) => SHEET_READING.reportValues(asSaved, module),
});
