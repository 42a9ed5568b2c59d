/** The writing program and moment in a molfile's or RXN's header (" -INDIGO- 1127260838", "  -INDIGO-11272608382D"). */
const WRITTEN_AT = /(-(?:INDIGO|KETCHER)-?\s*)\d{10,12}/g;

/**
 * Whether two structure texts say the same: equal once the minute each was written is left out,
 * so Ketcher writing the same drawing again a minute later is no change.
 */
export function sameStructure(a: string | null, b: string | null): boolean {
  if (a === null || b === null) return a === b;
  return a.replace(WRITTEN_AT, "$1") === b.replace(WRITTEN_AT, "$1");
}
