import {
  LabelPrintBody,
  LabelScanQuery,
  LabelSwitchBody,
  type LabelTemplate,
  LabelTemplateBody,
  LabelTemplateQuery,
  routes,
} from "@labledger/contracts";
import { DomainError, layOutLabels } from "@labledger/domain";
import type { Doc } from "@labledger/ports";
import { Body, Controller, Inject, Param, Query, Req, Res } from "@nestjs/common";
import { CommandBus } from "@nestjs/cqrs";
import type { Response } from "express";
import { downloadName, startDownload } from "../exports/report";
import type { AuthenticatedRequest } from "../http/access.guard";
import { ok, page } from "../http/envelope";
import { Route } from "../http/route.decorator";
import { validate } from "../http/validate";
import { negotiateLanguage, translate } from "../i18n/translate";
import { callerOf } from "../pipeline/caller";
import { ownedById, pageOfOwned, withOwnerNames } from "../read-models/owned-resources";
import { RUNTIME, type Runtime } from "../runtime/runtime";
import { ChangeLabelTemplateCommand, SaveLabelTemplateCommand } from "./commands/label-template.commands";
import { labelItemValues, scannedItem } from "./label-items";
import { writeLabelPdf } from "./label-pdf";

const READ_MODEL = "label_templates";
type Stored = Omit<LabelTemplate, "ownerName"> & Doc;

/**
 * Label templates and label printing (spec /resource/commonList/tagDesignTemplate and
 * tagSelectTemplate, issue 20): any member designs a template and prints labels of materials,
 * samples and instruments; the owner or an administrator changes a template.
 */
@Controller()
export class LabelTemplatesController {
  constructor(
    @Inject(RUNTIME) private readonly runtime: Runtime,
    @Inject(CommandBus) private readonly commandBus: CommandBus,
  ) {}

  @Route(routes.listLabelTemplates)
  async list(@Query() query: unknown) {
    const { pageIndex, pageSize, keyword, binned, position, type, enabled } = validate(LabelTemplateQuery, query);
    const found = await pageOfOwned<Stored>(
      this.runtime,
      READ_MODEL,
      { pageIndex, pageSize, keyword, position },
      { binned: binned === "true", ...(type ? { type } : {}), ...(enabled ? { enabled: enabled === "true" } : {}) },
    );
    return page(found.rows, found.total);
  }

  @Route(routes.getLabelTemplate)
  async get(@Param("id") id: string) {
    const [template] = await withOwnerNames(this.runtime, [await this.read(id)]);
    return ok(template);
  }

  @Route(routes.createLabelTemplate)
  async create(@Body() body: unknown, @Req() request: AuthenticatedRequest) {
    const definition = validate(LabelTemplateBody, body);
    return ok(await this.commandBus.execute(new SaveLabelTemplateCommand(callerOf(request), undefined, definition)));
  }

  @Route(routes.updateLabelTemplate)
  async update(@Param("id") id: string, @Body() body: unknown, @Req() request: AuthenticatedRequest) {
    const definition = validate(LabelTemplateBody, body);
    const { position } = await this.commandBus.execute(new SaveLabelTemplateCommand(callerOf(request), id, definition));
    return ok({ position });
  }

  @Route(routes.switchLabelTemplate)
  async switch(@Param("id") id: string, @Body() body: unknown, @Req() request: AuthenticatedRequest) {
    const { enabled } = validate(LabelSwitchBody, body);
    return ok(await this.commandBus.execute(new ChangeLabelTemplateCommand(callerOf(request), id, { to: "switch", enabled })));
  }

  @Route(routes.binLabelTemplate)
  async bin(@Param("id") id: string, @Req() request: AuthenticatedRequest) {
    return ok(await this.commandBus.execute(new ChangeLabelTemplateCommand(callerOf(request), id, { to: "bin" })));
  }

  @Route(routes.restoreLabelTemplate)
  async restore(@Param("id") id: string, @Req() request: AuthenticatedRequest) {
    return ok(await this.commandBus.execute(new ChangeLabelTemplateCommand(callerOf(request), id, { to: "restore" })));
  }

  /** Every item is read before a byte is sent: an unknown one refuses the print (404, naming it), nothing is printed. */
  @Route(routes.printLabels)
  async print(@Body() body: unknown, @Req() request: AuthenticatedRequest, @Res() response: Response) {
    const { templateId, items, copies } = validate(LabelPrintBody, body);
    const template = await this.read(templateId);
    if (template.binned) throw new DomainError("label.notFound", "not-found");
    if (!template.enabled) throw new DomainError("label.disabled", "conflict");
    const values = await labelItemValues(this.runtime.ports.readStore, template.type, items);
    const layout = layOutLabels(template, values, copies);
    const language = negotiateLanguage(request.headers["accept-language"]);
    startDownload(response, downloadName(template.name, "pdf", "labels"), "application/pdf");
    await writeLabelPdf(response, layout, {
      title: translate(language, "label.pdfTitle", { name: template.name }),
      author: request.session.member.realName,
    });
  }

  @Route(routes.scanLabel)
  async scan(@Query() query: unknown) {
    const { code } = validate(LabelScanQuery, query);
    return ok(await scannedItem(this.runtime.ports.readStore, code));
  }

  private async read(id: string): Promise<Stored> {
    return ownedById<Stored>(this.runtime, READ_MODEL, id, "label.notFound");
  }
}
