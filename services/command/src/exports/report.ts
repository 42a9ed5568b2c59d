import type { ReadStore } from "@labledger/ports";
import type { Response } from "express";
import type { AuthenticatedRequest } from "../http/access.guard";
import { type Language, translate } from "../i18n/translate";
import { formatTime } from "../records/experiment-trace";
import { type PdfColumn, type TablePdf, writeTablePdf } from "./pdf-table";
import { PDF_VALUE_MAX } from "./pdf-value";

export type ExportExtension = "csv" | "pdf" | "eln" | "xlsx" | "rxn" | "mol" | "sdf" | "smi" | "svg";

const day = (now: Date) => now.toISOString().slice(0, 10).replaceAll("-", "");

/** A file name that says what and when, safe in a header: audit-trail-20261123.pdf. */
export const exportFileName = (stem: string, extension: ExportExtension, now = new Date()) =>
  `${stem.replace(/[^\w.-]+/g, "_")}-${day(now)}.${extension}`;

/** A download's name twice: in ASCII for every client, and as people named it (Chinese, say) for those that read RFC 6266's `filename*`. */
export interface DownloadName {
  readonly ascii: string;
  readonly unicode: string;
}

/**
 * The names a file made of something people named is offered under: `exportFileName` of the name
 * (or of `fallback` when the name holds no ASCII letter or digit), and the name itself with only
 * what a file system or a header refuses (controls, lone surrogates, / \ : * ? " < > |) replaced.
 */
export function downloadName(name: string, extension: ExportExtension, fallback: string, now = new Date()): DownloadName {
  const stem = name.replace(/[^\w.-]+/g, "_").replace(/^[_.-]+|[_.-]+$/g, "");
  const ascii = exportFileName(/[A-Za-z0-9]/.test(stem) ? stem : fallback, extension, now);
  const kept = name
    .normalize("NFC")
    .trim()
    .replace(/[\p{Cc}\p{Cf}\p{Cs}\p{Zl}\p{Zp}/\\:*?"<>|]+/gu, "_")
    .replace(/\s+/g, " ");
  return { ascii, unicode: `${kept || fallback}-${day(now)}.${extension}` };
}

/** RFC 5987 value characters: everything else percent-encoded from UTF-8. */
const rfc5987 = (text: string) =>
  encodeURIComponent(text).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

/** The download headers: the ASCII name for every client, and `filename*` in UTF-8 when the name people gave differs. */
export function startDownload(response: Response, fileName: string | DownloadName, contentType: string): void {
  const { ascii, unicode } = typeof fileName === "string" ? { ascii: fileName, unicode: fileName } : fileName;
  response.setHeader("content-type", contentType);
  response.setHeader(
    "content-disposition",
    `attachment; filename="${ascii}"${unicode === ascii ? "" : `; filename*=UTF-8''${rfc5987(unicode)}`}`,
  );
}

/** The organisation's name, which every exported file says it is from. */
export async function organisationName(readStore: ReadStore): Promise<string> {
  const { rows } = await readStore.find<{ id: string; name?: string }>("organisations", { limit: 1 });
  return rows[0]?.name ?? "";
}

/** Every exported file says whose organisation it is, then what it holds (`facts`), who exported it and when. */
export async function exportFacts(
  request: AuthenticatedRequest,
  readStore: ReadStore,
  language: Language,
  facts: ReadonlyArray<readonly [string, string]>,
  now = new Date(),
): Promise<Array<readonly [string, string]>> {
  const { realName, account } = request.session.member;
  return [
    [translate(language, "export.organisation"), await organisationName(readStore)],
    ...facts,
    [translate(language, "export.exportedBy"), `${realName} (${account})`],
    [translate(language, "export.exportedAt"), formatTime(now.toISOString())],
  ];
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
    readonly fileName: string | DownloadName;
    readonly title: string;
    readonly facts: ReadonlyArray<readonly [string, string]>;
    /** Under the facts; by default, that long values are shortened in the PDF and whole in the CSV. */
    readonly note?: string;
    readonly beforeTable?: TablePdf["beforeTable"];
    readonly columns: readonly PdfColumn[];
    readonly emptyText: string;
    readonly rows: Iterable<readonly string[]>;
  },
): Promise<void> {
  const facts = await exportFacts(request, readStore, language, report.facts);
  startDownload(response, report.fileName, "application/pdf");
  await writeTablePdf(
    response,
    {
      title: report.title,
      facts,
      note: report.note ?? translate(language, "export.valuesShortened", { max: PDF_VALUE_MAX }),
      ...(report.beforeTable ? { beforeTable: report.beforeTable } : {}),
      columns: report.columns,
      emptyText: report.emptyText,
      pageLabel: (page, pages) => `${report.title} · ${translate(language, "export.page", { page, pages })}`,
      author: request.session.member.realName,
    },
    report.rows,
  );
}
