/** Spec §5/§9 limits of a record's own fields; the decider refuses beyond them, the console says so before saving. */
export const RECORD_TITLE_MAX = 300;
/** A module's title (spec §3 Module). */
export const MODULE_TITLE_MAX = 100;
export const TEMPERATURE_RANGE = { min: -60, max: 60 } as const;
export const HUMIDITY_RANGE = { min: 0, max: 100 } as const;

/** A number outside the range; N/A and "not entered" (null) are never out of range. */
export const outOfRange = (value: number | "N/A" | null, range: { readonly min: number; readonly max: number }): boolean =>
  typeof value === "number" && (value < range.min || value > range.max);
