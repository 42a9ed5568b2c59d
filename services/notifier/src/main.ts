// Distributed mode: the notifier alone, publishing the log to Kafka (KAFKA_BROKERS, KURRENTDB_URL, ...).

import { openPorts } from "@labledger/adapters/open-ports";
import { endOnSignals } from "@labledger/adapters/process/service-lifecycle";
import { CheckpointSetupError, startCheckpointing } from "./checkpointing";
import { MessageReactor } from "./message-reactor";
import { outboxFrom } from "./outbox";
import { DownstreamPublisher } from "./publisher";

const ports = await openPorts(process.env);
const publisher = new DownstreamPublisher(ports.events, ports.bus, { source: process.env.LABLEDGER_SOURCE || "/labledger" });
await publisher.start();
// The one checkpointer runs beside the one publisher; its checkpoints are stamped where LABLEDGER_TSA_URL is set.
const extras = { publisher, ...(ports.timestamps ? { timestamps: ports.timestamps } : {}) };
const checkpointer = await startCheckpointing(ports.events, ports.dataDir, process.env, console.log, extras).catch(
  (error: unknown) => {
    // A refusal already says why, in both languages: no stack trace for the operator.
    if (!(error instanceof CheckpointSetupError)) throw error;
    console.error(error.message);
    process.exit(1);
  },
);
const reactor = new MessageReactor(ports.events, ports.readStore, outboxFrom(process.env, ports.dataDir));
await reactor.start();
console.log(`LabLedger notifier: publishing ${ports.events.kind} to ${ports.bus.kind}`);

endOnSignals(async () => {
  await checkpointer.stop();
  await publisher.stop();
  await reactor.stop();
  await ports.close();
});
