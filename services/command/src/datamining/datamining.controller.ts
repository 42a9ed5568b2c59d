import {
  BinnedQuery,
  FieldsQuery,
  type Report,
  ReportBody,
  ReportExportQuery,
  type ReportTemplate,
  ReportTemplateBody,
  routes,
} from "@labledger/contracts";
import { DomainError, NO_CRITERIA, narrowCriteria, type ReportCriteria } from "@labledger/domain";
import type { Doc } from "@labledger/ports";
import { RECORD_VALUES } from "@labledger/projections";
import { Body, Controller, Inject, Param, Query, Req, Res } from "@nestjs/common";
import { CommandBus } from "@nestjs/cqrs";
import type { Response } from "express";
import { loadViewer } from "../auth/viewer";
import type { AuthenticatedRequest } from "../http/access.guard";
import { ok, page } from "../http/envelope";
import { Route } from "../http/route.decorator";
import { validate } from "../http/validate";
import { negotiateLanguage } from "../i18n/translate";
import { callerOf } from "../pipeline/caller";
import { readYourWrites } from "../pipeline/read-your-writes";
import { memberName, namesById } from "../read-models/names-by-id";
import { RUNTIME, type Runtime } from "../runtime/runtime";
import { BinReportCommand, SaveReportCommand, SaveReportTemplateCommand } from "./commands/report.commands";
import type { ReportFile } from "./report-files/report-words";
import { sendReportFile } from "./report-files/send-report-file";
import { fieldChoices, recordsFor, reportDataOf } from "./report-reading";

const READ_MODEL = "reports";
const list = (value: string | undefined) => (value ? value.split(",").filter(Boolean) : []);

/**
 * Data mining (spec /datamining): report templates choose records and the columns taken from their
 * modules; reports narrow them, sum them up in words and chart them. Every definition change is an
 * event; a report's numbers are read from the records the member may view, when it is shown.
 */
@Controller()
export class DataminingController {
  constructor(
    @Inject(RUNTIME) private readonly runtime: Runtime,
    @Inject(CommandBus) private readonly commandBus: CommandBus,
  ) {}

  @Route(routes.listReportTemplates)
  async listTemplates(@Query() query: unknown) {
    return this.list<ReportTemplate>("report_templates", query);
  }

  @Route(routes.getReportTemplate)
  async getTemplate(@Param("id") id: string) {
    return ok(await this.template(id));
  }

  @Route(routes.createReportTemplate)
  async createTemplate(@Body() body: unknown, @Req() request: AuthenticatedRequest) {
    const definition = validate(ReportTemplateBody, body);
    return ok(await this.commandBus.execute(new SaveReportTemplateCommand(callerOf(request), undefined, definition)));
  }

  @Route(routes.updateReportTemplate)
  async updateTemplate(@Param("id") id: string, @Body() body: unknown, @Req() request: AuthenticatedRequest) {
    const definition = validate(ReportTemplateBody, body);
    const { position } = await this.commandBus.execute(new SaveReportTemplateCommand(callerOf(request), id, definition));
    return ok({ position });
  }

  @Route(routes.binReportTemplate)
  async binTemplate(@Param("id") id: string, @Req() request: AuthenticatedRequest) {
    return ok(await this.commandBus.execute(new BinReportCommand(callerOf(request), "template", id, "bin")));
  }

  @Route(routes.restoreReportTemplate)
  async restoreTemplate(@Param("id") id: string, @Req() request: AuthenticatedRequest) {
    return ok(await this.commandBus.execute(new BinReportCommand(callerOf(request), "template", id, "restore")));
  }

  @Route(routes.reportFieldChoices)
  async fields(@Query() query: unknown, @Req() request: AuthenticatedRequest) {
    const q = validate(FieldsQuery, query);
    const criteria: ReportCriteria = {
      projectIds: list(q.projectIds),
      notebookIds: list(q.notebookIds),
      templateIds: list(q.templateIds),
      statuses: list(q.statuses) as ReportCriteria["statuses"],
      from: q.from ?? null,
      to: q.to ?? null,
    };
    await readYourWrites(this.runtime.ports, RECORD_VALUES.name, undefined);
    const records = await recordsFor(this.runtime.ports.readStore, await loadViewer(this.runtime, request.session), criteria);
    return ok(fieldChoices(records.rows, negotiateLanguage(request.headers["accept-language"])));
  }

  @Route(routes.listReports)
  async listReports(@Query() query: unknown) {
    const found = await this.list<Report>("reports", query, false);
    const names = await namesById(
      this.runtime.ports.readStore,
      "report_templates",
      found.rows.map((r) => r.templateId),
    );
    return page(
      found.rows.map((r) => ({ ...r, templateName: names.get(r.templateId) ?? "" })),
      found.total,
    );
  }

