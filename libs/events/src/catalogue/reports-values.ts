/** Data mining (spec §1, §9): what a report template and a report may hold. Plain values: the console reads them too. */
export const CHART_TYPES = ["bar", "line", "scatter", "pie"] as const;
/** How a column reads a field a module holds more than once (a grid column's cells). */
export const COLUMN_AGGREGATES = ["first", "sum", "mean", "min", "max", "count", "list"] as const;
export const RECORD_STATUS_VALUES = ["draft", "submitted", "approved", "rejected", "recalling", "recalled"] as const;
export const REPORT_LIMITS = {
  /** Spec §5: summary report name 100. */
  name: 100,
  description: 500,
  summary: 2000,
  label: 100,
  columns: 30,
  charts: 8,
  seriesPerChart: 5,
  /** Projects, books or templates a template narrows to. */
  ids: 200,
} as const;
/** The column a chart can take as its category instead of a field: the record itself (its number). */
export const RECORD_AXIS = "record";
