import { randomUUID } from "node:crypto";
import { hostname } from "node:os";
import type { ReadStore } from "@labledger/ports";

/** Where processes say which projections they run (health answers read it). */
const COLLECTION = "projection_processes";
const BEAT_MS = 5_000;
/** A process not seen for this long (three beats missed: killed, not stopped) is no longer listed. */
const GONE_AFTER_MS = 20_000;

export type ProjectionProcess = {
  readonly id: string;
  /** `projections host:pid` or `command host:pid` (embedded workers). */
  readonly name: string;
  readonly projections: readonly string[];
  readonly seenAt: string;
};

/**
 * A process that runs projections says so in the read store every few seconds, and takes it
 * back when it stops, so a health answer in any process can say which process keeps which read
 * model (and show one kept by two, an operator's mistake the checkpoints survive).
 */
export class ProjectionProcessAnnouncement {
  private readonly id = randomUUID();
  private readonly name: string;
  private beats = 0;
  private timer?: NodeJS.Timeout;

  constructor(
    private readonly readStore: ReadStore,
    role: string,
    private readonly projections: readonly string[],
  ) {
    this.name = `${role} ${hostname()}:${process.pid}`;
  }

  /** Announces this process and keeps the announcement fresh; answers the others already running one of its projections. */
  async start(): Promise<ProjectionProcess[]> {
    await this.beat();
    this.timer = setInterval(() => void this.beat().catch(() => {}), BEAT_MS);
    this.timer.unref();
    const mine = new Set(this.projections);
    return (await runningProjectionProcesses(this.readStore)).filter(
      (p) => p.id !== this.id && p.projections.some((name) => mine.has(name)),
    );
  }

  async stop(): Promise<void> {
    clearInterval(this.timer);
    await this.readStore.commit({
      checkpointKey: this.checkpointKey,
      writes: [{ op: "delete", collection: COLLECTION, id: this.id, position: ++this.beats }],
      checkpoint: this.beats,
    });
    await this.readStore.drop([], [this.checkpointKey]);
  }

  private get checkpointKey(): string {
    return `${COLLECTION}#${this.id}`;
  }

  private async beat(): Promise<void> {
    const beat = ++this.beats;
    const doc = { id: this.id, name: this.name, projections: [...this.projections], seenAt: new Date().toISOString() };
    await this.readStore.commit({
      checkpointKey: this.checkpointKey,
      writes: [{ op: "upsert", collection: COLLECTION, doc, position: beat }],
      checkpoint: beat,
    });
  }
}

/** The processes that announced projections and were seen lately. */
export async function runningProjectionProcesses(readStore: ReadStore, now = Date.now()): Promise<ProjectionProcess[]> {
  const seenSince = new Date(now - GONE_AFTER_MS).toISOString();
  const { rows } = await readStore.find<ProjectionProcess>(COLLECTION, {
    filter: { seenAt: { $gte: seenSince } },
    sort: [["name", 1]],
  });
  return rows;
}

/** For each projection, the names of the processes that run it (none: nobody keeps that read model). */
export async function projectionsByProcess(readStore: ReadStore): Promise<Map<string, string[]>> {
  const byProjection = new Map<string, string[]>();
  for (const process of await runningProjectionProcesses(readStore)) {
    for (const name of process.projections) byProjection.set(name, [...(byProjection.get(name) ?? []), process.name]);
  }
  return byProjection;
}