  @Route(routes.getReport)
  async getReport(@Param("id") id: string) {
    const report = await this.report(id);
    const template = await this.runtime.ports.readStore.get<ReportTemplate>("report_templates", report.templateId);
    return ok({ ...report, templateName: template?.name ?? "" });
  }

  @Route(routes.createReport)
  async createReport(@Body() body: unknown, @Req() request: AuthenticatedRequest) {
    const definition = validate(ReportBody, body);
    return ok(await this.commandBus.execute(new SaveReportCommand(callerOf(request), undefined, definition)));
  }

  @Route(routes.updateReport)
  async updateReport(@Param("id") id: string, @Body() body: unknown, @Req() request: AuthenticatedRequest) {
    const definition = validate(ReportBody, body);
    const { position } = await this.commandBus.execute(new SaveReportCommand(callerOf(request), id, definition));
    return ok({ position });
  }

  @Route(routes.binReport)
  async binReport(@Param("id") id: string, @Req() request: AuthenticatedRequest) {
    return ok(await this.commandBus.execute(new BinReportCommand(callerOf(request), "report", id, "bin")));
  }

  @Route(routes.restoreReport)
  async restoreReport(@Param("id") id: string, @Req() request: AuthenticatedRequest) {
    return ok(await this.commandBus.execute(new BinReportCommand(callerOf(request), "report", id, "restore")));
  }

  @Route(routes.reportData)
  async data(@Param("id") id: string, @Req() request: AuthenticatedRequest) {
    return ok(await this.reportData(id, request));
  }

  /** The report as a PDF or an XLSX workbook: the same table and charts as `data`, with who exported it and when. */
  @Route(routes.exportReport)
  async export(
    @Param("id") id: string,
    @Query() query: unknown,
    @Req() request: AuthenticatedRequest,
    @Res() response: Response,
  ) {
    const { format } = validate(ReportExportQuery, query);
    await sendReportFile(response, request, this.runtime.ports.readStore, format, await this.readReport(id, request));
  }

  /** A report's table and charts, as the member may see them now (the export writes the same). */
  async reportData(id: string, request: AuthenticatedRequest) {
    const { report, data } = await this.readReport(id, request);
    return { report, data };
  }

  private async readReport(id: string, request: AuthenticatedRequest): Promise<ReportFile> {
    const report = await this.report(id);
    const template = await this.template(report.templateId);
    await readYourWrites(this.runtime.ports, RECORD_VALUES.name, undefined);
    const criteria = narrowCriteria(template.criteria, report.criteria);
    const records = criteria.empty
      ? { rows: [], total: 0 }
      : await recordsFor(this.runtime.ports.readStore, await loadViewer(this.runtime, request.session), criteria);
    const language = negotiateLanguage(request.headers["accept-language"]);
    return {
      report: { ...report, templateName: template.name },
      criteria,
      data: reportDataOf({ columns: template.columns, charts: report.charts }, records.rows, records.total, language),
    };
  }

  private async list<T extends Doc>(collection: string, query: unknown, paged = true) {
    const { pageIndex, pageSize, keyword, binned, position } = validate(BinnedQuery, query);
    await readYourWrites(this.runtime.ports, READ_MODEL, position);
    const found = await this.runtime.ports.readStore.find<T & { ownerId: string }>(collection, {
      filter: { binned: binned === "true" },
      ...(keyword ? { text: keyword } : {}),
      sort: [["updatedAt", -1]],
      skip: (pageIndex - 1) * pageSize,
      limit: pageSize,
    });
    const owners = await namesById(
      this.runtime.ports.readStore,
      "members",
      found.rows.map((r) => r.ownerId),
      memberName,
    );
    const rows = found.rows.map((r) => ({ ...r, ownerName: owners.get(r.ownerId) ?? "" }));
    return paged ? page(rows, found.total) : { rows, total: found.total };
  }

  private async template(id: string): Promise<ReportTemplate> {
    await readYourWrites(this.runtime.ports, READ_MODEL, undefined);
    const found = await this.runtime.ports.readStore.get<ReportTemplate>("report_templates", id);
    if (!found) throw new DomainError("report.templateNotFound", "not-found");
    const owner = await namesById(this.runtime.ports.readStore, "members", [found.ownerId], memberName);
    return { ...found, criteria: found.criteria ?? NO_CRITERIA, ownerName: owner.get(found.ownerId) ?? "" };
  }

  private async report(id: string): Promise<Omit<Report, "templateName">> {
    await readYourWrites(this.runtime.ports, READ_MODEL, undefined);
    const found = await this.runtime.ports.readStore.get<Omit<Report, "templateName">>("reports", id);
    if (!found) throw new DomainError("report.notFound", "not-found");
    const owner = await namesById(this.runtime.ports.readStore, "members", [found.ownerId], memberName);
    return { ...found, ownerName: owner.get(found.ownerId) ?? "" };
  }
}
