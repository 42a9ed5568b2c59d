import { randomUUID } from "node:crypto";
import { hostname } from "node:os";
import { LeaseKeeper } from "@labledger/adapters/lease/lease-keeper";
import type { Runtime } from "../runtime/runtime";
import { exportSettings } from "./commands/export.commands";
import { elnExportWriter } from "./eln-export-writer";
import { ExportWorker } from "./export-worker";
import { pdfExportWriter } from "./pdf-export-writer";

const workerOf = (runtime: Runtime, publicUrl: string, log: (line: string) => void) =>
  new ExportWorker(
    runtime.ports,
    { pdf: pdfExportWriter(runtime), eln: elnExportWriter(runtime, publicUrl) },
    () => exportSettings(runtime),
    log,
  );

/**
 * Starts the export writer (`publicUrl`: where members open LabLedger, named in .eln files as their publisher's address): in this process when the workers run here (embedded mode); otherwise
 * (distributed) every command process stands by for the lease "exports" and the one holding it writes.
 */
export async function startExportWork(
  runtime: Runtime,
  { inProcess, publicUrl }: { inProcess: boolean; publicUrl: string },
  log: (line: string) => void,
): Promise<{ stop(): Promise<void> }> {
  if (inProcess) {
    const worker = workerOf(runtime, publicUrl, log);
    await worker.start();
    return { stop: () => worker.stop() };
  }
  const keeper = new LeaseKeeper({
    store: runtime.ports.leases,
    name: "exports",
    holder: `${hostname()}/${process.pid}/${randomUUID().slice(0, 8)}`,
    work: "LabLedger export writer",
    log,
    start: async () => {
      const worker = workerOf(runtime, publicUrl, log);
      await worker.start();
      return { stop: () => worker.stop() };
    },
  });
  keeper.start();
  return { stop: () => keeper.stop() };
}
