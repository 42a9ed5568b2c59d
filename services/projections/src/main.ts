// Distributed mode: the projection workers alone (MONGODB_URL, KURRENTDB_URL, ...).

import { openPorts } from "@labledger/adapters/open-ports";
import { endOnSignals } from "@labledger/adapters/process/service-lifecycle";
import { PROJECTIONS } from "./read-models";
import { ProjectionRunner } from "./runner";

const ports = await openPorts(process.env);
const runners = PROJECTIONS.map((p) => new ProjectionRunner(ports.events, ports.readStore, p));
for (const runner of runners) await runner.start();
console.log(
  `LabLedger projections (${ports.readStore.kind} from ${ports.events.kind}): ${runners.map((r) => r.projection.name).join(", ")}`,
);

const report = setInterval(async () => {
  for (const status of await Promise.all(runners.map((r) => r.status()))) {
    if (status.lag > 0 || status.error)
      console.log(
        `projection ${status.name}: position ${status.position}, lag ${status.lag}${status.error ? `, error ${status.error}` : ""}`,
      );
  }
}, 10_000);

endOnSignals(async () => {
  clearInterval(report);
  for (const runner of runners) await runner.stop();
  await ports.close();
});
