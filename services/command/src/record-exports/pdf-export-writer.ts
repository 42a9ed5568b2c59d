import { loadRecordDocument, type RecordDocument } from "../exports/record-pdf/record-document";
import { writeRecordPdf } from "../exports/record-pdf/write-record-pdf";
import { organisationName } from "../exports/report";
import { translate } from "../i18n/translate";
import { formatTime } from "../records/experiment-trace";
import type { Runtime } from "../runtime/runtime";
import type { ExportWriter } from "./export-worker";
import { progressInTurn, recordNamesCaughtUp } from "./writer-support";

/**
 * The records as one readable PDF (21 CFR 11.10(b)): each with its modules, signatures, approval
 * history, audit trail and integrity statement. Reading the records is the first half of the
 * progress, writing them the second.
 */
export function pdfExportWriter(runtime: Pick<Runtime, "ports" | "checkpoints">): ExportWriter {
  return {
    extension: "pdf",
    mediaType: "application/pdf",
    async write(output, job, progress) {
      const total = job.recordIds.length;
      const told = progressInTurn(progress);
      await recordNamesCaughtUp(runtime.ports, job.position);
      const documents: RecordDocument[] = [];
      for (const id of job.recordIds) {
        documents.push(await loadRecordDocument(runtime, id, job.language));
        told(Math.floor(documents.length / 2));
      }
      const meta = {
        title: translate(job.language, "export.fileTitle"),
        organisation: await organisationName(runtime.ports.readStore),
        exportedBy: job.requesterName,
        exportedAt: formatTime(new Date().toISOString()),
        language: job.language,
      };
      await writeRecordPdf(output, documents, meta, (done, parts) =>
        told(Math.floor(total / 2 + ((total - Math.floor(total / 2)) * done) / parts)),
      );
      await told.settled();
    },
  };
}
