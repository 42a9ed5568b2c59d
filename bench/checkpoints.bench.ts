// Issue 22: what the never-backwards checkpoint costs on a MongoDB-wire server.
// MONGODB_URL=mongodb://127.0.0.1:27017/ npx tsx bench/checkpoints.bench.ts [commits]
// Baseline in the same run: the store's former commit (the document's terms read, its guarded write,
// then the checkpoint set by `_id` without a guard) and former read (findOne by `_id`), with the driver.
import { fileURLToPath } from "node:url";
import { MongoReadStore } from "@labledger/adapters/read-store/mongodb";
import { uuidv7 } from "@labledger/events";
import { MongoClient } from "mongodb";
import { machine, percentiles } from "./measure";

export interface CheckpointFigures {
  readonly commits: number;
  /** One live batch (one upsert) through MongoReadStore.commit: pre-check, write, checkpoint mark. */
  readonly guardedCommit: { p50: number; p99: number };
  readonly unguardedCommit: { p50: number; p99: number };
  readonly guardedRead: { p50: number; p99: number };
  readonly unguardedRead: { p50: number; p99: number };
}

export async function checkpointCost(url: string, commits: number): Promise<CheckpointFigures> {
  const database = `labledger_bench_cp_${uuidv7().replace(/-/g, "").slice(-10)}`;
  const store = await MongoReadStore.connect(url, database);
  const client = await MongoClient.connect(url);
  const db = client.db(database);
  try {
    // Other read models' checkpoints beside it, as in a real store (ten projections and their versions).
    for (let i = 0; i < 20; i++) await store.commit({ checkpointKey: `other${i}`, writes: [], checkpoint: 1 });
    const docs = db.collection<{ _id: string; id: string; n: number; _pos: number }>("bench_unguarded");
    const checkpoints = db.collection<{ _id: string; position: number }>("_unguarded_checkpoints");
    let position = 0;
    const guarded = async () => {
      await store.commit({
        checkpointKey: "guarded",
        checkpoint: position,
        writes: [{ op: "upsert", collection: "bench_guarded", doc: { id: `d${position % 50}`, n: position }, position }],
      });
    };
    const unguarded = async () => {
      const id = `d${position % 50}`;
      // As the store: an upsert without text keeps the stored document's search terms.
      await docs.findOne({ _id: id }, { projection: { _terms: 1 } });
      try {
        await docs.replaceOne(
          { _id: id, $or: [{ _pos: { $lt: position } }, { _pos: { $exists: false } }] },
          { id, n: position, _pos: position },
          { upsert: true },
        );
      } catch {
        // a newer document: skipped, as the store does
      }
      await checkpoints.updateOne({ _id: "unguarded" }, { $set: { position } }, { upsert: true });
    };
    // Interleaved, one of each per position, so both meet the same load of the (shared) machine.
    const guardedSamples: number[] = [];
    const unguardedSamples: number[] = [];
    const time = async (work: () => Promise<unknown>, samples: number[]) => {
      const started = performance.now();
      await work();
      samples.push(performance.now() - started);
    };
    for (let i = 0; i < commits; i++) {
      position += 1;
      await time(guarded, guardedSamples);
      await time(unguarded, unguardedSamples);
    }
    const guardedCommit = percentiles(guardedSamples);
    const unguardedCommit = percentiles(unguardedSamples);
    const readSamples: number[] = [];
    const baselineReadSamples: number[] = [];
    for (let i = 0; i < commits; i++) {
      await time(() => store.checkpoint("guarded"), readSamples);
      await time(() => checkpoints.findOne({ _id: "unguarded" }), baselineReadSamples);
    }
    const guardedRead = percentiles(readSamples);
    const unguardedRead = percentiles(baselineReadSamples);
    return { commits, guardedCommit, unguardedCommit, guardedRead, unguardedRead };
  } finally {
    await db.dropDatabase();
    await client.close();
    await store.close();
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const url = process.env.MONGODB_URL;
  if (!url) throw new Error("set MONGODB_URL (infra/mongo-wire/start.sh starts a MongoDB-wire server)");
  const figures = await checkpointCost(url, Number(process.argv[2] ?? 500));
  const ms = ({ p50, p99 }: { p50: number; p99: number }) => `p50 ${p50.toFixed(2)} ms, p99 ${p99.toFixed(2)} ms`;
  console.log(JSON.stringify(machine()));
  console.log(`${figures.commits} commits of one upsert each, ${url}`);
  console.log(`commit, checkpoint never backwards: ${ms(figures.guardedCommit)}`);
  console.log(`commit, former unguarded (baseline): ${ms(figures.unguardedCommit)}`);
  console.log(`checkpoint read, greatest mark:       ${ms(figures.guardedRead)}`);
  console.log(`checkpoint read, findOne by _id:      ${ms(figures.unguardedRead)}`);
}
