/** What numbering rules number (plain values, no zod: the event schema, the contracts and the console share it). */
export const NUMBERING_TARGETS = ["experiment", "notebook", "sample"] as const;
