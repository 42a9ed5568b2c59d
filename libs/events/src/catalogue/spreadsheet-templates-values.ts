/**
 * Spreadsheet templates and designs (issue 17, spec §2 listSpreadsheet / listSpreadDesign, §5):
 * plain values the server's schemas and the console both read.
 */
export const SPREADSHEET_TEMPLATE_LIMITS = {
  /** Spec §5: spreadsheet name 100. */
  name: 100,
  description: 1_000,
  /** Designed (input) cells of one design. */
  designedCells: 2_000,
  /** An input cell's label, as the researcher reads it beside the cell. */
  cellLabel: 100,
  /** Changed cells a save lists by name in the history; the rest are counted. */
  changesListed: 20,
} as const;

/** A template is a workbook to start from; a design is a template with input cells the researcher fills. */
export const SPREADSHEET_TEMPLATE_KINDS = ["template", "design"] as const;
export type SpreadsheetTemplateKind = (typeof SPREADSHEET_TEMPLATE_KINDS)[number];
