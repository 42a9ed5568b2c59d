import { readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import type {
  BlobStore,
  Chemistry,
  DownstreamBus,
  EventStore,
  LeaseStore,
  ReadStore,
  SearchIndex,
  SessionStore,
  SheetEngine,
  SnapshotStore,
  StructureIndex,
  TimestampAuthority,
} from "@labledger/ports";
import { LocalDiskBlobStore } from "./blob-store/local-disk";
import { InProcessBus } from "./bus/in-process";
import { lazyChemistry } from "./chemistry/lazy-chemistry";
import { SqliteEventStore } from "./event-store/sqlite";
import { SqliteLeaseStore } from "./lease/sqlite";
import { openSqliteReadModels } from "./read-store/sqlite-read-models";
import { SqliteSearchIndex } from "./search/sqlite-fts";
import { SqliteSessionStore } from "./session-store/sqlite";
import { lazySheetEngine } from "./sheet-engine/lazy";
import { SqliteSnapshotStore } from "./snapshot-store/sqlite";
import { SqliteStructureIndex } from "./structure-index/sqlite";

export interface Ports {
  readonly mode: "embedded" | "distributed";
  readonly dataDir: string;
  readonly events: EventStore;
  readonly readStore: ReadStore;
  /** The global search's index (a read model of its own): SQLite FTS5 embedded, the MongoDB database distributed. */
  readonly search: SearchIndex;
  /** The structure search's index (a read model of its own): SQLite embedded, the MongoDB database distributed. */
  readonly structures: StructureIndex;
  readonly blobs: BlobStore;
  readonly bus: DownstreamBus;
  readonly sessions: SessionStore;
  /** Folded states of long streams (a SQLite file under LABLEDGER_DATA in every mode: a per-host cache checked against the log). */
  readonly snapshots: SnapshotStore;
  /** Who does a piece of work that must run once (the notifier): the shared database's, else a file under LABLEDGER_DATA (one host). */
  readonly leases: LeaseStore;
  /** The RFC 3161 time-stamping authority, when LABLEDGER_TSA_URL names one. */
  readonly timestamps?: TimestampAuthority;
  /** Chemistry computed on the server (Indigo and RDKit as WASM, in-process), started at its first use. */
  readonly chemistry: Chemistry;
  /** The formula engine spreadsheet modules are computed with (IronCalc as WASM, in-process), started at its first use. */
  readonly sheets: SheetEngine;
  close(): Promise<void>;
}

export interface PortsEnvironment {
  readonly LABLEDGER_DATA?: string;
  readonly KURRENTDB_URL?: string;
  readonly MONGODB_URL?: string;
  readonly MONGODB_DATABASE?: string;
  readonly KAFKA_BROKERS?: string;
  readonly KAFKA_TOPIC?: string;
  /** An RFC 3161 time-stamping authority (HTTP or HTTPS) for the checkpoints of the log. */
  readonly LABLEDGER_TSA_URL?: string;
  /** PEM file of the certificates the TSA's certificate must chain to (required with LABLEDGER_TSA_URL). */
  readonly LABLEDGER_TSA_CA?: string;
  /** Milliseconds to wait for the TSA's answer (10000). */
  readonly LABLEDGER_TSA_TIMEOUT_MS?: string;
}

/**
 * Picks each port's adapter from the environment: a server when its variable is set,
 * else the embedded one under LABLEDGER_DATA (default ./data). The server clients are
 * loaded only when used, so the embedded mode starts without them.
 */
export async function openPorts(env: PortsEnvironment = process.env): Promise<Ports> {
  // First, so a setting it cannot use stops the start before any store is opened.
  const timestamps = env.LABLEDGER_TSA_URL ? await openTimestampAuthority(env.LABLEDGER_TSA_URL, env) : undefined;
  const dataDir = resolve(env.LABLEDGER_DATA || "data");
  const distributed = Boolean(env.KURRENTDB_URL || env.MONGODB_URL || env.KAFKA_BROKERS);
  const events: EventStore = env.KURRENTDB_URL
    ? new (await import("./event-store/kurrentdb")).KurrentDbEventStore(env.KURRENTDB_URL)
    : // Distributed, the projections and the notifier read the file from their own processes.
      new SqliteEventStore(join(dataDir, "events.sqlite"), { readByOtherProcesses: distributed });
  const readStore: ReadStore = env.MONGODB_URL
    ? await (await import("./read-store/mongodb")).MongoReadStore.connect(env.MONGODB_URL, env.MONGODB_DATABASE || "labledger")
    : await openSqliteReadModels(dataDir);
  const search: SearchIndex = env.MONGODB_URL
    ? await (await import("./search/mongodb")).MongoSearchIndex.connect(env.MONGODB_URL, env.MONGODB_DATABASE || "labledger")
    : new SqliteSearchIndex(join(dataDir, "search.sqlite"));
  const structures: StructureIndex = env.MONGODB_URL
    ? await (await import("./structure-index/mongodb")).MongoStructureIndex.connect(
        env.MONGODB_URL,
        env.MONGODB_DATABASE || "labledger",
      )
    : new SqliteStructureIndex(join(dataDir, "structures.sqlite"));
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
  const leases: LeaseStore = env.MONGODB_URL
    ? await (await import("./lease/mongodb")).MongoLeaseStore.connect(env.MONGODB_URL, env.MONGODB_DATABASE || "labledger")
    : new SqliteLeaseStore(join(dataDir, "leases.sqlite"));
  const chemistry = lazyChemistry(async () => (await import("./chemistry/wasm-chemistry")).WasmChemistry.start());
  const sheets = lazySheetEngine();
  return {
    mode: distributed ? "distributed" : "embedded",
    dataDir,
    events,
    readStore,
    search,
    structures,
    blobs: new LocalDiskBlobStore(join(dataDir, "blobs")),
    bus,
    sessions,
    snapshots,
    leases,
    ...(timestamps ? { timestamps } : {}),
    chemistry,
    sheets,
    async close() {
      await Promise.allSettled([
        chemistry.close(),
        sheets.close(),
        events.close(),
        readStore.close(),
        search.close(),
        structures.close(),
        bus.close(),
        sessions.close(),
        snapshots.close(),
        leases.close(),
      ]);
    },
  };
}

/** The RFC 3161 adapter, refusing to start on a setting it could not use rather than failing at the first checkpoint. */
async function openTimestampAuthority(url: string, env: PortsEnvironment): Promise<TimestampAuthority> {
  if (!/^https?:\/\//i.test(url)) throw new Error(`LABLEDGER_TSA_URL must be an http:// or https:// address, not "${url}"`);
  if (!env.LABLEDGER_TSA_CA) {
    throw new Error(
      "LABLEDGER_TSA_URL is set without LABLEDGER_TSA_CA: name the PEM file of the certificates the TSA's certificate chains to",
    );
  }
  const timeout = env.LABLEDGER_TSA_TIMEOUT_MS ? Number(env.LABLEDGER_TSA_TIMEOUT_MS) : undefined;
  if (timeout !== undefined && !(Number.isInteger(timeout) && timeout > 0)) {
    throw new Error(
      `LABLEDGER_TSA_TIMEOUT_MS must be a whole number of milliseconds above 0, not "${env.LABLEDGER_TSA_TIMEOUT_MS}"`,
    );
  }
  let trustedPem: string;
  try {
    trustedPem = readFileSync(env.LABLEDGER_TSA_CA, "utf8");
  } catch (error) {
    throw new Error(
      `LABLEDGER_TSA_CA names a file that cannot be read: ${error instanceof Error ? error.message : String(error)}`,
    );
  }
  const { Rfc3161TimestampAuthority } = await import("./timestamp/rfc3161");
  return new Rfc3161TimestampAuthority({ url, trustedPem, ...(timeout ? { timeoutMs: timeout } : {}) });
}
