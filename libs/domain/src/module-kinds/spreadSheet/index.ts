import type { Translate } from "../../audit/change-words";
import type { ModuleContent } from "../../experiment/module-content";
import { contentCompleteness } from "../kit/completeness";
import { defineKind } from "../kit/define-kind";
import { plainRowsOf } from "../kit/plain-rows";
import { reportValuesOf } from "../kit/report-values";
import { searchTextOf } from "../kit/search-text";
import type { KindModule, ModuleKind, PlainRow, ReportField } from "../module-kind";
import type { SheetValue } from "./workbook";
import { filledCells } from "./workbook-fold";

/** The most cells a PDF lists of one spreadsheet (the rest are counted: a PDF is not a workbook). */
export const PLAIN_CELLS_MAX = 500;

const sheetsOf = (content: ModuleContent) => content.workbook?.sheets ?? [];

/** A cell's value as the grid shows it, for a reader: a number, a text, yes/no, an error's sign. */
function valueText(value: SheetValue, t: Translate): string {
  if (value === null) return "";
  if (typeof value === "boolean") return t(value ? "yes" : "no");
  if (typeof value === "object") return value.error;
  return String(value);
}

/** Spec §5: a spreadsheet holds something when any cell holds a value or a formula. */
function completeness(module: KindModule) {
  const cellFilled = sheetsOf(module.content).some((sheet) => {
    for (const { content } of filledCells(sheet)) if (content.value !== null || content.formula) return true;
    return false;
  });
  return { filled: cellFilled || contentCompleteness(module).filled, incompleteRowIds: [] };
}

/** The cells as PDF lines, "Sheet1!B3: 15 (formula =A1*3)", sheet by sheet, at most PLAIN_CELLS_MAX of them. */
function toPlainRows(kind: ModuleKind, module: KindModule, t: Translate): PlainRow[] {
  const lines: PlainRow[] = [];
  let more = 0;
  for (const sheet of sheetsOf(module.content))
    for (const { cell, content } of filledCells(sheet)) {
      const value = valueText(content.value, t);
      if (!value && !content.formula) continue;
      if (lines.length >= PLAIN_CELLS_MAX) {
        more++;
        continue;
      }
      const shown = content.formula ? t("sheet.withFormula", { value: value || t("empty"), formula: content.formula }) : value;
      lines.push({ label: t("sheet.cell", { sheet: sheet.name, cell }), value: shown });
    }
  if (more > 0) lines.push({ label: "…", value: t("sheet.moreCells", { n: more }) });
  return [...plainRowsOf(kind, module, t), ...lines];
}

/** What the search finds: the texts and numbers of its cells, a row a line. */
function searchText(kind: ModuleKind, module: KindModule) {
  const lines: string[] = [];
  for (const sheet of sheetsOf(module.content)) {
    const byRow = new Map<number, string[]>();
    for (const { row, content } of filledCells(sheet)) {
      const { value } = content;
      if (typeof value !== "string" && typeof value !== "number") continue;
      const texts = byRow.get(row) ?? [];
      texts.push(String(value));
      byRow.set(row, texts);
    }
    for (const texts of byRow.values()) lines.push(texts.join(" "));
  }
  const own = searchTextOf(kind, module).text;
  return { text: [own, ...lines].filter(Boolean).join("\n"), files: [] };
}

/** What a report takes: each column of each sheet ("Sheet1!B") with its values in row order. */
function reportValues(kind: ModuleKind, module: KindModule): ReportField[] {
  const columns = new Map<string, (string | number)[]>();
  for (const sheet of sheetsOf(module.content))
    for (const { cell, content } of filledCells(sheet)) {
      const { value } = content;
      if (typeof value !== "number" && (typeof value !== "string" || !value.trim())) continue;
      const field = `${sheet.name}!${cell.replace(/\d+$/, "")}`;
      const values = columns.get(field) ?? [];
      if (values.length === 0) columns.set(field, values);
      values.push(typeof value === "string" ? value.trim() : value);
    }
  return [...reportValuesOf(kind, module), ...[...columns].map(([field, values]) => ({ field, values }))];
}

const identity = {
  type: "spreadSheet",
  family: "spreadsheet",
  words: { en: { name: "Spreadsheet" }, "zh-CN": { name: "电子表格" } },
} as const;
/** The kind's defaults, which read its form fields and rows (a spreadsheet module saved as a whole holds some). */
const asSaved: ModuleKind = defineKind(identity);

/** Spec §3 spreadSheet: a collaborative spreadsheet whose cells, sheets and charts are its workbook (sheet events). */
export const spreadSheet = defineKind({
  ...identity,
  completeness,
  // A copy keeps the cells, formulas, sheets and charts as they are.
  cloneReset: (content: ModuleContent) => content,
  compareView: { rows: "none" },
  toPlainRows: (module, t) => toPlainRows(asSaved, module, t),
  searchText: (module) => searchText(asSaved, module),
  reportValues: (module) => reportValues(asSaved, module),
});

/** The same reading for the spreadsheet design kind, which holds a workbook too. */
export const SHEET_READING = { completeness, toPlainRows, searchText, reportValues } as const;
