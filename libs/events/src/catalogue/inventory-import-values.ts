/**
 * What an inventory import file may be (issue 20). Plain values: the server refuses by them and
 * the console says them. Spec §5: a spreadsheet import is at most 1 MB.
 */
export const INVENTORY_IMPORT_LIMITS = {
  bytes: 1024 * 1024,
  /** Rows of lots, the header not counted. */
  rows: 5000,
  columns: 60,
  /** Characters in one cell. */
  cell: 200,
} as const;

/** The files an inventory import reads, by the end of their name. */
export const INVENTORY_IMPORT_EXTENSIONS = ["csv", "tsv", "txt", "xlsx"] as const;
