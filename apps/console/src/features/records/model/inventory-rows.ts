import type { StockUnit } from "@labledger/domain/inventory/stock";
import type { Row } from "./types";

/** A lot as the grid fills a row from it. */
export interface PickedLot {
  readonly barcode: string;
  readonly name: string;
  readonly details: { readonly cas?: string; readonly lotNumber?: string };
}

/** The cells a grid sub-type fills from a lot; the lot's barcode goes into the row's bottle code (spec §3, cleared on cloning). */
const CELLS = {
  labMaterial: { name: "name", cas: "casNo", lot: "batchNo", amount: "amount", unit: "unit" },
  labSample: { name: "sampleName", cas: null, lot: null, amount: "quantity", unit: "unit" },
} as const;
export type InventoryGrid = keyof typeof CELLS;

export const takesInventory = (subType: string | null | undefined): subType is InventoryGrid =>
  subType !== null && subType !== undefined && subType in CELLS;

/** The usage a row records on its lot: one per row of a module, so a retry records nothing more. */
export const usageIdOf = (moduleId: string, rowId: string) => `${moduleId}.${rowId}`;

/** A row that records a usage of an inventory lot: its amount changes by a correction, never by typing. */
export const lotBarcodeOf = (row: Row): string | null =>
  typeof row.BottleCode === "string" && row.BottleCode !== "" ? row.BottleCode : null;

/** Cells a usage row keeps as the inventory recorded them. */
export function isInventoryCell(subType: InventoryGrid, row: Row, field: string): boolean {
  if (lotBarcodeOf(row) === null) return false;
  const cells = CELLS[subType];
  return field === cells.name || field === cells.amount || field === cells.unit || field === "BottleCode";
}

/** The new row a usage of a lot adds to the grid. */
export function inventoryRow(subType: InventoryGrid, rowId: string, lot: PickedLot, amount: number, unit: StockUnit): Row {
  const cells = CELLS[subType];
  return {
    rowId,
    [cells.name]: lot.name,
    ...(cells.cas && lot.details.cas ? { [cells.cas]: lot.details.cas } : {}),
    ...(cells.lot && lot.details.lotNumber ? { [cells.lot]: lot.details.lotNumber } : {}),
    [cells.amount]: String(amount),
    [cells.unit]: unit,
    BottleCode: lot.barcode,
  };
}

/** The amount and unit a usage row says, as the correction dialog starts from. */
export function usedIn(subType: InventoryGrid, row: Row): { amount: number; unit: string } {
  const cells = CELLS[subType];
  return { amount: Number(row[cells.amount] ?? 0), unit: String(row[cells.unit] ?? "") };
}

/** The row after its usage was corrected. */
export function correctedRow(subType: InventoryGrid, row: Row, amount: number, unit: StockUnit): Row {
  const cells = CELLS[subType];
  return { ...row, [cells.amount]: String(amount), [cells.unit]: unit };
}
