import type { Translate } from "./change-words";
import { type NameBook, type NamedId, namedId, nameOf } from "./names";
import { cellInWords } from "./sheet-words";

type Data = Readonly<Record<string, unknown>>;
const str = (value: unknown) => (typeof value === "string" ? value : "");
const list = (value: unknown): Data[] => (Array.isArray(value) ? (value as Data[]) : []);

const EVENTS = new Set(["SpreadsheetTemplateSaved", "SpreadsheetTemplateBinned", "SpreadsheetTemplateRestored"]);

/** A spreadsheet template's or design's event (issue 17). */
export const isSpreadsheetTemplateEvent = (type: string): boolean => EVENTS.has(type);

export const spreadsheetTemplateNamesInEvent = (data: Data): NamedId[] => namedId("spreadsheetTemplate", data.templateId);

/** "Spreadsheet template “Yield sheet”". */
export const spreadsheetTemplateSubjectInWords = (data: Data, names: NameBook, t: Translate): string =>
  t("admin.subject.spreadsheetTemplate", { name: nameOf(names, "spreadsheetTemplate", data.templateId, t) });

/** A cell's value as it stood, "12" or "24 (formula =B1*2)"; an empty cell "(empty)". */
const heldInWords = (value: unknown, formula: unknown, t: Translate) =>
  cellInWords({ value, formula, format: null }, t).text || t("empty");

/**
 * A template's save in words: its kind and name, its sheets by name, a design's input cells
 * ("Data!B1 “Mass” (required)"), and the cells the save changed, old → new, the first ones by
 * name and the rest counted.
 */
export function spreadsheetTemplateSavedInWords(data: Data, t: Translate): string {
  const workbook = (data.workbook ?? {}) as Data;
  const sheets = list(workbook.sheets);
  const sheetNames = new Map(sheets.map((s) => [str(s.sheetId), str(s.name)]));
  const inputs = list(data.designedCells).map((c) =>
    t(c.required === true ? "admin.spreadsheetInputRequired" : "admin.spreadsheetInput", {
      cell: t("sheet.cell", { sheet: sheetNames.get(str(c.sheetId)) ?? t("sheet.unknown"), cell: str(c.cell) }),
      label: str(c.label) ? t("admin.spreadsheetInputLabel", { label: str(c.label) }) : "",
    }),
  );
  const changed = list(data.changed).map((c) =>
    t("admin.spreadsheetCellChange", {
      cell: t("sheet.cell", { sheet: str(c.sheet), cell: str(c.cell) }),
      from: heldInWords(c.oldValue, c.oldFormula, t),
      to: heldInWords(c.newValue, c.newFormula, t),
    }),
  );
  const more = typeof data.changedMore === "number" ? data.changedMore : 0;
  const changes =
    changed.length === 0
      ? ""
      : t("admin.spreadsheetChanges", {
          cells: changed.join(t("list")),
          more: more > 0 ? t("admin.spreadsheetMoreCells", { n: more }) : "",
        });
  return t(data.kind === "design" ? "admin.spreadsheetDesignSaved" : "admin.spreadsheetTemplateSaved", {
    name: str(data.name),
    sheets: sheets.map((s) => str(s.name)).join(t("list")),
    inputs: inputs.length > 0 ? t("admin.spreadsheetInputs", { cells: inputs.join(t("list")) }) : "",
    changes,
  });
}
