import { readRows, SpreadsheetRefusal } from "@labledger/adapters/spreadsheet-rows/read-rows";
import {
  barcodeKey,
  barcodesInRows,
  DomainError,
  type InventoryImport,
  type MaterialCategory,
  readInventoryRows,
} from "@labledger/domain";
import type { Doc, ReadStore } from "@labledger/ports";
import { materialIdOf } from "../materials/material-ids";

/** The read models the import reads: the categories (their own columns) and the lots (their barcodes). */
const CATEGORIES = "material_categories";
const MATERIALS = "materials";
/** Barcodes asked of the inventory at a time. */
const BARCODES_AT_ONCE = 500;

type StoredCategory = Omit<MaterialCategory, "categoryId"> & Doc;

/**
 * An inventory import file (issue 20) read as lots to register, for the preview and the import
 * alike: the file read as rows (a refusal becomes the domain's 400 in the reader's language), its
 * rows against the organisation's categories and the barcodes the inventory already has.
 * `today` (YYYY-MM-DD) marks lots already expired.
 */
export async function readInventoryFile(
  readStore: ReadStore,
  file: { bytes: Uint8Array; fileName: string },
  today: string,
): Promise<InventoryImport & { sheet: string }> {
  const { sheet, rows } = await readFileRows(file);
  const categories = (await readStore.find<StoredCategory>(CATEGORIES, { limit: 10_000 })).rows.map(({ id, name, columns }) => ({
    categoryId: id,
    name,
    columns,
  }));
  const existing = await existingBarcodes(readStore, barcodesInRows(rows));
  return { sheet, ...readInventoryRows(rows, categories, existing, today) };
}

async function readFileRows(file: { bytes: Uint8Array; fileName: string }) {
  try {
    return await readRows(file.bytes, file.fileName);
  } catch (error) {
    if (error instanceof SpreadsheetRefusal) throw new DomainError(error.key, "invalid", error.params);
    throw error;
  }
}

/** The file's barcodes the inventory already has, as keys: a lot's id follows from its barcode. */
async function existingBarcodes(readStore: ReadStore, barcodes: readonly string[]): Promise<Set<string>> {
  const found = new Set<string>();
  for (let at = 0; at < barcodes.length; at += BARCODES_AT_ONCE) {
    const some = barcodes.slice(at, at + BARCODES_AT_ONCE);
    const ids = some.map(materialIdOf);
    const { rows } = await readStore.find(MATERIALS, { filter: { id: { $in: ids } }, limit: ids.length });
    for (const row of rows) if (typeof row.barcode === "string") found.add(barcodeKey(row.barcode));
  }
  return found;
}
