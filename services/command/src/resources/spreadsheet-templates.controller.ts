import { readSheetFile, SpreadsheetRefusal } from "@labledger/adapters/sheet-files/read-sheet-file";
import {
  CreateSpreadsheetTemplateBody,
  InsertTemplateBody,
  routes,
  SpreadsheetTemplateBody,
  SpreadsheetTemplateFromModuleBody,
  SpreadsheetTemplateQuery,
  type SpreadsheetTemplateSummary,
} from "@labledger/contracts";
import {
  DomainError,
  type SpreadsheetTemplateState,
  spreadsheetTemplate,
  spreadsheetTemplateStream,
  wholeOf,
} from "@labledger/domain";
import { SHEET_LIMITS, SPREADSHEET_TEMPLATE_KINDS, SPREADSHEET_TEMPLATE_LIMITS } from "@labledger/events";
import type { Doc } from "@labledger/ports";
import { Body, Controller, Inject, Param, Query, Req } from "@nestjs/common";
import { CommandBus } from "@nestjs/cqrs";
import type { AuthenticatedRequest } from "../http/access.guard";
import { ok, page } from "../http/envelope";
import { receiveOneFile } from "../http/one-file-form";
import { Route } from "../http/route.decorator";
import { validate } from "../http/validate";
import { callerOf } from "../pipeline/caller";
import { loadState } from "../pipeline/handle-command";
import { pageOfOwned, withOwnerNames } from "../read-models/owned-resources";
import { RUNTIME, type Runtime } from "../runtime/runtime";
import { ImportSheetsCommand } from "../sheet-files/import-sheets.command";
import { refusalOf } from "../sheet-files/sheet-files.controller";
import { viewedWorkbook } from "../sheet-files/viewed-workbook";
import { BinSpreadsheetTemplateCommand, SaveSpreadsheetTemplateCommand } from "./commands/spreadsheet-template.commands";
import { templateAsFile, workbookOfFile } from "./spreadsheet-template-files";

const READ_MODEL = "spreadsheet_templates";
type Stored = Omit<SpreadsheetTemplateSummary, "ownerName"> & Doc;

/** A spreadsheet template or design as its stream holds it now; an unknown one is not found. */
export async function loadSpreadsheetTemplate(runtime: Runtime, id: string) {
  const state: SpreadsheetTemplateState = await loadState(
    runtime.ports.events,
    spreadsheetTemplateStream(id),
    spreadsheetTemplate,
  );
  if (!state.template) throw new DomainError("spreadsheetTemplate.notFound", "not-found");
  return { ...state, template: state.template };
}

/**
 * Spreadsheet templates and designs (spec §2 listSpreadsheet, listSpreadDesign, detailSpreadSheet,
 * detailSpreadDesign; issue 17): team resources a record's spreadsheet starts from. Every member
 * sees them all; the owner or an administrator changes them.
 */
@Controller()
export class SpreadsheetTemplatesController {
  constructor(
    @Inject(RUNTIME) private readonly runtime: Runtime,
    @Inject(CommandBus) private readonly commandBus: CommandBus,
  ) {}

  @Route(routes.listSpreadsheetTemplates)
  async list(@Query() query: unknown) {
    const { pageIndex, pageSize, keyword, binned, position, kind } = validate(SpreadsheetTemplateQuery, query);
    const found = await pageOfOwned<Stored>(
      this.runtime,
      READ_MODEL,
      { pageIndex, pageSize, keyword, position },
      { binned: binned === "true", kind },
    );
    return page(found.rows, found.total);
  }

  @Route(routes.getSpreadsheetTemplate)
  async get(@Param("id") id: string) {
    const { template, binned } = await loadSpreadsheetTemplate(this.runtime, id);
    const stored = await this.runtime.ports.readStore.get<Stored>(READ_MODEL, id);
    const [named] = await withOwnerNames(this.runtime, [{ id, ownerId: template.ownerId }]);
    const { templateId: _, changed: _changed, changedMore: _more, ...kept } = template;
    return ok({
      ...kept,
      id,
      binned,
      ownerName: named?.ownerName ?? "",
      sheetNames: template.workbook.sheets.map((s) => s.name),
      inputCells: template.designedCells.length,
      requiredCells: template.designedCells.filter((c) => c.required).length,
      updatedAt: stored?.updatedAt ?? "",
      updatedBy: stored?.updatedBy ?? "",
    });
  }

