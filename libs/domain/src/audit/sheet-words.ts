import type { Translate } from "./change-words";
import { NO_WORDS, type Words } from "./module-words";
import { SHEET_FIELD } from "./sheet-changes";

type Fields = Readonly<Record<string, unknown>>;

// The shapes of change-reading.ts this file reads and gives (said here: change-reading.ts calls this file).
interface ChangeLike {
  readonly action: 1 | 2 | 3;
  readonly fieldName: string | null;
  readonly oldValue: unknown;
  readonly newValue: unknown;
}
interface ChangeFacts {
  readonly sheetNames?: Readonly<Record<string, string>>;
}
interface ChangeWords {
  readonly module: string;
  readonly row: string;
  readonly field: string;
  readonly oldValue: Words;
  readonly newValue: Words;
  readonly sentence: boolean;
}
const fieldsOf = (value: unknown): Fields => (value && typeof value === "object" ? (value as Fields) : {});
const textOf = (value: unknown) => (typeof value === "string" ? value : "");
const words = (text: string): Words => (text === "" ? NO_WORDS : { text });

/** A cell's value as the grid shows it: a number, a text, yes/no, an error's own sign (#DIV/0!). */
function sheetValueInWords(value: unknown, t: Translate): string {
  if (value === null || value === undefined) return "";
  if (typeof value === "number") return Number.isFinite(value) ? String(value) : "";
  if (typeof value === "boolean") return t(value ? "yes" : "no");
  if (typeof value === "object") return textOf((value as Fields).error);
  return String(value);
}

/** A cell as it stood: its value, the formula that gave it, the number format it shows in. */
export function cellInWords(value: unknown, t: Translate): Words {
  const cell = fieldsOf(value);
  const shown = sheetValueInWords(cell.value, t);
  const formula = textOf(cell.formula);
  const format = textOf(cell.format);
  if (shown === "" && formula === "" && format === "") return NO_WORDS;
  const withFormula = formula ? t("sheet.withFormula", { value: shown || t("empty"), formula }) : shown;
  return words(format ? t("sheet.withFormat", { value: withFormula || t("empty"), format }) : withFormula);
}

const sheetName = (facts: ChangeFacts, sheetId: unknown, t: Translate) =>
  (typeof sheetId === "string" ? facts.sheetNames?.[sheetId] : undefined) ?? t("sheet.unknown");

function chartInWords(value: unknown, facts: ChangeFacts, t: Translate): string {
  const chart = fieldsOf(value);
  const kind = textOf(chart.kind);
  return t("sheet.chartWords", {
    kind: kind ? t(`sheet.chartKind.${kind}`) : "",
    title: textOf(chart.title),
    sheet: sheetName(facts, chart.sheetId, t),
    range: textOf(chart.range),
    fit: chart.linearFit === true ? t("sheet.linearFit") : "",
  });
}

/** The recalculated cells by sheet name and address with their new values ("Sheet1!B2 = 25"), the ones not named counted. */
function recalculatedInWords(value: unknown, facts: ChangeFacts, t: Translate): string {
  const { cells, more } = fieldsOf(value);
  const named = (Array.isArray(cells) ? cells : []).map((entry) => {
    const cell = fieldsOf(entry);
    return t("sheet.recalculatedCell", {
      cell: t("sheet.cell", { sheet: sheetName(facts, cell.sheetId, t), cell: textOf(cell.cell) }),
      value: sheetValueInWords(cell.value, t) || t("empty"),
    });
  });
  const counted = typeof more === "number" && more > 0 ? t("sheet.recalculatedMore", { n: more }) : "";
  return t("sheet.recalculated", { cells: named.join(t("list")), more: counted });
}

const sentence = (module: string, field: string, text: string): ChangeWords => ({
  module,
  row: "",
  field,
  oldValue: NO_WORDS,
  newValue: words(text),
  sentence: true,
});

/**
 * A spreadsheet's change in words (issue 17): a cell by its sheet's name and address
 * ("Sheet1!B3"), its values with their formulas; sheets by name, charts by title, never an id.
 */
export function sheetChangeInWords(change: ChangeLike, facts: ChangeFacts, module: string, t: Translate): ChangeWords {
  const { fieldName, action, oldValue, newValue } = change;
  const pair = (field: string, before: Words, after: Words): ChangeWords => ({
    module,
    row: "",
    field,
    oldValue: before,
    newValue: after,
    sentence: false,
  });
  switch (fieldName) {
    case SHEET_FIELD.cell: {
      const cell = fieldsOf(newValue ?? oldValue);
      const field = t("sheet.cell", { sheet: sheetName(facts, cell.sheetId, t), cell: textOf(cell.cell) });
      return pair(field, cellInWords(oldValue, t), cellInWords(newValue, t));
    }
    case SHEET_FIELD.sheet: {
      const [before, after] = [textOf(fieldsOf(oldValue).name), textOf(fieldsOf(newValue).name)];
      if (action === 1) return sentence(module, t("sheet.field"), t("sheet.added", { name: after }));
      if (action === 3) return sentence(module, t("sheet.field"), t("sheet.deleted", { name: before }));
      return pair(t("sheet.name"), words(before), words(after));
    }
    case SHEET_FIELD.frozenRows: {
      const field = t("sheet.frozenRows", { sheet: sheetName(facts, fieldsOf(newValue).sheetId, t) });
      return pair(field, words(String(fieldsOf(oldValue).rows ?? "")), words(String(fieldsOf(newValue).rows ?? "")));
    }
    case SHEET_FIELD.chart: {
      const title = textOf(fieldsOf(newValue ?? oldValue).title);
      if (action === 1)
        return sentence(module, t("sheet.chart"), t("sheet.chartAdded", { chart: chartInWords(newValue, facts, t) }));
      if (action === 3) return sentence(module, t("sheet.chart"), t("sheet.chartDeleted", { title }));
      return pair(
        t("sheet.chartTitled", { title }),
        words(chartInWords(oldValue, facts, t)),
        words(chartInWords(newValue, facts, t)),
      );
    }
    case SHEET_FIELD.recalculated:
      return sentence(module, t("sheet.recalculatedField"), recalculatedInWords(newValue, facts, t));
    case SHEET_FIELD.design: {
      const design = fieldsOf(newValue);
      const cells = (Array.isArray(design.cells) ? design.cells : []).map((c) => {
        const designed = fieldsOf(c);
        const named = t("sheet.cell", { sheet: sheetName(facts, designed.sheetId, t), cell: textOf(designed.cell) });
        return designed.required === true ? t("sheet.inputRequired", { cell: named }) : named;
      });
      return sentence(
        module,
        t("sheet.design"),
        t("sheet.designed", { name: textOf(design.templateName), cells: cells.join(t("list")) || t("none") }),
      );
    }
    default: {
      const imported = fieldsOf(newValue);
      const sheets = Array.isArray(imported.sheets) ? imported.sheets.filter((s) => typeof s === "string").join(t("list")) : "";
      const sha256 = textOf(imported.sha256);
      return sentence(
        module,
        t("sheet.import"),
        t("sheet.imported", {
          file: textOf(imported.fileName),
          sha256: sha256.length > 16 ? `${sha256.slice(0, 8)}…${sha256.slice(-8)}` : sha256,
          sheets,
          cells: typeof imported.cells === "number" ? imported.cells : 0,
        }),
      );
    }
  }
}
