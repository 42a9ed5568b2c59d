import type { ReadStore } from "@labledger/ports";
import type { Response } from "express";
import { downloadName, exportFacts, startDownload } from "../../exports/report";
import type { AuthenticatedRequest } from "../../http/access.guard";
import { negotiateLanguage } from "../../i18n/translate";
import { sendReportPdf } from "./report-pdf";
import { type ReportFile, reportFacts } from "./report-words";
import { reportWorkbook, XLSX_TYPE } from "./report-xlsx";

/**
 * A data-mining report as a file (spec /datamining, issue 21), in the reader's language and named
 * after the report: a PDF to read (facts, summary, charts, table) or an XLSX workbook to work on.
 */
export async function sendReportFile(
  response: Response,
  request: AuthenticatedRequest,
  readStore: ReadStore,
  format: "pdf" | "xlsx",
  file: ReportFile,
): Promise<void> {
  const language = negotiateLanguage(request.headers["accept-language"]);
  const name = downloadName(file.report.name, format, "report");
  if (format === "pdf") return sendReportPdf(response, request, readStore, file, name, language);
  const facts = await exportFacts(request, readStore, language, await reportFacts(readStore, file, language));
  const bytes = reportWorkbook(file, facts, language);
  startDownload(response, name, XLSX_TYPE);
  response.end(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength));
}
