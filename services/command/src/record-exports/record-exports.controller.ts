import { pipeline } from "node:stream/promises";
import { ExportBody, ExportDecisionBody, ExportListQuery, ListQuery, routes } from "@labledger/contracts";
import { DomainError, exportMonthStream, recordExports } from "@labledger/domain";
import type { Filter } from "@labledger/ports";
import { Body, Controller, Inject, Param, Query, Req, Res } from "@nestjs/common";
import { CommandBus } from "@nestjs/cqrs";
import type { Response } from "express";
import { downloadName, startDownload } from "../exports/report";
import type { AuthenticatedRequest } from "../http/access.guard";
import { ok, page } from "../http/envelope";
import { Route } from "../http/route.decorator";
import { validate } from "../http/validate";
import { negotiateLanguage } from "../i18n/translate";
import { callerOf } from "../pipeline/caller";
import { loadState } from "../pipeline/handle-command";
import { readYourWrites } from "../pipeline/read-your-writes";
import { FILE_RESPONSE_HEADERS } from "../records/attachment-response";
import { RUNTIME, type Runtime } from "../runtime/runtime";
import {
  DecideExportCommand,
  DownloadExportCommand,
  exportSettings,
  exportStreamOf,
  RequestExportCommand,
} from "./commands/export.commands";
import { exportInWords, type StoredExport } from "./export-rows";
import { digestOfUpload } from "./file-digest";

const READ_MODEL = "exports";

/**
 * Record exports (issue 19; spec §4 Export, /FileDownload, /team/export): asked for, approved where
 * the settings say so, written in the background, downloaded by who asked for it.
 */
@Controller()
export class RecordExportsController {
  constructor(
    @Inject(RUNTIME) private readonly runtime: Runtime,
    @Inject(CommandBus) private readonly commandBus: CommandBus,
  ) {}

  @Route(routes.requestExport)
  async request(@Body() body: unknown, @Req() request: AuthenticatedRequest) {
    const { format, scope, ids, language } = validate(ExportBody, body);
    const chosen = language ?? negotiateLanguage(request.headers["accept-language"]);
    const { id, position } = await this.commandBus.execute(
      new RequestExportCommand(callerOf(request), format, { scope, ids }, chosen),
    );
    await readYourWrites(this.runtime.ports, READ_MODEL, position);
    return ok(await this.shown(id, request));
  }

  @Route(routes.myExports)
  async mine(@Query() query: unknown, @Req() request: AuthenticatedRequest) {
    const { pageIndex, pageSize, position } = validate(ListQuery, query);
    return this.list({ requesterId: request.session.member.id }, pageIndex, pageSize, position, request);
  }

  @Route(routes.exportAllowance)
  async allowance() {
    const settings = await exportSettings(this.runtime);
    const used =
      settings.monthlyQuota === null
        ? 0
        : (await loadState(this.runtime.ports.events, exportMonthStream(new Date()), recordExports)).exports.size;
    return ok({
      requireApproval: settings.requireApproval,
      bulkMax: settings.bulkMax,
      monthlyQuota: settings.monthlyQuota,
      remainingThisMonth: settings.monthlyQuota === null ? null : Math.max(0, settings.monthlyQuota - used),
      downloadTimes: settings.downloadTimes,
      validityDays: settings.validityDays,
    });
  }

  @Route(routes.getExport)
  async get(@Param("id") id: string, @Req() request: AuthenticatedRequest) {
    await readYourWrites(this.runtime.ports, READ_MODEL, undefined);
    return ok(await this.shown(id, request));
  }

  @Route(routes.downloadExport)
  async download(@Param("id") id: string, @Req() request: AuthenticatedRequest, @Res() response: Response) {
    const file = await this.commandBus.execute(new DownloadExportCommand(callerOf(request), id));
    const content = await this.runtime.ports.blobs.open(file.sha256);
    if (!content) throw new DomainError("export.notFound", "not-found");
    const dot = file.fileName.lastIndexOf(".");
    const extension = file.fileName.slice(dot + 1) as "pdf" | "eln";
    for (const [header, value] of Object.entries(FILE_RESPONSE_HEADERS)) response.setHeader(header, value);
    startDownload(response, downloadName(file.fileName.slice(0, dot), extension, "export"), file.mediaType);
    try {
      await pipeline(content, response);
    } catch {
      // The client went away or the disk failed mid-file: the cut response says so; nothing to answer.
      response.destroy();
    }
  }

  /** /checkRecord: a file's SHA-256 against every export's on record (auditors); the file is never kept. */
  @Route(routes.checkExportFile)
  async check(@Req() request: AuthenticatedRequest) {
    const file = await digestOfUpload(request);
    const { readStore } = this.runtime.ports;
    const { rows } = await readStore.find<StoredExport>(READ_MODEL, { filter: { sha256: file.sha256 }, limit: 20 });
    const ids = [...new Set(rows.flatMap((r) => r.recordIds))];
    const found = await readStore.find<{ id: string; number?: string; title?: string }>("experiments", {
      filter: { id: { $in: ids } },
      limit: ids.length || 1,
    });
    const records = new Map(found.rows.map((r) => [r.id, { number: r.number ?? "", title: r.title ?? "" }]));
    return ok({
      genuine: rows.length > 0,
      fileName: file.name,
      size: file.size,
      exports: rows.map((row) => ({
        fileName: row.fileName ?? "",
        format: row.format,
        requesterName: row.requesterName,
        writtenAt: row.finishedAt ?? row.requestedAt,
        language: row.language,
        records: row.recordIds.flatMap((id) => records.get(id) ?? []),
      })),
    });
  }

  @Route(routes.exportQueue)
  async queue(@Query() query: unknown, @Req() request: AuthenticatedRequest) {
    const { pageIndex, pageSize, position, state } = validate(ExportListQuery, query);
    const me = request.session.member.id;
    const filter: Filter = state === "pending" ? { reviewerIds: me, status: "pending" } : { reviewerId: me };
    return this.list(filter, pageIndex, pageSize, position, request);
  }

  @Route(routes.decideExport)
  async decide(@Param("id") id: string, @Body() body: unknown, @Req() request: AuthenticatedRequest) {
    const decision = validate(ExportDecisionBody, body);
    return ok(await this.commandBus.execute(new DecideExportCommand(callerOf(request), id, decision)));
  }

  private async list(
    filter: Filter,
    pageIndex: number,
    pageSize: number,
    position: number | undefined,
    request: AuthenticatedRequest,
  ) {
    await readYourWrites(this.runtime.ports, READ_MODEL, position);
    const found = await this.runtime.ports.readStore.find<StoredExport>(READ_MODEL, {
      filter,
      sort: [["requestedAt", -1]],
      skip: (pageIndex - 1) * pageSize,
      limit: pageSize,
    });
    const language = negotiateLanguage(request.headers["accept-language"]);
    return page(
      found.rows.map((row) => exportInWords(row, language)),
      found.total,
    );
  }

  /** Who asked for it, and its reviewers, see it; anyone else finds nothing. */
  private async shown(id: string, request: AuthenticatedRequest) {
    exportStreamOf(id);
    const row = await this.runtime.ports.readStore.get<StoredExport>(READ_MODEL, id);
    const me = request.session.member.id;
    if (!row || (row.requesterId !== me && !row.reviewerIds.includes(me))) throw new DomainError("export.notFound", "not-found");
    return exportInWords(row, negotiateLanguage(request.headers["accept-language"]));
  }
}
