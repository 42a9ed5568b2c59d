import type { Collection } from "mongodb";
import { insertNew } from "./insert-new";

/** One position a checkpoint reached. Before marks, a checkpoint was one document `{ _id: key, position }`: it still counts. */
export type CheckpointMark = { _id: string; key?: string; position: number };

/** A checkpoint a commit moves to. */
export interface CheckpointStep {
  readonly checkpointKey: string;
  readonly checkpoint: number;
}

const markId = (key: string, position: number) => `${key}@${position}`;
const marksOf = (key: string) => ({ $or: [{ key }, { _id: key }] });
const keyOfMark = (mark: CheckpointMark) => mark.key ?? mark._id;
/** Marks a key may gather before the older ones are removed. */
const PRUNE_AT = 8;

/** A key's checkpoint among these marks (0: none). */
export const positionIn = (marks: readonly CheckpointMark[], key: string): number =>
  marks.reduce((max, mark) => (keyOfMark(mark) === key ? Math.max(max, mark.position) : max), 0);

/**
 * Checkpoints that never move backwards, whoever commits. A checkpoint is the greatest of its
 * marks (`<key>@<position>`), and a mark is only ever inserted: a unique `_id` is the one check
 * every MongoDB-wire server makes atomically (FerretDB runs an update's filter and its write as
 * two steps, so a filtered update can still move a checkpoint back when two processes race).
 *
 * `trustedMs`: how long the marks read or written here are believed before they are read again
 * (0: read before every commit). Worth it only where one process at a time writes a key (the
 * holder of a lease) and a batch overtaken while it writes is harmless anyway.
 */
export class CheckpointMarks {
  /** checkpoint key → its marks as last read, with those inserted here since, and when they were read. */
  private readonly known = new Map<string, { marks: CheckpointMark[]; readAt: number }>();

  constructor(
    private readonly marks: Collection<CheckpointMark>,
    private readonly trustedMs = 0,
    private readonly clock: () => number = Date.now,
  ) {}

  /** A key's checkpoint, read now. */
  async position(key: string): Promise<number> {
    return positionIn(await this.read([key]), key);
  }

  /** The marks of these keys: as remembered while younger than `trustedMs`, the others read again. */
  async recent(keys: readonly string[]): Promise<CheckpointMark[]> {
    const now = this.clock();
    const wanted = [...new Set(keys)];
    const toRead = wanted.filter((key) => !(now - (this.known.get(key)?.readAt ?? Number.NEGATIVE_INFINITY) < this.trustedMs));
    if (toRead.length > 0) {
      const read = await this.read(toRead);
      for (const key of toRead) this.known.set(key, { marks: read.filter((mark) => keyOfMark(mark) === key), readAt: now });
    }
    return wanted.flatMap((key) => this.known.get(key)!.marks);
  }

  /**
   * Moves checkpoints forward, never back: the marks of every step in one request; once a key has
   * gathered PRUNE_AT marks, those read before (`before`, from `recent`) and below its new one are
   * removed in one more (the greatest is never among them).
   */
  async advance(steps: readonly CheckpointStep[], before: readonly CheckpointMark[]): Promise<void> {
    const inserted = new Map<string, CheckpointMark>();
    const newest = new Map<string, number>();
    for (const { checkpointKey: key, checkpoint: position } of steps) {
      inserted.set(markId(key, position), { _id: markId(key, position), key, position });
      newest.set(key, Math.max(newest.get(key) ?? 0, position));
    }
    // A duplicate is the same position committed by another process too.
    await insertNew(this.marks, [...inserted.values()]);
    const stale: string[] = [];
    for (const [key, position] of newest) {
      const mine = before.filter((mark) => keyOfMark(mark) === key);
      if (mine.length + 1 >= PRUNE_AT) stale.push(...mine.filter((mark) => mark.position < position).map((mark) => mark._id));
    }
    if (stale.length > 0) await this.marks.deleteMany({ _id: { $in: stale } });
    const removed = new Set(stale);
    for (const key of newest.keys()) {
      const known = this.known.get(key);
      if (!known) continue;
      const added = [...inserted.values()].filter((mark) => mark.key === key && !known.marks.some((m) => m._id === mark._id));
      known.marks = [...known.marks.filter((mark) => !removed.has(mark._id)), ...added];
    }
  }

  /** Sets a key's checkpoint to this position, even where that is behind (a rebuild swapped in). */
  async reset(key: string, position: number): Promise<void> {
    const mark = markId(key, position);
    await insertNew(this.marks, [{ _id: mark, key, position }]);
    await this.marks.deleteMany({ ...marksOf(key), _id: { $ne: mark } });
    this.known.delete(key);
  }

  /** Forgets these checkpoints (back to 0). */
  async remove(keys: readonly string[]): Promise<void> {
    for (const key of keys) {
      this.known.delete(key);
      await this.marks.deleteMany(marksOf(key));
    }
  }

  /** What was written is no longer certain: the next commit reads the marks again. */
  forgetRemembered(): void {
    this.known.clear();
  }

  /**
   * The marks of these checkpoint keys. For several keys, the whole collection in one request (a
   * few marks per key): FerretDB decodes the whole collection for any filter on it anyway, so one
   * read per key cost ten requests of the same size for an event every read model sees.
   */
  private async read(keys: readonly string[]): Promise<CheckpointMark[]> {
    const wanted = new Set(keys);
    if (wanted.size === 1) return this.marks.find(marksOf(keys[0]!)).toArray();
    return (await this.marks.find({}).toArray()).filter((mark) => wanted.has(keyOfMark(mark)));
  }
}
