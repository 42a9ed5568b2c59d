import { AuditExportQuery, AuditQuery, routes } from "@labledger/contracts";
import { DomainError } from "@labledger/domain";
import type { Filter } from "@labledger/ports";
import { Controller, Inject, Query, Req, Res } from "@nestjs/common";
import type { Response } from "express";
import { exportFileName, sendPdfReport, startDownload } from "../exports/report";
import type { AuthenticatedRequest } from "../http/access.guard";
import { page } from "../http/envelope";
import { listPage } from "../http/list-page";
import { Route } from "../http/route.decorator";
import { validate } from "../http/validate";
import { negotiateLanguage, translate } from "../i18n/translate";
import { readYourWrites } from "../pipeline/read-your-writes";
import { lastCheckpointWords } from "../records/checkpoint-words";
import { RUNTIME, type Runtime } from "../runtime/runtime";
import { describeAuditCriteria } from "./audit-criteria-text";
import { auditCsvHeader, auditCsvLines, auditPdfCells, auditPdfColumns } from "./audit-export";
import { type AuditCriteria, auditFilter } from "./audit-filter";
import { type AuditEntry, presentAuditRows, RecordReadings } from "./audit-rows";

/** The most entries one export holds: a larger search is refused, to be narrowed. A PDF is for reading, so it holds fewer. */
export const AUDIT_EXPORT_MAX = { csv: 100_000, pdf: 10_000 } as const;
const EXPORT_PAGE = 1_000;
const NEWEST_FIRST = [
  ["position", -1],
  ["id", 1],
] as const;

/** The team audit trail (issue 6): searched and exported; nothing here writes. */
@Controller()
export class AuditController {
  constructor(@Inject(RUNTIME) private readonly runtime: Runtime) {}

  @Route(routes.auditTrail)
  async search(@Query() query: unknown, @Req() request: AuthenticatedRequest) {
    const { pageIndex, pageSize, position, ...criteria } = validate(AuditQuery, query);
    const { readStore } = this.runtime.ports;
    await readYourWrites(this.runtime.ports, "audit", position);
    const result = await readStore.find<AuditEntry>("audit", {
      filter: await this.filterOf(criteria),
      sort: NEWEST_FIRST,
      skip: (pageIndex - 1) * pageSize,
      limit: pageSize,
    });
    const language = negotiateLanguage(request.headers["accept-language"]);
    return page(await presentAuditRows(this.runtime.ports, result.rows, language), result.total);
  }

  /** Auditors find any record here; its trace and past open to them (readsEveryRecordHistory). */
  @Route(routes.auditRecords)
  records(@Query() query: unknown) {
    return listPage(this.runtime.ports, { projection: "experiments", collection: "experiments" }, query, {
      newestFirst: true,
    });
  }

  @Route(routes.auditExport)
  async export(@Query() query: unknown, @Req() request: AuthenticatedRequest, @Res() response: Response) {
    const { format, position, ...criteria } = validate(AuditExportQuery, query);
    const { readStore } = this.runtime.ports;
    await readYourWrites(this.runtime.ports, "audit", position);
    const filter = await this.filterOf(criteria);
    const total = await readStore.count("audit", filter);
    const max = AUDIT_EXPORT_MAX[format];
    if (total > max) throw new DomainError("audit.exportTooLarge", "invalid", { total, max });
    const language = negotiateLanguage(request.headers["accept-language"]);
    const { ports } = this.runtime;
    const readings = new RecordReadings(ports.events);
    const pages = async function* () {
      for (let skip = 0; skip < total; skip += EXPORT_PAGE) {
        const { rows } = await readStore.find<AuditEntry>("audit", { filter, sort: NEWEST_FIRST, skip, limit: EXPORT_PAGE });
        yield await presentAuditRows(ports, rows, language, readings);
      }
    };
    if (format === "csv") {
      startDownload(response, exportFileName("audit-trail", "csv"), "text/csv; charset=utf-8");
      response.write(auditCsvHeader(language));
      try {
        for await (const rows of pages()) response.write(auditCsvLines(rows, language));
        response.end();
      } catch (error) {
        // The headers are gone: cut the download, so it cannot pass for a complete file.
        response.destroy(error as Error);
      }
      return;
    }
    // A PDF holds at most 10,000 entries: read them all first, so a failed read still answers with a message.
    const cells: string[][] = [];
    for await (const rows of pages()) for (const row of rows) cells.push(auditPdfCells(row, language));
    await sendPdfReport(response, request, readStore, language, {
      fileName: exportFileName("audit-trail", "pdf"),
      title: translate(language, "audit.pdf.title"),
      facts: [
        [translate(language, "audit.pdf.criteria"), await describeAuditCriteria(readStore, criteria, language)],
        [translate(language, "audit.pdf.entries"), String(total)],
        [translate(language, "checkpoint.label"), lastCheckpointWords(language, this.runtime.checkpoints.latestFacts())],
      ],
      columns: auditPdfColumns(language),
      emptyText: translate(language, "audit.pdf.empty"),
      rows: cells,
    });
  }

  private async filterOf(criteria: AuditCriteria): Promise<Filter> {
    if (!criteria.projectId) return auditFilter(criteria);
    const { rows } = await this.runtime.ports.readStore.find("experiments", { filter: { projectId: criteria.projectId } });
    return auditFilter(
      criteria,
      rows.map((r) => r.id),
    );
  }
}
