import {
  AddSheetBody,
  ChangeCellsBody,
  ChangeReasonBody,
  FrozenRowsBody,
  RenameSheetBody,
  routes,
  SaveChartBody,
} from "@labledger/contracts";
import { Body, Controller, Inject, Param, Req } from "@nestjs/common";
import { CommandBus } from "@nestjs/cqrs";
import type { AuthenticatedRequest } from "../http/access.guard";
import { ok } from "../http/envelope";
import { Route } from "../http/route.decorator";
import { validate } from "../http/validate";
import { callerOf } from "../pipeline/caller";
import { ChangeCellsCommand, ChangeSheetsCommand, type SheetChange } from "./sheet.commands";

/**
 * A record's spreadsheet module (spec §3 spreadSheet, §4 collaborative spreadsheet; issue 17):
 * cells cell by cell (the server computes their formulas), sheets, frozen rows and charts.
 */
@Controller()
export class SheetsController {
  constructor(@Inject(CommandBus) private readonly commands: CommandBus) {}

  @Route(routes.changeCells)
  async changeCells(
    @Param("id") id: string,
    @Param("moduleId") moduleId: string,
    @Body() body: unknown,
    @Req() request: AuthenticatedRequest,
  ) {
    const { edits, isAuto, reason } = validate(ChangeCellsBody, body);
    return ok(await this.commands.execute(new ChangeCellsCommand(callerOf(request), id, moduleId, edits, isAuto, reason)));
  }

  @Route(routes.addSheet)
  async addSheet(
    @Param("id") id: string,
    @Param("moduleId") moduleId: string,
    @Body() body: unknown,
    @Req() request: AuthenticatedRequest,
  ) {
    const { name, afterSheetId, reason } = validate(AddSheetBody, body);
    return ok(await this.change(request, id, moduleId, { type: "AddSheet", name, afterSheetId }, reason));
  }

  @Route(routes.renameSheet)
  async renameSheet(
    @Param("id") id: string,
    @Param("moduleId") moduleId: string,
    @Param("sheetId") sheetId: string,
    @Body() body: unknown,
    @Req() request: AuthenticatedRequest,
  ) {
    const { name, reason } = validate(RenameSheetBody, body);
    return ok(await this.change(request, id, moduleId, { type: "RenameSheet", sheetId, name }, reason));
  }

  @Route(routes.deleteSheet)
  async deleteSheet(
    @Param("id") id: string,
    @Param("moduleId") moduleId: string,
    @Param("sheetId") sheetId: string,
    @Body() body: unknown,
    @Req() request: AuthenticatedRequest,
  ) {
    const { reason } = validate(ChangeReasonBody, body ?? {});
    return ok(await this.change(request, id, moduleId, { type: "DeleteSheet", sheetId }, reason));
  }

  @Route(routes.setFrozenRows)
  async setFrozenRows(
    @Param("id") id: string,
    @Param("moduleId") moduleId: string,
    @Param("sheetId") sheetId: string,
    @Body() body: unknown,
    @Req() request: AuthenticatedRequest,
  ) {
    const { rows, reason } = validate(FrozenRowsBody, body);
    return ok(await this.change(request, id, moduleId, { type: "SetFrozenRows", sheetId, rows }, reason));
  }

  @Route(routes.saveChart)
  async saveChart(
    @Param("id") id: string,
    @Param("moduleId") moduleId: string,
    @Param("chartId") chartId: string,
    @Body() body: unknown,
    @Req() request: AuthenticatedRequest,
  ) {
    const { chart, reason } = validate(SaveChartBody, body);
    return ok(await this.change(request, id, moduleId, { type: "SaveChart", chart: { ...chart, chartId } }, reason));
  }

  @Route(routes.deleteChart)
  async deleteChart(
    @Param("id") id: string,
    @Param("moduleId") moduleId: string,
    @Param("chartId") chartId: string,
    @Body() body: unknown,
    @Req() request: AuthenticatedRequest,
  ) {
    const { reason } = validate(ChangeReasonBody, body ?? {});
    return ok(await this.change(request, id, moduleId, { type: "DeleteChart", chartId }, reason));
  }

  private change(request: AuthenticatedRequest, id: string, moduleId: string, change: SheetChange, reason?: string) {
    return this.commands.execute(new ChangeSheetsCommand(callerOf(request), id, moduleId, change, reason));
  }
}
