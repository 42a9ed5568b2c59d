/** A setting read as a positive number; the fallback when it is unset, empty or not one. */
export function positiveNumber(value: string | undefined, fallback: number): number {
  const n = Number(value);
  return value !== undefined && value !== "" && Number.isFinite(n) && n > 0 ? n : fallback;
}

/** A setting read as a positive whole number; the fallback when it is unset, empty or not one. */
export function positiveInteger(value: string | undefined, fallback: number): number {
  const n = positiveNumber(value, fallback);
  return Number.isInteger(n) ? n : fallback;
}
