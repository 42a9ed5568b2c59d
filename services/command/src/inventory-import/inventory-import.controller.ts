import { type InventoryImportPreview, routes } from "@labledger/contracts";
import { DomainError, dueDayOf, type ImportProblem, type ImportRow } from "@labledger/domain";
import { INVENTORY_IMPORT_LIMITS } from "@labledger/events";
import { Controller, Inject, Req } from "@nestjs/common";
import { CommandBus } from "@nestjs/cqrs";
import type { AuthenticatedRequest } from "../http/access.guard";
import { ok } from "../http/envelope";
import { receiveOneFile } from "../http/one-file-form";
import { Route } from "../http/route.decorator";
import { type Language, negotiateLanguage, translate } from "../i18n/translate";
import { RegisterMaterialCommand } from "../materials/commands/material.commands";
import { callerOf } from "../pipeline/caller";
import { RUNTIME, type Runtime } from "../runtime/runtime";
import { readInventoryFile } from "./read-inventory-file";

/** A problem as a person mends it: the column as their sheet names it, then what is wrong. */
function problemInWords(problem: ImportProblem, language: Language): string {
  const column = problem.column ?? problem.label?.[language] ?? problem.field;
  return `${column}: ${translate(language, problem.key, problem.params)}`;
}

function rowInWords(
  row: ImportRow,
  cells: readonly string[] | undefined,
  language: Language,
): InventoryImportPreview["rows"][number] {
  if ("material" in row) {
    const { barcode, name, quantity, unit, expiresOn } = row.material;
    return {
      line: row.line,
      barcode,
      name,
      quantity,
      unit,
      expiresOn,
      problems: [],
      warnings: row.warnings.map((key) => translate(language, key)),
    };
  }
  return {
    line: row.line,
    barcode: cells?.[0] ?? "",
    name: "",
    quantity: null,
    unit: "",
    expiresOn: null,
    problems: row.problems.map((p) => problemInWords(p, language)),
    warnings: [],
  };
}

/**
 * Inventory import (issue 20): a lab's stock list as CSV or XLSX. The preview reads every row as a
 * lot or its problems; the import registers them all, refused whole while any row has a problem.
 */
@Controller()
export class InventoryImportController {
  constructor(
    @Inject(RUNTIME) private readonly runtime: Runtime,
    @Inject(CommandBus) private readonly commands: CommandBus,
  ) {}

  @Route(routes.previewInventoryImport)
  async preview(@Req() request: AuthenticatedRequest) {
    const language = negotiateLanguage(request.headers["accept-language"]);
    const { fileName, read } = await this.read(request);
    return ok({
      fileName,
      sheet: read.sheet,
      rows: read.rows.map((row) => rowInWords(row, undefined, language)),
      unknownColumns: [...read.unknownColumns],
      importable: read.rows.length > 0 && read.rows.every((row) => "material" in row),
    });
  }

  @Route(routes.importInventory)
  async import(@Req() request: AuthenticatedRequest) {
    const { read } = await this.read(request);
    const lots = read.rows.flatMap((row) => ("material" in row ? [row.material] : []));
    if (lots.length === 0 || lots.length < read.rows.length)
      throw new DomainError("inventoryImport.notImportable", "conflict", { rows: read.rows.length - lots.length });
    const caller = { session: callerOf(request).session };
    let position = 0;
    for (const lot of lots) {
      const registered = await this.commands.execute(new RegisterMaterialCommand(caller, { ...lot, molFile: null }));
      position = Math.max(position, registered.position);
    }
    return ok({ registered: lots.length, position });
  }

  private async read(request: AuthenticatedRequest) {
    const chunks: Buffer[] = [];
    const { name } = await receiveOneFile(
      request,
      {
        maxMB: INVENTORY_IMPORT_LIMITS.bytes / 1024 / 1024,
        tooLargeKey: "spreadsheet.uploadTooLarge",
        emptyKey: "spreadsheet.empty",
      },
      (chunk) => chunks.push(chunk),
    );
    const bytes = new Uint8Array(Buffer.concat(chunks));
    return {
      fileName: name,
      read: await readInventoryFile(this.runtime.ports.readStore, { bytes, fileName: name }, dueDayOf(new Date())),
    };
  }
}
