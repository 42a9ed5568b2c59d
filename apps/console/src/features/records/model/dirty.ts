import type { ModuleContent, RecordDetails } from "./types";

/** Content compared the way the server diffs it: a value that serialises the same is unchanged. */
export function sameContent(a: ModuleContent, b: ModuleContent): boolean {
  return JSON.stringify(normalise(a)) === JSON.stringify(normalise(b));
}

/** Empty values are what an untouched field holds: dropping them keeps "typed then cleared" from counting as a change. */
function normalise(content: ModuleContent) {
  const fields = Object.fromEntries(
    Object.entries(content.fields)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => a.localeCompare(b)),
  );
  return { fields, rows: content.rows };
}

/** A module is dirty while its draft differs from what the server last confirmed. */
export function isDirty(saved: ModuleContent, draft: ModuleContent | undefined): boolean {
  return draft !== undefined && !sameContent(saved, draft);
}

/** The record fields that differ from the saved ones: exactly what PATCH should carry. */
export function changedDetails(saved: RecordDetails, draft: RecordDetails): Partial<RecordDetails> {
  const changes: Record<string, unknown> = {};
  for (const key of Object.keys(draft) as Array<keyof RecordDetails>) {
    if (JSON.stringify(saved[key]) !== JSON.stringify(draft[key])) changes[key] = draft[key];
  }
  return changes as Partial<RecordDetails>;
}
