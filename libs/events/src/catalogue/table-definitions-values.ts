/** Information, multi-level and data-processing tables (team resources): what one may hold. Plain values: the console reads them too. */
export const TABLE_LIMITS = {
  /** Spec §5: resource names are 100. */
  name: 100,
  description: 500,
  /** Columns of one table (of one level of a multi-level table). */
  columns: 50,
  /** A column's label (it names the column in records and history). */
  label: 60,
  unit: 20,
  /** The options of a choice column. */
  options: 50,
  option: 60,
  /** Spec §5: a multi-level table needs at least two levels. */
  minLevels: 2,
  levels: 6,
  /** A computed column's arithmetic over the other columns ("mass / volume * 1000"). */
  expression: 300,
} as const;

/** What an information table's column holds. */
export const INFO_COLUMN_KINDS = ["text", "number", "date", "choice"] as const;
