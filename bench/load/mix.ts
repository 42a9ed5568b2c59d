// The workload: what share of the requests each operation is.

export type Operation = "save" | "create" | "open" | "list" | "submit";

/** Module saves dominate a lab's day; creates and submits are rarer. Shares sum to 1. */
export const MIX: Readonly<Record<Operation, number>> = {
  save: 0.4,
  open: 0.25,
  list: 0.2,
  create: 0.1,
  submit: 0.05,
};

/** Picks an operation for a uniform draw in [0, 1) by walking the cumulative shares. */
export function pick(draw: number, mix: Readonly<Record<Operation, number>> = MIX): Operation {
  let cumulative = 0;
  const entries = Object.entries(mix) as [Operation, number][];
  for (const [operation, share] of entries) {
    cumulative += share;
    if (draw < cumulative) return operation;
  }
  return entries[entries.length - 1]![0];
}
