// Distributed mode: the projection workers alone (MONGODB_URL, KURRENTDB_URL, ...).
// LABLEDGER_PROJECTIONS=audit,members runs those read models only (unset: every one). Each read
// model is kept by one process at a time, the one holding its lease; others assigned it stand by.

import { randomUUID } from "node:crypto";
import { hostname } from "node:os";
import { LeaseKeeper } from "@labledger/adapters/lease/lease-keeper";
import { openPorts } from "@labledger/adapters/open-ports";
import { endOnSignals } from "@labledger/adapters/process/service-lifecycle";
import { positiveNumber } from "@labledger/adapters/process/settings";
import { extractText } from "@labledger/adapters/text-extraction/extract-text";
import { ASSIGNMENT_SETTING, type Assignable, AssignmentError, assignedProjections } from "./assignment";
import { ProjectionProcessAnnouncement } from "./processes";
import type { Projection } from "./projection";
import { RECORD_VALUES, RecordValuesKeeper } from "./restate/record-values";
import { StreamFolds } from "./restate/stream-folds";
import type { StreamRestater } from "./restate/stream-restater";
import { ProjectionRunner } from "./runner";
import { SEARCH_INDEX, SearchIndexer } from "./search/search-indexer";
import { STRUCTURE_INDEX, StructureIndexer } from "./structure-index/structure-indexer";

const SHARED = (projections: string, others: string) =>
  `投影 ${projections} 也分配给了其他进程（${others}）：每个投影同一时刻只由持有其租约的一个进程处理，其余进程热备，在其停止后接管。\n` +
  `Projections ${projections} are also assigned to ${others}: each is kept by one process at a time, the one holding its lease; the others stand by and take over when it stops.`;

// Before any store is opened: a setting naming an unknown projection stops the start.
let assigned: Assignable[];
try {
  assigned = assignedProjections(process.env[ASSIGNMENT_SETTING]);
} catch (error) {
  // The refusal already says why, in both languages: no stack trace for the operator.
  if (!(error instanceof AssignmentError)) throw error;
  console.error(error.message);
  process.exit(1);
}
const projections = assigned.filter((p): p is Projection => "project" in p);
const ports = await openPorts(process.env);
// One fold of a record for the restated models, kept between batches.
const folds = new StreamFolds(ports.events);
const runners: Array<ProjectionRunner | StreamRestater> = projections.map(
  (p) => new ProjectionRunner(ports.events, ports.readStore, p),
);
if (assigned.includes(RECORD_VALUES)) runners.push(new RecordValuesKeeper(ports.events, ports.readStore, folds));
if (assigned.includes(SEARCH_INDEX)) runners.push(new SearchIndexer(ports.events, ports.search, ports.blobs, extractText, folds));
if (assigned.includes(STRUCTURE_INDEX))
  runners.push(new StructureIndexer(ports.events, ports.structures, ports.chemistry, folds));
const announcement = new ProjectionProcessAnnouncement(
  ports.readStore,
  "projections",
  assigned.map((p) => p.name),
);
const holder = `${hostname()}/${process.pid}/${randomUUID().slice(0, 8)}`;
const leaseMs = positiveNumber(process.env.LABLEDGER_PROJECTION_LEASE_SECONDS, 6) * 1000;
const keepers = runners.map(
  (runner) =>
    new LeaseKeeper({
      store: ports.leases,
      name: `projection:${runner.name}`,
      holder,
      ttlMs: leaseMs,
      work: `LabLedger projection ${runner.name}`,
      start: async () => {
        await runner.start();
        return { stop: () => runner.stop() };
      },
    }),
);
for (const keeper of keepers) keeper.start();
const alongside = await announcement.start();
console.log(
  `LabLedger projections (${ports.readStore.kind} from ${ports.events.kind}, pid ${process.pid}): ${runners.map((r) => r.name).join(", ")}`,
);
if (alongside.length > 0) {
  const shared = assigned.map((p) => p.name).filter((name) => alongside.some((other) => other.projections.includes(name)));
  console.log(SHARED(shared.join(", "), alongside.map((other) => other.name).join("; ")));
}

const report = setInterval(async () => {
  for (const status of await Promise.all(runners.map((r) => r.status()))) {
    if (status.lag > 0 || status.error)
      console.log(
        `projection ${status.name}: position ${status.position}, lag ${status.lag}${status.error ? `, error ${status.error}` : ""}`,
      );
  }
}, 10_000);

// A batch cut off loses nothing (replayed at the next start), so the process need not wait long for a
// large one on a slow server: 3 s leaves room under the 5 s an operator is promised.
endOnSignals(
  async () => {
    clearInterval(report);
    // Together: each finishes the batch it is writing, none starts another meanwhile, and each lease is
    // released so a standby takes over at once.
    await Promise.all(keepers.map((keeper) => keeper.stop()));
    await announcement.stop().catch(() => {});
    await ports.close();
  },
  { withinMs: 3_000 },
);
