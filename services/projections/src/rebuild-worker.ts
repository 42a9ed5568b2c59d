// A worker thread's entry (rebuild-apart.ts): rebuilds one read model kept in a file of its own.
import { parentPort, workerData } from "node:worker_threads";
import { SqliteEventStore } from "@labledger/adapters/event-store/sqlite";
import { SqliteReadStore } from "@labledger/adapters/read-store/sqlite";
import { PROJECTIONS } from "./read-models";
import { replayInto } from "./rebuild";
import type { ApartTask } from "./rebuild-apart";

const task = workerData as ApartTask;
const events = new SqliteEventStore(task.eventsPath);
const readStore = new SqliteReadStore(task.file.path, task.file.options);
try {
  const projection = PROJECTIONS.find((p) => p.name === task.projection);
  if (!projection) throw new Error(`no projection named ${task.projection}`);
  const [result] = await replayInto(events, readStore, [projection], task.head, task.pageSize);
  parentPort!.postMessage({ result });
} catch (error) {
  parentPort!.postMessage({ error: error instanceof Error ? (error.stack ?? error.message) : String(error) });
} finally {
  await Promise.all([events.close(), readStore.close()]);
}
