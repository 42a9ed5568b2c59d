import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { SqliteEventStore } from "@labledger/adapters/event-store/sqlite";
import { openSqliteReadModels } from "@labledger/adapters/read-store/sqlite-read-models";
import type { ReadStore } from "@labledger/ports";
import { PROJECTIONS, rebuildProjection } from "@labledger/projections";

/** Every document of every projection's collections, by collection, ordered by id. */
async function dump(readStore: ReadStore): Promise<Record<string, unknown[]>> {
  const out: Record<string, unknown[]> = {};
  for (const projection of PROJECTIONS)
    for (const collection of projection.collections)
      out[collection] = (await readStore.find(collection, { sort: [["id", 1]], limit: 1_000_000 })).rows;
  return out;
}

/**
 * The read models a stopped embedded service left in `dataDir`, and the same read models rebuilt
 * from its log into a fresh read store (the live file is left as it is).
 */
export async function liveAndRebuilt(
  dataDir: string,
): Promise<{ live: Record<string, unknown[]>; rebuilt: Record<string, unknown[]> }> {
  const events = new SqliteEventStore(join(dataDir, "events.sqlite"));
  const liveStore = await openSqliteReadModels(dataDir);
  const freshStore = await openSqliteReadModels(mkdtempSync(join(tmpdir(), "labledger-crash-rebuild-")));
  try {
    for (const projection of PROJECTIONS) await rebuildProjection(events, freshStore, projection);
    return { live: await dump(liveStore), rebuilt: await dump(freshStore) };
  } finally {
    await Promise.all([events.close(), liveStore.close(), freshStore.close()]);
  }
}
