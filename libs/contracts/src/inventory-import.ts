import { INVENTORY_IMPORT_EXTENSIONS, INVENTORY_IMPORT_LIMITS } from "@labledger/events";
import { z } from "zod";
import type { RouteDefinition } from "./shared/route";

const INVENTORY = { tag: "inventory", access: "member" } as const;
const MB = INVENTORY_IMPORT_LIMITS.bytes / 1024 / 1024;
const FILE = `One CSV (UTF-8, UTF-16 or GB18030; comma, semicolon or tab) or XLSX file (first sheet) of at most ${MB} MB, ${INVENTORY_IMPORT_LIMITS.rows} rows and ${INVENTORY_IMPORT_LIMITS.columns} columns (${INVENTORY_IMPORT_EXTENSIONS.join(", ")}); the first row names the columns by the spec §3 labels in Chinese or English, or a category's own column labels. Refused with nothing stored: content not what its name says, zip bombs, old .xls`;

export const InventoryImportPreview = z.object({
  fileName: z.string(),
  sheet: z.string(),
  rows: z.array(
    z.object({
      line: z.number().int().describe("The row's line in the sheet (the header is line 1)"),
      barcode: z.string(),
      name: z.string(),
      quantity: z.number().nullable(),
      unit: z.string(),
      expiresOn: z.string().nullable(),
      problems: z.array(z.string()).describe("What must be mended in this row, each naming its column, in the caller's language"),
      warnings: z.array(z.string()).describe("What is worth knowing but does not stop the import (already expired)"),
    }),
  ),
  unknownColumns: z.array(z.string()).describe("Headers that name nothing a lot has: those columns are not read"),
  importable: z.boolean().describe("No row has a problem: importing registers every row listed"),
});

export const InventoryImported = z.object({
  registered: z.number().int(),
  position: z.number(),
});

export const inventoryImportRoutes = {
  previewInventoryImport: {
    ...INVENTORY,
    operationId: "previewInventoryImport",
    method: "post",
    path: "/materials/import/preview",
    summary:
      "What importing a CSV or XLSX inventory would register: each row as a lot, or its problems by column; nothing is stored",
    multipart: { fields: z.object({}), files: FILE },
    response: InventoryImportPreview,
    refuses: [413],
  },
  importInventory: {
    ...INVENTORY,
    operationId: "importInventory",
    method: "post",
    path: "/materials/import",
    summary:
      "Register every row of a CSV or XLSX inventory as a lot (its barcode its identity). Refused whole, with nothing stored, while any row has a problem the preview shows",
    multipart: { fields: z.object({}), files: FILE },
    response: InventoryImported,
    refuses: [409, 413],
  },
} as const satisfies Record<string, RouteDefinition>;

export type InventoryImportPreview = z.infer<typeof InventoryImportPreview>;
export type InventoryImported = z.infer<typeof InventoryImported>;
