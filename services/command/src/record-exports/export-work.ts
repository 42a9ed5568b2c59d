import { randomUUID } from "node:crypto";
import { hostname } from "node:os";
import { LeaseKeeper } from "@labledger/adapters/lease/lease-keeper";
import type { Runtime } from "../runtime/runtime";
import { exportSettings } from "./commands/export.commands";
import { elnExportWriter } from "./eln-export-writer";
import { ExportWorker } from "./export-worker";
import { pdfExportWriter } from "./pdf-export-writer";

const workerOf = (runtime: Runtime, log: (line: string) => void) =>
  new ExportWorker(
    runtime.ports,
    { pdf: pdfExportWriter(runtime), eln: elnExportWriter(runtime) },
    () => exportSettings(runtime),
    log,
  );

/**
 * Starts the export writer: in this process when the workers run here (embedded mode); otherwise
 * (distributed) every command process stands by for the lease "exports" and the one holding it writes.
 */
export function startExportWork(runtime: Runtime, inProcess: boolean, log: (line: string) => void): { stop(): Promise<void> } {
  if (inProcess) {
    const worker = workerOf(runtime, log);
    const started = worker.start();
    return { stop: async () => (await started, worker.stop()) };
  }
  const keeper = new LeaseKeeper({
    store: runtime.ports.leases,
    name: "exports",
    holder: `${hostname()}/${process.pid}/${randomUUID().slice(0, 8)}`,
    work: "LabLedger export writer",
    log,
    start: async () => {
      const worker = workerOf(runtime, log);
      await worker.start();
      return { stop: () => worker.stop() };
    },
  });
  keeper.start();
  return { stop: () => keeper.stop() };
}
