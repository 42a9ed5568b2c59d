import type { Projection } from "./projection";
import { PROJECTIONS } from "./read-models";
import { RECORD_VALUES } from "./restate/record-values";
import { SEARCH_INDEX } from "./search/search-indexer";
import { STRUCTURE_INDEX } from "./structure-index/structure-indexer";

/** What a projections process can be given to keep: every read model, the records' report values and the search index. */
export type Assignable = Projection | typeof RECORD_VALUES | typeof SEARCH_INDEX | typeof STRUCTURE_INDEX;
export const ASSIGNABLE: readonly Assignable[] = [...PROJECTIONS, RECORD_VALUES, SEARCH_INDEX, STRUCTURE_INDEX];

/** A setting that names no projection we have: its message says so in both languages. */
export class AssignmentError extends Error {}

/** The setting that chooses which read models a projections process keeps. */
export const ASSIGNMENT_SETTING = "LABLEDGER_PROJECTIONS";

const UNKNOWN = (unknown: readonly string[], known: readonly string[]) =>
  `${ASSIGNMENT_SETTING} 中有未知的投影：${unknown.join("、")}。可用的投影：${known.join("、")}。\n` +
  `${ASSIGNMENT_SETTING} names unknown projections: ${unknown.join(", ")}. Known projections: ${known.join(", ")}.`;

/**
 * The projections a process runs: the comma-separated names of `setting` (as in
 * read-models/index.ts), every one when it is unset or empty. An unknown name stops the start
 * with the known names listed, in both languages, rather than leave a read model unkept.
 */
export function assignedProjections<T extends { readonly name: string } = Assignable>(
  setting: string | undefined,
  all: readonly T[] = ASSIGNABLE as unknown as readonly T[],
): T[] {
  const names = [
    ...new Set(
      (setting ?? "")
        .split(",")
        .map((name) => name.trim())
        .filter(Boolean),
    ),
  ];
  if (names.length === 0) return [...all];
  const known = all.map((p) => p.name);
  const unknown = names.filter((name) => !known.includes(name));
  if (unknown.length > 0) throw new AssignmentError(UNKNOWN(unknown, known));
  return all.filter((p) => names.includes(p.name));
}
