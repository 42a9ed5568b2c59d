import type { StockUnit } from "@labledger/domain/inventory/stock";
import type { Row } from "./types";

/** A lot as the grid fills a row from it. */
export interface PickedLot {
  readonly barcode: string;
  readonly name: string;
  readonly details: { readonly cas?: string; readonly lotNumber?: string };
}

/**
 * The cells a table fills from a lot; the lot's barcode goes into the row's bottle code (spec §3,
 * cleared on cloning). A reaction row keeps its own amounts (computed from the equivalents) and
 * records what was taken from the bottle beside them.
 */
const CELLS = {
  labMaterial: { name: "name", cas: "casNo", lot: "batchNo", amount: "amount", unit: "unit" },
  labSample: { name: "sampleName", cas: null, lot: null, amount: "quantity", unit: "unit" },
  equation: { name: "name", cas: null, lot: null, amount: "inventoryAmount", unit: "inventoryUnit" },
} as const;
export type InventoryTable = keyof typeof CELLS;
export type InventoryGrid = Exclude<InventoryTable, "equation">;

export const takesInventory = (subType: string | null | undefined): subType is InventoryGrid =>
  subType !== null && subType !== undefined && subType in CELLS && subType !== "equation";

/** The usage a row records on its lot: one per row of a module, so a retry records nothing more. */
export const usageIdOf = (moduleId: string, rowId: string) => `${moduleId}.${rowId}`;

/** A row that records a usage of an inventory lot: its amount changes by a correction, never by typing. */
export const lotBarcodeOf = (row: Row): string | null =>
  typeof row.BottleCode === "string" && row.BottleCode !== "" ? row.BottleCode : null;

/** Cells a usage row keeps as the inventory recorded them. */
export function isInventoryCell(subType: InventoryTable, row: Row, field: string): boolean {
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
export function usedIn(subType: InventoryTable, row: Row): { amount: number; unit: string } {
  const cells = CELLS[subType];
  return { amount: Number(row[cells.amount] ?? 0), unit: String(row[cells.unit] ?? "") };
}

/** The row after its usage was corrected. */
export function correctedRow(subType: InventoryTable, row: Row, amount: number, unit: StockUnit): Row {
  const cells = CELLS[subType];
  return { ...row, [cells.amount]: subType === "equation" ? amount : String(amount), [cells.unit]: unit };
}

/** A reaction row linked to the bottle it was taken from, with what was taken. */
export const linkedReactionRow = (row: Row, barcode: string, amount: number, unit: StockUnit): Row => ({
  ...row,
  BottleCode: barcode,
  inventoryAmount: amount,
  inventoryUnit: unit,
});

/** A reaction row whose taking was given back: no longer linked to a bottle. */
export function unlinkedReactionRow(row: Row): Row {
  const { BottleCode: _bottle, inventoryAmount: _amount, inventoryUnit: _unit, ...rest } = row;
  return rest as Row;
}

/** What a reaction row's amounts suggest was taken: its mass, else its volume (a usage may differ). */
export function suggestedTaking(row: Row): { amount: string; unit: StockUnit } | null {
  const mass = row.actualMass ?? row.mass;
  if (typeof mass === "number" && mass > 0)
    return { amount: String(mass), unit: (row.actualMass ? row.actualMassUnit : row.massUnit) as StockUnit };
  if (typeof row.liquidVolume === "number" && row.liquidVolume > 0)
    return { amount: String(row.liquidVolume), unit: row.volumeUnit as StockUnit };
  return null;
}
