import { Worker } from "node:worker_threads";
import { SqliteEventStore } from "@labledger/adapters/event-store/sqlite";
import { PartitionedReadStore, type SqliteReadStoreFile } from "@labledger/adapters/read-store/partitioned";
import type { EventStore, ReadStore } from "@labledger/ports";
import type { Projection } from "./projection";
import type { RebuildResult } from "./rebuild";
import { rebuildWorkerBundle } from "./rebuild-worker-bundle";

export interface ApartTask {
  readonly eventsPath: string;
  readonly file: SqliteReadStoreFile;
  readonly projection: string;
  readonly head: number;
  readonly pageSize: number;
}

/**
 * The task of rebuilding a projection in a thread of its own, when that can run beside the
 * others: the log is a SQLite file the thread can read, and the read model is kept in a SQLite
 * file of its own (its writes then wait for no other read model's write lock).
 */
export function apartTask(
  events: EventStore,
  readStore: ReadStore,
  projection: Projection,
  head: number,
  pageSize: number,
): ApartTask | undefined {
  if (!(events instanceof SqliteEventStore) || events.path === ":memory:") return undefined;
  if (!(readStore instanceof PartitionedReadStore)) return undefined;
  const file = readStore.fileOf(projection.name);
  return file && { eventsPath: events.path, file, projection: projection.name, head, pageSize };
}

/**
 * Runs the task in a worker thread: its own connections to the log and to the read model's file.
 * Its `seconds` are the thread's whole time, from its start to its end (reading the log included).
 */
export async function rebuildApart(task: ApartTask): Promise<RebuildResult> {
  const started = performance.now();
  const entry = await rebuildWorkerBundle();
  return new Promise((resolve, reject) => {
    // Plain JavaScript: no loader flags of the main thread (tsx, a test runner's) are needed.
    const worker = new Worker(entry, { workerData: task, execArgv: [] });
    let answer: { result?: RebuildResult; error?: string } | undefined;
    worker.once("message", (message: typeof answer) => {
      answer = message;
    });
    worker.once("error", reject);
    // Settled once the thread has closed its connections.
    worker.once("exit", (code) => {
      if (answer?.result) resolve({ ...answer.result, seconds: (performance.now() - started) / 1000 });
      else
        reject(
          new Error(`rebuilding ${task.projection} in a worker thread failed: ${answer?.error ?? `ended with code ${code}`}`),
        );
    });
  });
}
