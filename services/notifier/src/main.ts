// Distributed mode: the notifier alone, publishing the log to Kafka (KAFKA_BROKERS, KURRENTDB_URL, ...).
// Any number may run: the one holding the lease "notifier" works, the others stand by (docs/EVENTS.md).

import { randomUUID } from "node:crypto";
import { hostname } from "node:os";
import { LeaseKeeper } from "@labledger/adapters/lease/lease-keeper";
import { openPorts } from "@labledger/adapters/open-ports";
import { endOnSignals } from "@labledger/adapters/process/service-lifecycle";
import { positiveNumber } from "@labledger/adapters/process/settings";
import { CheckpointSetupError, prepareCheckpointing } from "./checkpointing";
import { startNotifierWork } from "./notifier-work";

const ports = await openPorts(process.env);
let setup: ReturnType<typeof prepareCheckpointing>;
try {
  setup = prepareCheckpointing(ports.dataDir, process.env, console.log);
} catch (error) {
  // A refusal already says why, in both languages: no stack trace for the operator.
  if (!(error instanceof CheckpointSetupError)) throw error;
  console.error(error.message);
  process.exit(1);
}
const leaseSeconds = positiveNumber(process.env.LABLEDGER_NOTIFIER_LEASE_SECONDS, 6);
const keeper = new LeaseKeeper({
  store: ports.leases,
  name: "notifier",
  holder: `${hostname()}/${process.pid}/${randomUUID().slice(0, 8)}`,
  ttlMs: leaseSeconds * 1000,
  work: "LabLedger notifier",
  start: (_lease, holds, restart) =>
    startNotifierWork(ports, setup, {
      source: process.env.LABLEDGER_SOURCE || "/labledger",
      env: process.env,
      log: console.log,
      holds,
      restart,
    }),
});
keeper.start();
console.log(
  `LabLedger notifier: publishing ${ports.events.kind} to ${ports.bus.kind} while it holds the lease (${ports.leases.kind})`,
);

endOnSignals(async () => {
  await keeper.stop();
  await ports.close();
});
