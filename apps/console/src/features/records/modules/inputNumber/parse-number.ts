/** Spec §5 number check: an empty string becomes null, N/A stays, anything else is parsed as a float. */
export function parseNumber(text: string): number | "N/A" | null | "invalid" {
  const trimmed = text.trim();
  if (trimmed === "") return null;
  if (trimmed.toUpperCase() === "N/A") return "N/A";
  const n = Number(trimmed);
  return Number.isFinite(n) ? n : "invalid";
}
