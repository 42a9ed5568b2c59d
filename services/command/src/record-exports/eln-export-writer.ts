import { writeElnArchive } from "@labledger/adapters/eln/write-eln-archive";
import { buildCrate, type ElnRecord, safeSegment } from "@labledger/domain";
import { organisationName } from "../exports/report";
import type { Runtime } from "../runtime/runtime";
import { elnRecordOf } from "./eln-record-of";
import type { ExportWriter } from "./export-worker";
import { progressInTurn, recordNamesCaughtUp } from "./writer-support";

/**
 * The records as the ELN Consortium's .eln (an RO-Crate in a zip): each record a dataset with its
 * modules as text and as LabLedger's own JSON, its files with their SHA-256, its signatures and its
 * history. Files are streamed from the blob store one at a time into the zip.
 */
export function elnExportWriter(runtime: Pick<Runtime, "ports" | "version">, publicUrl = ""): ExportWriter {
  return {
    extension: "eln",
    mediaType: "application/vnd.eln+zip",
    async write(output, job, progress) {
      const total = job.recordIds.length;
      const told = progressInTurn(progress);
      await recordNamesCaughtUp(runtime.ports, job.position);
      const records: ElnRecord[] = [];
      for (const id of job.recordIds) {
        records.push(await elnRecordOf(runtime, id, job.language));
        told(Math.floor(records.length / 2));
      }
      const organisation = await organisationName(runtime.ports.readStore);
      const rootFolder = safeSegment(
        job.scopeName ?? (total === 1 ? records[0]!.number : `labledger-export-${job.exportId.slice(0, 6)}`),
        "labledger-export",
      );
      const crate = buildCrate(records, {
        rootFolder,
        publisher: { name: organisation || "LabLedger", url: publicUrl },
        exportedAt: new Date().toISOString(),
        labledgerVersion: runtime.version,
        language: job.language,
      });
      await writeElnArchive(
        rootFolder,
        JSON.stringify(crate.metadata, null, 2),
        crate.files,
        (sha256) => runtime.ports.blobs.open(sha256),
        output,
      );
      told(total);
      await told.settled();
    },
  };
}
