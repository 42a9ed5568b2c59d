import { SHEET_LIMITS } from "@labledger/events";
import { z } from "zod";
import type { RouteDefinition } from "./shared/route";
import { ChangeReason, FileBytes, Id } from "./shared/schemas";

// A spreadsheet module's files (issue 17, spec §9): an XLSX or CSV imported as new sheets, the
// workbook exported as XLSX or one sheet as CSV.

const RECORDS = { tag: "spreadsheets", access: "member" } as const;
const MB = SHEET_LIMITS.importBytes / 1024 / 1024;
const onModule = "/experiments/{id}/modules/{moduleId}";

/** The MIME type of an Office Open XML workbook. */
export const XLSX_MEDIA_TYPE = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";
export const SHEET_FILE_FORMATS = ["xlsx", "csv"] as const;

const FILE = `One XLSX (every worksheet: values, formulas, number formats) or CSV file (UTF-8, UTF-16 or GB18030; comma, semicolon or tab; one sheet named by the file) of at most ${MB} MB, ${SHEET_LIMITS.rows} rows and ${SHEET_LIMITS.columns} columns a sheet. Refused with nothing stored: content not what its name says (415), zip bombs, damaged workbooks, old .xls (400), over ${MB} MB (413)`;

export const SheetsImported = z.object({
  sheets: z
    .array(z.object({ sheetId: z.string(), name: z.string() }))
    .describe("The new sheets, in order, each under a name no other sheet of the module has"),
  lastCacheTime: z.number(),
  position: z.number(),
});

export const SheetExportQuery = z.object({
  format: z.enum(SHEET_FILE_FORMATS).default("xlsx").describe("xlsx: the whole workbook; csv: one sheet's values"),
  sheetId: Id.optional().describe("The sheet a CSV holds (the first when left out); an XLSX holds them all"),
});

export const sheetFileRoutes = {
  importSheets: {
    ...RECORDS,
    operationId: "importSheets",
    method: "post",
    path: `${onModule}/sheets/import`,
    summary:
      "Import an XLSX or CSV file into a spreadsheet module as new sheets: formulas kept, every value computed on the server",
    multipart: { fields: z.object(ChangeReason), files: FILE },
    response: SheetsImported,
    refuses: [409, 413, 415, 423],
  },
  exportSheets: {
    ...RECORDS,
    operationId: "exportSheets",
    method: "get",
    path: `${onModule}/export`,
    summary:
      "A spreadsheet module as a file named by its title: the workbook as XLSX (formulas with their values, number formats, frozen rows, sheet names) or one sheet as CSV",
    query: SheetExportQuery,
    response: FileBytes([XLSX_MEDIA_TYPE, "text/csv"], "The XLSX workbook or the CSV sheet, as ?format= asked"),
  },
} as const satisfies Record<string, RouteDefinition>;

export type SheetsImported = z.infer<typeof SheetsImported>;
export type SheetExportQuery = z.input<typeof SheetExportQuery>;
