import type { ModuleStatus } from "../api/types";
import type { Diff } from "../logic/side-by-side";

/** The colours of a comparison: red what the older side had, green what was added, amber what changed. */
export const TINT = {
  removed: "rgba(211, 47, 47, 0.10)",
  added: "rgba(46, 125, 50, 0.13)",
  changed: "rgba(237, 108, 2, 0.14)",
  placeholder: "repeating-linear-gradient(135deg, rgba(0, 0, 0, 0.035) 0 6px, transparent 6px 12px)",
} as const;

export type Side = "left" | "right";

/** The tint of one side of a changed item: the left (older) side red, the right green when added, amber when changed. */
export function sideTint(side: Side, diff: Diff): string | undefined {
  if (diff === "same") return undefined;
  if (side === "left") return TINT.removed;
  return diff === "added" ? TINT.added : TINT.changed;
}

export const STATUS_COLOR: Record<ModuleStatus, "success" | "error" | "warning" | "default"> = {
  added: "success",
  removed: "error",
  changed: "warning",
  unchanged: "default",
};

/** The border of a module's card on one side. */
export function frameColor(side: Side, status: ModuleStatus): string {
  if (status === "changed") return "warning.main";
  if (status === "removed" && side === "left") return "error.main";
  if (status === "added" && side === "right") return "success.main";
  return "divider";
}
