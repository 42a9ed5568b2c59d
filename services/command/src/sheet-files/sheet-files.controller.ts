import { createHash } from "node:crypto";
import { readSheetFile, SpreadsheetRefusal } from "@labledger/adapters/sheet-files/read-sheet-file";
import { sheetCsv, workbookXlsx } from "@labledger/adapters/sheet-files/write-sheet-file";
import { routes, SheetExportQuery, XLSX_MEDIA_TYPE } from "@labledger/contracts";
import { DomainError } from "@labledger/domain";
import { SHEET_LIMITS } from "@labledger/events";
import { Controller, Inject, Param, Query, Req, Res } from "@nestjs/common";
import { CommandBus } from "@nestjs/cqrs";
import type { Response } from "express";
import { downloadName, startDownload } from "../exports/report";
import type { AuthenticatedRequest } from "../http/access.guard";
import { ok } from "../http/envelope";
import { receiveOneFile } from "../http/one-file-form";
import { RequestError } from "../http/problem";
import { Route } from "../http/route.decorator";
import { validate } from "../http/validate";
import { callerOf } from "../pipeline/caller";
import { RUNTIME, type Runtime } from "../runtime/runtime";
import { ImportSheetsCommand } from "./import-sheets.command";
import { viewedWorkbook } from "./viewed-workbook";

/** A refusal of the file in the HTTP status it is: not what it claims 415, too large 413, anything else 400. */
export function refusalOf(error: SpreadsheetRefusal): Error {
  if (error.kind === "notWhatItsNameSays") return new RequestError(415, error.key, error.params);
  if (error.kind === "tooLarge") return new RequestError(413, error.key, error.params);
  return new DomainError(error.key, "invalid", error.params);
}

/**
 * A spreadsheet module's files (issue 17, spec §9): an XLSX or CSV imported as new sheets, its
 * formulas computed on the server; the workbook exported as XLSX, or one sheet as CSV.
 */
@Controller()
export class SheetFilesController {
  constructor(
    @Inject(RUNTIME) private readonly runtime: Runtime,
    @Inject(CommandBus) private readonly commands: CommandBus,
  ) {}

  @Route(routes.importSheets)
  async import(@Param("id") id: string, @Param("moduleId") moduleId: string, @Req() request: AuthenticatedRequest) {
    // The module must be there for this member before its file is read (an unknown one is 404, not a file refusal).
    await viewedWorkbook(this.runtime, request, id, moduleId);
    const chunks: Buffer[] = [];
    const { name, fields } = await receiveOneFile(
      request,
      { maxMB: SHEET_LIMITS.importBytes / 1024 / 1024, tooLargeKey: "spreadsheet.uploadTooLarge", emptyKey: "spreadsheet.empty" },
      (chunk) => chunks.push(chunk),
    );
    const bytes = new Uint8Array(Buffer.concat(chunks));
    const sheets = await readSheetFile(bytes, name).catch((error: unknown) => {
      throw error instanceof SpreadsheetRefusal ? refusalOf(error) : error;
    });
    const sha256 = createHash("sha256").update(bytes).digest("hex");
    const reason = fields.reason?.trim().slice(0, 500) || undefined;
    const file = { fileName: name.slice(0, 255), sha256, sheets, reason };
    return ok(await this.commands.execute(new ImportSheetsCommand(callerOf(request), id, moduleId, file)));
  }

  @Route(routes.exportSheets)
  async export(
    @Param("id") id: string,
    @Param("moduleId") moduleId: string,
    @Query() query: unknown,
    @Req() request: AuthenticatedRequest,
    @Res() response: Response,
  ) {
    const { format, sheetId } = validate(SheetExportQuery, query);
    const { module, workbook } = await viewedWorkbook(this.runtime, request, id, moduleId);
    if (format === "csv") {
      const sheet = sheetId ? workbook.sheets.find((s) => s.sheetId === sheetId) : workbook.sheets[0];
      if (!sheet) throw new DomainError("sheet.notFound", "not-found");
      startDownload(response, downloadName(`${module.title}-${sheet.name}`, "csv", "spreadsheet"), "text/csv; charset=utf-8");
      response.end(Buffer.from(sheetCsv(sheet), "utf8"));
      return;
    }
    const bytes = await workbookXlsx(workbook);
    startDownload(response, downloadName(module.title, "xlsx", "spreadsheet"), XLSX_MEDIA_TYPE);
    response.end(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength));
  }
}
