import type { Section } from "./section";

export interface TopMenuEntry {
  readonly section: Section;
  readonly to: string;
}

/** Spec §2 top menu, in order. Labels are `topMenu.<section>`. */
export const TOP_MENU: readonly TopMenuEntry[] = [
  { section: "project", to: "/project" },
  { section: "sampleCenter", to: "/sampleCenter" },
  { section: "team", to: "/team" },
  { section: "datamining", to: "/datamining" },
  { section: "ExperimentDesignCenter", to: "/experimentDesignCenter" },
];

/**
 * How many entries fit before the rest collapse into "More": all when they fit, else as
 * many as fit beside the More button.
 */
export function visibleEntryCount(entryWidths: readonly number[], available: number, moreWidth: number): number {
  const total = entryWidths.reduce((sum, width) => sum + width, 0);
  if (total <= available) return entryWidths.length;
  let used = moreWidth;
  let count = 0;
  for (const width of entryWidths) {
    if (used + width > available) break;
    used += width;
    count++;
  }
  return count;
}
