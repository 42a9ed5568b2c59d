import { join, resolve } from "node:path";
import type { BlobStore, DownstreamBus, EventStore, ReadStore, SessionStore, SnapshotStore } from "@labledger/ports";
import { LocalDiskBlobStore } from "./blob-store/local-disk";
import { InProcessBus } from "./bus/in-process";
import { SqliteEventStore } from "./event-store/sqlite";
import { SqliteReadStore } from "./read-store/sqlite";
import { SqliteSessionStore } from "./session-store/sqlite";
import { SqliteSnapshotStore } from "./snapshot-store/sqlite";

export interface Ports {
  readonly mode: "embedded" | "distributed";
  readonly dataDir: string;
  readonly events: EventStore;
  readonly readStore: ReadStore;
  readonly blobs: BlobStore;
  readonly bus: DownstreamBus;
  readonly sessions: SessionStore;
  /** Folded states of long streams (a SQLite file under LABLEDGER_DATA in every mode: a per-host cache checked against the log). */
  readonly snapshots: SnapshotStore;
  close(): Promise<void>;
}

export interface PortsEnvironment {
  readonly LABLEDGER_DATA?: string;
  readonly KURRENTDB_URL?: string;
  readonly MONGODB_URL?: string;
  readonly MONGODB_DATABASE?: string;
  readonly KAFKA_BROKERS?: string;
  readonly KAFKA_TOPIC?: string;
}

/**
 * Picks each port's adapter from the environment: a server when its variable is set,
 * else the embedded one under LABLEDGER_DATA (default ./data). The server clients are
 * loaded only when used, so the embedded mode starts without them.
 */
export async function openPorts(env: PortsEnvironment = process.env): Promise<Ports> {
  const dataDir = resolve(env.LABLEDGER_DATA || "data");
  const events: EventStore = env.KURRENTDB_URL
    ? new (await import("./event-store/kurrentdb")).KurrentDbEventStore(env.KURRENTDB_URL)
    : new SqliteEventStore(join(dataDir, "events.sqlite"));
  const readStore: ReadStore = env.MONGODB_URL
    ? await (await import("./read-store/mongodb")).MongoReadStore.connect(env.MONGODB_URL, env.MONGODB_DATABASE || "labledger")
    : new SqliteReadStore(join(dataDir, "read-models.sqlite"));
  const bus: DownstreamBus = env.KAFKA_BROKERS
    ? await (await import("./bus/kafka")).KafkaBus.connect({
        brokers: env.KAFKA_BROKERS.split(",").map((b) => b.trim()),
        ...(env.KAFKA_TOPIC ? { topic: env.KAFKA_TOPIC } : {}),
      })
    : new InProcessBus(join(dataDir, "bus-checkpoint.json"));
  const sessions: SessionStore = env.MONGODB_URL
    ? await (await import("./session-store/mongodb")).MongoSessionStore.connect(
        env.MONGODB_URL,
        env.MONGODB_DATABASE || "labledger",
      )
    : new SqliteSessionStore(join(dataDir, "sessions.sqlite"));
  const snapshots = new SqliteSnapshotStore(join(dataDir, "snapshots.sqlite"));
  const distributed = Boolean(env.KURRENTDB_URL || env.MONGODB_URL || env.KAFKA_BROKERS);
  return {
    mode: distributed ? "distributed" : "embedded",
    dataDir,
    events,
    readStore,
    blobs: new LocalDiskBlobStore(join(dataDir, "blobs")),
    bus,
    sessions,
    snapshots,
    async close() {
      await Promise.allSettled([events.close(), readStore.close(), bus.close(), sessions.close(), snapshots.close()]);
    },
  };
}
