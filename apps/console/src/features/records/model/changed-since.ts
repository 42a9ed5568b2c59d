/** A value as the hover hint of a changed item shows it: text as it is, a choice list joined, nothing as null. */
export function hintValue(value: unknown): string | null {
  if (value === null || value === undefined || value === "") return null;
  if (Array.isArray(value)) return value.length === 0 ? null : value.map((v) => hintValue(v) ?? "").join(", ");
  if (typeof value === "object") return JSON.stringify(value);
  return String(value);
}
