/** What the version page decides without the server: compare targets and whether a roll-back is offered. */

const EDITABLE = new Set(["draft", "rejected", "recalled"]);

/** The record can be rolled back only while it can be edited (draft, rejected, recalled) by this member. */
export function canRollBack(record: {
  readonly status: string;
  readonly isReadOnly: boolean;
  readonly locked?: boolean;
}): boolean {
  return EDITABLE.has(record.status) && !record.isReadOnly && record.locked !== true;
}

/** ?compare= as a version reference: a positive whole number other than the one shown, or "current". */
export function compareTarget(raw: string | null, shown: string): string | null {
  if (raw === null) return null;
  const value = raw.trim();
  if (value === "current") return value;
  if (!/^[1-9]\d*$/.test(value) || value === shown) return null;
  return value;
}

/** The older first: two versions compare from the earlier to the later; "current" is always the later. */
export function orderedPair(shown: string, other: string): { from: string; to: string } {
  if (other === "current") return { from: shown, to: other };
  return Number(other) < Number(shown) ? { from: other, to: shown } : { from: shown, to: other };
}

/** How a comparison is laid out: the two versions side by side (the default), or the changes only (?layout=changes). */
export type CompareLayout = "side" | "changes";

export function compareLayout(raw: string | null): CompareLayout {
  return raw === "changes" ? "changes" : "side";
}
