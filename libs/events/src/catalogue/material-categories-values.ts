/** Self-made material categories (issue 20): what a definition may hold. Plain values: the console reads them too. */
export const MATERIAL_COLUMN_TYPES = ["text", "number", "date", "choice"] as const;
export type MaterialColumnType = (typeof MATERIAL_COLUMN_TYPES)[number];

/** A column's key: a letter, then letters and digits (camelCase), as a lot's `extra` values are keyed. */
export const MATERIAL_COLUMN_KEY = /^[a-z][a-zA-Z0-9]{0,39}$/;

export const MATERIAL_CATEGORY_LIMITS = {
  name: 100,
  description: 500,
  /** Spec §5: a label name is under 50 characters. */
  label: 49,
  options: 50,
  option: 100,
} as const;
