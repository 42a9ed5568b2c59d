import { documentTerms, type PositionedWrite } from "@labledger/ports";
import type { AnyBulkWriteOperation, Document, UpdateFilter, WithoutId } from "mongodb";

/** A stored document: the read-model document plus its key, last applied position and search terms. */
export type Stored = Document & { _id: string; _pos?: number; _terms?: string[] };
type InsertWrite = Extract<PositionedWrite, { op: "insert" }>;

/** What a batch knows of one document: its position, and its search terms once read or written. */
export interface Seen {
  pos: number;
  terms?: string[];
  deleted?: boolean;
}

/** Requests for one collection, in the batch's order: runs of new documents, and runs of writes by `_id`. */
export type Run = { readonly insert: Stored[] } | { readonly bulk: AnyBulkWriteOperation<Stored>[] };

export const keyOf = (collection: string, id: string) => `${collection}\u0000${id}`;
export const idOf = (write: PositionedWrite) => (write.op === "upsert" || write.op === "insert" ? write.doc.id : write.id);

/**
 * The documents a batch must look up before it writes: every one a non-insert write touches,
 * and whether its stored search terms are needed (an upsert without text keeps them).
 */
export function lookupsOf(writes: readonly PositionedWrite[]): Map<string, { collection: string; id: string; terms: boolean }> {
  const lookups = new Map<string, { collection: string; id: string; terms: boolean }>();
  for (const write of writes) {
    if (write.op === "insert") continue;
    const id = idOf(write);
    const key = keyOf(write.collection, id);
    const entry = lookups.get(key) ?? { collection: write.collection, id, terms: false };
    if (write.op === "upsert" && write.text === undefined) entry.terms = true;
    lookups.set(key, entry);
  }
  return lookups;
}

/**
 * The batch as requests, per collection: a write not newer than its document (as `seen` says, and
 * as the batch's own earlier writes leave it) is left out, the rest are filtered by `_id` alone.
 * `seen` is updated to what the writes leave stored.
 */
export function planWrites(writes: readonly PositionedWrite[], seen: Map<string, Seen>): Map<string, Run[]> {
  const plan = new Map<string, Run[]>();
  const runOf = (collection: string, kind: "insert" | "bulk") => {
    const runs = plan.get(collection) ?? [];
    plan.set(collection, runs);
    const last = runs.at(-1);
    if (last && kind in last) return last;
    const run = kind === "insert" ? { insert: [] } : { bulk: [] };
    runs.push(run);
    return run;
  };
  for (const write of writes) {
    const id = idOf(write);
    const key = keyOf(write.collection, id);
    const known = seen.get(key);
    if (known && known.pos >= write.position) continue;
    const terms = write.op === "delete" || write.text === undefined ? undefined : documentTerms(write.text);
    if (write.op === "insert") {
      // Unknown to the batch: a new document (or, on a replay, one kept as stored; see insert).
      (runOf(write.collection, "insert") as { insert: Stored[] }).insert.push(storedInsert(write, terms));
      if (known) Object.assign(known, { pos: write.position, terms, deleted: false });
      continue;
    }
    // Non-insert writes were all looked up (lookupsOf), so `known` is there.
    const state = known!;
    const bulk = (runOf(write.collection, "bulk") as { bulk: AnyBulkWriteOperation<Stored>[] }).bulk;
    if (write.op === "delete") {
      bulk.push({ deleteOne: { filter: { _id: id } } });
      Object.assign(state, { pos: write.position, terms: undefined, deleted: true });
      continue;
    }
    if (write.op === "upsert") {
      // As in the reference adapter, an upsert without text keeps the document's search terms.
      const kept = terms ?? (state.deleted ? undefined : state.terms);
      const replacement: WithoutId<Stored> = { ...write.doc, _pos: write.position, ...(kept && { _terms: kept }) };
      bulk.push({ replaceOne: { filter: { _id: id }, replacement, upsert: true } });
      Object.assign(state, { pos: write.position, terms: kept, deleted: false });
      continue;
    }
    const update: UpdateFilter<Stored> = { $set: { ...write.set, id, _pos: write.position, ...(terms && { _terms: terms }) } };
    if (write.unset?.length) update.$unset = Object.fromEntries(write.unset.map((path) => [path, ""]));
    if (write.inc && Object.keys(write.inc).length > 0) update.$inc = { ...write.inc };
    if (write.push && Object.keys(write.push).length > 0) update.$push = { ...write.push } as UpdateFilter<Stored>["$push"];
    bulk.push({ updateOne: { filter: { _id: id }, update, upsert: true } });
    Object.assign(state, { pos: write.position, deleted: false, ...(terms && { terms }) });
  }
  return plan;
}

function storedInsert({ doc, position }: InsertWrite, terms: string[] | undefined): Stored {
  return { ...doc, _id: doc.id, _pos: position, ...(terms && { _terms: terms }) };
}