  @Route(routes.createSpreadsheetTemplate)
  async create(@Body() body: unknown, @Req() request: AuthenticatedRequest) {
    const { kind, ...template } = validate(CreateSpreadsheetTemplateBody, body);
    return ok(await this.commandBus.execute(new SaveSpreadsheetTemplateCommand(callerOf(request), undefined, kind, template)));
  }

  @Route(routes.importSpreadsheetTemplate)
  async import(@Req() request: AuthenticatedRequest) {
    const chunks: Buffer[] = [];
    const { name, fields } = await receiveOneFile(
      request,
      { maxMB: SHEET_LIMITS.importBytes / 1024 / 1024, tooLargeKey: "spreadsheet.uploadTooLarge", emptyKey: "spreadsheet.empty" },
      (chunk) => chunks.push(chunk),
    );
    const sheets = await readSheetFile(new Uint8Array(Buffer.concat(chunks)), name).catch((error: unknown) => {
      throw error instanceof SpreadsheetRefusal ? refusalOf(error) : error;
    });
    const kind = SPREADSHEET_TEMPLATE_KINDS.find((k) => k === fields.kind) ?? "template";
    const named = (fields.name?.trim() || name.replace(/^.*[\\/]/, "").replace(/\.[^.]*$/, "") || name).slice(
      0,
      SPREADSHEET_TEMPLATE_LIMITS.name,
    );
    const template = {
      name: named,
      description: (fields.description ?? "").trim().slice(0, SPREADSHEET_TEMPLATE_LIMITS.description),
      workbook: await workbookOfFile(this.runtime.ports.sheets, sheets),
      designedCells: [],
    };
    return ok(await this.commandBus.execute(new SaveSpreadsheetTemplateCommand(callerOf(request), undefined, kind, template)));
  }

  @Route(routes.createSpreadsheetTemplateFromModule)
  async fromModule(@Body() body: unknown, @Req() request: AuthenticatedRequest) {
    const { kind, name, description, experimentId, moduleId } = validate(SpreadsheetTemplateFromModuleBody, body);
    const { module, workbook } = await viewedWorkbook(this.runtime, request, experimentId, moduleId);
    // A design saved from a design module keeps its input cells.
    const designedCells = kind === "design" ? [...(module.content.design?.cells ?? [])] : [];
    const template = { name, description, workbook: wholeOf(workbook), designedCells };
    return ok(await this.commandBus.execute(new SaveSpreadsheetTemplateCommand(callerOf(request), undefined, kind, template)));
  }

  @Route(routes.updateSpreadsheetTemplate)
  async update(@Param("id") id: string, @Body() body: unknown, @Req() request: AuthenticatedRequest) {
    const template = validate(SpreadsheetTemplateBody, body);
    const { position } = await this.commandBus.execute(
      new SaveSpreadsheetTemplateCommand(callerOf(request), id, undefined, template),
    );
    return ok({ position });
  }

  @Route(routes.binSpreadsheetTemplate)
  async bin(@Param("id") id: string, @Req() request: AuthenticatedRequest) {
    return ok(await this.commandBus.execute(new BinSpreadsheetTemplateCommand(callerOf(request), id, "bin")));
  }

  @Route(routes.restoreSpreadsheetTemplate)
  async restore(@Param("id") id: string, @Req() request: AuthenticatedRequest) {
    return ok(await this.commandBus.execute(new BinSpreadsheetTemplateCommand(callerOf(request), id, "restore")));
  }

  /** A template's sheets into a record's spreadsheet module, as an import of them (the same rules and the same event). */
  @Route(routes.insertSpreadsheetTemplate)
  async insert(
    @Param("id") experimentId: string,
    @Param("moduleId") moduleId: string,
    @Body() body: unknown,
    @Req() request: AuthenticatedRequest,
  ) {
    const { templateId, reason } = validate(InsertTemplateBody, body);
    await viewedWorkbook(this.runtime, request, experimentId, moduleId);
    const { template, binned } = await loadSpreadsheetTemplate(this.runtime, templateId);
    if (binned) throw new DomainError("spreadsheetTemplate.notFound", "not-found");
    const file = { ...templateAsFile(template.name, template.workbook), reason };
    return ok(await this.commandBus.execute(new ImportSheetsCommand(callerOf(request), experimentId, moduleId, file)));
  }
}
