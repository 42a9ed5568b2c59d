import {
  cellReaderOf,
  columnLabel,
  fieldLabel,
  fieldValueInWords,
  formatTime,
  holdsFiles,
  htmlFields,
  htmlToParagraphs,
  isOpaqueId,
  kindInWords,
  kindOf,
  type Module,
  type ModuleFacts,
  type Row,
  shownColumns,
  sizeInWords,
  type Translate,
} from "@labledger/domain";
import { type Language, translate } from "../../i18n/translate";
import type { ModuleBlock, ModuleSection, SignatureWords, WordsLine, WordsTable } from "./document-shape";
import { sheetChartBlocks } from "./sheet-charts";

/** Draws a structure as SVG, or answers null when it cannot be drawn (the page says so). */
export type DrawStructure = (structure: string) => Promise<string | null>;

/** Row keys that are bookkeeping, never content (the history and the search leave them out too). */
const BOOKKEEPING = new Set(["rowId", "id", "sha256", "highlight", "setHighlight"]);
/** The field a reaction keeps its drawing in. */
const DRAWING = "molFile";

/** A signature's manifestation in words. */
export const signatureWords = (
  signature: { printedName: string; signTime: string; meaning: string },
  t: Translate,
): SignatureWords => ({
  printedName: signature.printedName,
  time: formatTime(signature.signTime),
  meaning: t(`meanings.${signature.meaning}`),
});

/**
 * A module as the record's PDF shows it, in words: its fields as label and value (as its kind reads
 * them), rich text as paragraphs, a reaction's drawing, its rows as a table (files by name, size,
 * type and digest), and the signatures it holds.
 */
export async function moduleSection(
  module: Module,
  t: Translate,
  language: Language,
  draw: DrawStructure,
): Promise<ModuleSection> {
  const facts: ModuleFacts = { title: module.title, type: module.type, subType: module.subType, columns: module.columns };
  const { fields, rows } = module.content;
  const rich = htmlFields(module.type);
  const drawing = kindOf(module.type)?.family === "reaction" ? structureIn(fields[DRAWING]) : "";
  const figure = drawing ? await draw(drawing) : null;
  const plain = Object.fromEntries(Object.entries(fields).filter(([key]) => !rich.includes(key) && !(figure && key === DRAWING)));
  const blocks: ModuleBlock[] = [];
  const lines = fieldLines(module, plain, facts, t);
  if (lines.length) blocks.push({ type: "lines", lines });
  for (const key of rich) {
    const html = fields[key];
    const paragraphs = typeof html === "string" ? htmlToParagraphs(html) : [];
    if (paragraphs.length) blocks.push({ type: "paragraphs", label: fieldLabel(facts, key, t), paragraphs });
  }
  if (figure) blocks.push({ type: "figure", caption: fieldLabel(facts, DRAWING, t), svg: figure });
  else if (drawing) blocks.push({ type: "note", text: translate(language, "recordPdf.structureNotDrawn") });
  if (rows.length)
    blocks.push({ type: "table", table: holdsFiles(module.type) ? filesTable(rows, t, language) : rowsTable(rows, facts, t) });
  blocks.push(...(await sheetChartBlocks(module.content.workbook, language)));
  return {
    title: module.title,
    kind: kindInWords(module.type, module.subType, t),
    blocks,
    signatures: module.signatures.map((signature) => signatureWords(signature, t)),
  };
}

const structureIn = (value: unknown) => (typeof value === "string" && value.trim() !== "" ? value : "");

/** The module's fields as its kind puts them into a PDF (its `toPlainRows`), or as the history reads a kind no longer known. */
function fieldLines(module: Module, fields: Readonly<Record<string, unknown>>, facts: ModuleFacts, t: Translate): WordsLine[] {
  const kind = kindOf(module.type);
  if (kind) return kind.toPlainRows({ ...module, content: { fields, rows: [] } }, t);
  return Object.entries(fields).flatMap(([key, value]) => {
    const words = isOpaqueId(value) ? "" : fieldValueInWords(facts, key, value, t).text;
    return words ? [{ label: fieldLabel(facts, key, t), value: words }] : [];
  });
}

/**
 * Rows under their columns: the declared ones (kept even when empty), those the kind shows, then any
 * other the rows hold, each cell read by the module's kind; a column with nothing in it is left out
 * unless declared.
 */
function rowsTable(rows: readonly Row[], facts: ModuleFacts, t: Translate): WordsTable {
  const reader = cellReaderOf(facts, t);
  const declared = facts.columns.map((c) => c.field);
  const candidates = [...new Set([...declared, ...(shownColumns(facts.type) ?? []), ...rows.flatMap((row) => Object.keys(row))])];
  const cell = (row: Row, key: string) => {
    const value = Object.hasOwn(row, key) ? row[key] : undefined;
    return isOpaqueId(value) ? "" : reader.value(key, value).text;
  };
  const keys = candidates.filter(
    (key) => !BOOKKEEPING.has(key) && (declared.includes(key) || rows.some((row) => cell(row, key) !== "")),
  );
  return { columns: keys.map((key) => reader.label(key)), rows: rows.map((row) => keys.map((key) => cell(row, key))) };
}

/** Attached files by name, size, type and SHA-256 digest (what an inspector matches a copy of the file against). */
function filesTable(rows: readonly Row[], t: Translate, language: Language): WordsTable {
  const text = (value: unknown) => (typeof value === "string" ? value : "");
  return {
    columns: [...["name", "size", "mediaType"].map((key) => columnLabel(key, t)), translate(language, "recordPdf.file.sha256")],
    rows: rows.map((row) => [text(row.name), sizeInWords(row.size, t), text(row.mediaType), text(row.sha256)]),
  };
}
