const MAX = 120;

/** A trace value as text: strings as they are, rows and lists as compact JSON, HTML without tags, long ones cut. */
export function traceValue(value: unknown): string {
  if (value === null || value === undefined) return "—";
  let text: string;
  if (typeof value === "string")
    text = value
      .replace(/<[^>]*>/g, " ")
      .replace(/\s+/g, " ")
      .trim();
  else if (typeof value === "object" && value !== null && "sha256" in value && "name" in value)
    text = String((value as { name: unknown }).name);
  else if (typeof value === "object" && value !== null && "rowId" in value) {
    const { rowId: _, ...cells } = value as Record<string, unknown>;
    text = Object.values(cells)
      .filter((v) => v !== "" && v !== null && v !== undefined)
      .map((v) => (typeof v === "object" ? JSON.stringify(v) : String(v)))
      .join(", ");
  } else text = typeof value === "object" ? JSON.stringify(value) : String(value);
  return text.length > MAX ? `${text.slice(0, MAX)}…` : text || "—";
}
