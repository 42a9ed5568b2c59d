/** How an audit value (any JSON the server recorded) reads in a table cell. */
export interface ShownValue {
  /** The compact text shown in the cell, at most `max` characters. */
  readonly short: string;
  /** The whole value, for the hover title. */
  readonly full: string;
  readonly truncated: boolean;
  readonly empty: boolean;
}

/** A value as one line: strings as they are, other JSON compactly (no spaces), nothing as "". */
export function compactValue(value: unknown): string {
  if (value === null || value === undefined) return "";
  if (typeof value === "string") return value;
  if (typeof value === "number" || typeof value === "boolean") return String(value);
  try {
    return JSON.stringify(value) ?? "";
  } catch {
    return String(value);
  }
}

export function showValue(value: unknown, max = 80): ShownValue {
  const full = compactValue(value).replace(/\s+/g, " ").trim();
  const truncated = [...full].length > max;
  const short = truncated ? `${[...full].slice(0, max - 1).join("")}…` : full;
  return { short, full: compactValue(value), truncated, empty: full === "" };
}
