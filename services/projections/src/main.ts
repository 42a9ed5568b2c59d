// Distributed mode: the projection workers alone (MONGODB_URL, KURRENTDB_URL, ...).
// LABLEDGER_PROJECTIONS=audit,members runs those read models only (unset: every one).

import { openPorts } from "@labledger/adapters/open-ports";
import { endOnSignals } from "@labledger/adapters/process/service-lifecycle";
import { ASSIGNMENT_SETTING, assignedProjections } from "./assignment";
import { ProjectionProcessAnnouncement } from "./processes";
import { ProjectionRunner } from "./runner";

const SHARED = (projections: string, others: string) =>
  `警告：投影 ${projections} 也在其他进程中运行（${others}）。检查点不会倒退，但每个事件会被处理两次；请用 ${ASSIGNMENT_SETTING} 为每个进程分配不同的投影。\n` +
  `Warning: projections ${projections} also run in ${others}. Their checkpoints never move back, but every event is projected twice; give each process its own projections with ${ASSIGNMENT_SETTING}.`;

// Before any store is opened: a setting naming an unknown projection stops the start.
const projections = assignedProjections(process.env[ASSIGNMENT_SETTING]);
const ports = await openPorts(process.env);
const runners = projections.map((p) => new ProjectionRunner(ports.events, ports.readStore, p));
const announcement = new ProjectionProcessAnnouncement(
  ports.readStore,
  "projections",
  projections.map((p) => p.name),
);
for (const runner of runners) await runner.start();
const alongside = await announcement.start();
console.log(
  `LabLedger projections (${ports.readStore.kind} from ${ports.events.kind}, pid ${process.pid}): ${runners.map((r) => r.projection.name).join(", ")}`,
);
if (alongside.length > 0) {
  const shared = projections.map((p) => p.name).filter((name) => alongside.some((other) => other.projections.includes(name)));
  console.error(SHARED(shared.join(", "), alongside.map((other) => other.name).join("; ")));
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
    // Together: each finishes the batch it is writing, and none starts another meanwhile.
    await Promise.all(runners.map((runner) => runner.stop()));
    await announcement.stop().catch(() => {});
    await ports.close();
  },
  { withinMs: 3_000 },
);
