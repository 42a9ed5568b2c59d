import type { ReportData } from "@labledger/contracts";
import { type XlsxCell, xlsxBytes } from "../../exports/xlsx";
import { type Language, translate } from "../../i18n/translate";
import { type ReportFile, statusInWords, tableHeader } from "./report-words";

export const XLSX_TYPE = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";

/** A cell's value as the workbook keeps it: numbers as numbers, text as text (whole), no value empty. */
const cellOf = (cell: ReportData["rows"][number]["cells"][string] | undefined): XlsxCell =>
  cell === undefined || cell === null ? null : cell;

/**
 * The report as a workbook: its table on the first sheet (record number, title, status in words,
 * each column under its label; the header frozen), and on a second sheet what the PDF says above
 * the table (the facts, the summary).
 */
export function reportWorkbook(
  file: ReportFile,
  facts: ReadonlyArray<readonly [string, string]>,
  language: Language,
): Uint8Array {
  const { report, data } = file;
  const say = (key: string) => translate(language, `datamining.export.${key}`);
  function* table(): Iterable<XlsxCell[]> {
    yield tableHeader(data, language);
    for (const row of data.rows)
      yield [
        row.number,
        row.title,
        statusInWords(row.status, language),
        ...data.columns.map((c) => cellOf(row.cells[c.columnId])),
      ];
  }
  return xlsxBytes([
    { name: say("sheetTable"), header: true, rows: table(), minWidths: [12, 16, 8] },
    {
      name: say("sheetSummary"),
      wrapText: true,
      minWidths: [16, 60],
      rows: [
        [say("report"), report.name],
        ...facts.map(([label, value]) => [label, value]),
        [],
        [say("summary"), report.summary],
      ],
    },
  ]);
}
