import { describe, expect, it } from "vitest";
import { correctedRow, inventoryRow, isInventoryCell, lotBarcodeOf, takesInventory, usageIdOf, usedIn } from "./inventory-rows";

const ethanol = { barcode: "LL-ETOH-01", name: "Ethanol", details: { cas: "64-17-5", lotNumber: "B2411" } };

describe("rows filled from the inventory (issue 20)", () => {
  it("fills a material row with the lot's name, CAS, lot number, amount and unit, and its barcode as the bottle code", () => {
    expect(inventoryRow("labMaterial", "r1", ethanol, 25, "mL")).toEqual({
      rowId: "r1",
      name: "Ethanol",
      casNo: "64-17-5",
      batchNo: "B2411",
      amount: "25",
      unit: "mL",
      BottleCode: "LL-ETOH-01",
    });
    expect(inventoryRow("labSample", "r2", ethanol, 1, "L")).toEqual({
      rowId: "r2",
      sampleName: "Ethanol",
      quantity: "1",
      unit: "L",
      BottleCode: "LL-ETOH-01",
    });
  });

  it("keeps a usage row's name, amount and unit for corrections; other rows and cells stay typed", () => {
    const row = inventoryRow("labMaterial", "r1", ethanol, 25, "mL");
    expect(lotBarcodeOf(row)).toBe("LL-ETOH-01");
    expect(isInventoryCell("labMaterial", row, "amount")).toBe(true);
    expect(isInventoryCell("labMaterial", row, "casNo")).toBe(false);
    expect(isInventoryCell("labMaterial", { rowId: "r9", amount: "3" }, "amount")).toBe(false);
    expect(usedIn("labMaterial", row)).toEqual({ amount: 25, unit: "mL" });
    expect(usedIn("labMaterial", correctedRow("labMaterial", row, 0.02, "L"))).toEqual({ amount: 0.02, unit: "L" });
  });

  it("takes inventory in material and sample tables only, one usage per row", () => {
    expect(takesInventory("labMaterial")).toBe(true);
    expect(takesInventory("labInstrument")).toBe(false);
    expect(takesInventory(null)).toBe(false);
    expect(usageIdOf("m1", "r1")).toBe("m1.r1");
  });
});
