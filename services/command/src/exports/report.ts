import type { ReadStore } from "@labledger/ports";
import type { Response } from "express";
import type { AuthenticatedRequest } from "../http/access.guard";
import { type Language, translate } from "../i18n/translate";
import { formatTime } from "../records/experiment-trace";
import { type PdfColumn, writeTablePdf } from "./pdf-table";
import { PDF_VALUE_MAX } from "./pdf-value";

/** A file name that says what and when, safe in a header: audit-trail-20261123.pdf. */
export const exportFileName = (stem: string, extension: "csv" | "pdf", now = new Date()) =>
  `${stem.replace(/[^\w.-]+/g, "_")}-${now.toISOString().slice(0, 10).replaceAll("-", "")}.${extension}`;

export function startDownload(response: Response, fileName: string, contentType: string): void {
  response.setHeader("content-type", contentType);
  response.setHeader("content-disposition", `attachment; filename="${fileName}"`);
}

/**
 * Sends a report as a PDF download. Around the caller's own facts (what it lists), every
 * report says whose organisation it is, who exported it and when; each page is numbered.
 */
export async function sendPdfReport(
  response: Response,
  request: AuthenticatedRequest,
  readStore: ReadStore,
  language: Language,
  report: {
    readonly fileName: string;
    readonly title: string;
    readonly facts: ReadonlyArray<readonly [string, string]>;
    readonly columns: readonly PdfColumn[];
    readonly emptyText: string;
    readonly rows: Iterable<readonly string[]>;
  },
): Promise<void> {
  const { rows: organisations } = await readStore.find("organisations", { limit: 1 });
  const { realName, account } = request.session.member;
  startDownload(response, report.fileName, "application/pdf");
  await writeTablePdf(
    response,
    {
      title: report.title,
      facts: [
        [translate(language, "export.organisation"), String(organisations[0]?.name ?? "")],
        ...report.facts,
        [translate(language, "export.exportedBy"), `${realName} (${account})`],
        [translate(language, "export.exportedAt"), formatTime(new Date().toISOString())],
      ],
      note: translate(language, "export.valuesShortened", { max: PDF_VALUE_MAX }),
      columns: report.columns,
      emptyText: report.emptyText,
      pageLabel: (page, pages) => `${report.title} · ${translate(language, "export.page", { page, pages })}`,
      author: realName,
    },
    report.rows,
  );
}
