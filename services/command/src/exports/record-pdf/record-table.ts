import { wordsIn } from "@labledger/domain";
import { type Language, translate } from "../../i18n/translate";
import { drawTable, type PdfColumn } from "../pdf-table";
import { CONTENT_WIDTH, MUTED, type PageFlow } from "./page-flow";

/** The narrowest a column is drawn; a table needing more room goes on landscape pages, then in bands of columns. */
const MIN_COLUMN = 64;
const NUMBER_COLUMN = 30;
/** How many rows are read to weigh the columns by what they hold. */
const SAMPLED_ROWS = 200;

export interface FlowTable {
  /** Column labels, or columns already weighed (the audit trail's). */
  readonly columns: ReadonlyArray<string | PdfColumn>;
  readonly rows: ReadonlyArray<readonly string[]>;
}

/** Whether a table of so many columns fits a portrait page's width (else its part of the record goes on landscape pages). */
export const fitsPortrait = (columns: number): boolean => NUMBER_COLUMN + columns * MIN_COLUMN <= CONTENT_WIDTH.portrait;

interface Note {
  readonly row: number;
  readonly column: string;
  readonly text: string;
}

/**
 * Draws a table with a row number in front, from where the flow stands, over as many pages as it
 * needs; when the page is too narrow for its columns, in bands of columns one after the other under
 * the same row numbers. A cell too tall for a row shows its start and the number of the
 * note after the table that holds its whole text: nothing is cut.
 */
export function flowTable(flow: PageFlow, table: FlowTable, language: Language): void {
  const columns = weighed(table).map((column) => ({ ...column, header: flow.print(column.header) }));
  const perBand = Math.max(1, Math.floor((flow.width() - NUMBER_COLUMN) / MIN_COLUMN));
  const bands = Math.ceil(columns.length / perBand) || 1;
  const notes: Note[] = [];
  for (let band = 0; band < bands; band++) {
    const from = band * perBand;
    const shown = columns.slice(from, from + perBand);
    if (bands > 1) {
      if (band > 0) flow.space(8);
      const words = { from: from + 1, to: from + shown.length, total: columns.length };
      flow.paragraph(translate(language, "recordPdf.columnsBand", words), { color: MUTED, size: 8 });
    }
    const number = { header: translate(language, "recordPdf.rowNumber"), weight: NUMBER_COLUMN };
    const available = flow.width() - NUMBER_COLUMN;
    const total = shown.reduce((sum, c) => sum + c.weight, 0);
    drawTable(
      flow.doc,
      {
        columns: [number, ...shown.map((c) => ({ header: c.header, weight: (c.weight / total) * available }))],
        left: flow.left(),
        width: flow.width(),
        newPage: () => flow.newPage(),
        wholeTextAt: ({ row, column, text }) => {
          notes.push({ row, column: shown[column - 1]?.header ?? "", text });
          return translate(language, "recordPdf.wholeTextAt", { n: notes.length });
        },
      },
      numbered(table.rows, from, shown.length, flow.print),
    );
  }
  if (notes.length) {
    flow.space(6);
    flow.paragraph(translate(language, "recordPdf.notesHeading"), { font: "bold" });
    notes.forEach((note, i) => {
      const row = wordsIn(language)("row.atPlain", { n: note.row + 1 });
      flow.paragraph(translate(language, "recordPdf.note", { n: i + 1, row, column: note.column }), { font: "bold", size: 8 });
      flow.paragraph(note.text, { size: 8 });
    });
  }
  flow.doc.x = flow.left();
}

/** The rows' cells of one band, each row with its number in front, made as the table draws them. */
function* numbered(rows: FlowTable["rows"], from: number, count: number, print: (text: string) => string) {
  for (let i = 0; i < rows.length; i++) yield [String(i + 1), ...rows[i]!.slice(from, from + count).map(print)];
}

/** Columns weighed by how much they hold (header and the first rows, within bounds), unless already weighed. */
function weighed(table: FlowTable): PdfColumn[] {
  const sample = table.rows.slice(0, SAMPLED_ROWS);
  return table.columns.map((column, i) => {
    if (typeof column !== "string") return column;
    const longest = Math.max(widthOf(column), ...sample.map((cells) => widthOf(cells[i] ?? "")));
    return { header: column, weight: Math.min(40, Math.max(6, longest)) };
  });
}

/** About how wide a text is, in Latin letters: a Chinese character is as wide as two. */
function widthOf(text: string): number {
  let width = 0;
  for (const char of text.slice(0, 80)) width += char.codePointAt(0)! >= 0x2e80 ? 2 : 1;
  return width;
}
