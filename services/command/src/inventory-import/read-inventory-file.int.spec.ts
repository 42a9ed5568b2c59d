import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { SqliteReadStore } from "@labledger/adapters/read-store/sqlite";
import { DomainError } from "@labledger/domain";
import type { ReadStore } from "@labledger/ports";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { materialIdOf } from "../materials/material-ids";
import { readInventoryFile } from "./read-inventory-file";

const utf8 = (text: string) => new TextEncoder().encode(text);
const solvents = {
  id: "cat-1",
  name: "干燥溶剂",
  description: "",
  columns: [{ key: "waterPpm", label: { "zh-CN": "含水量", en: "Water ppm" }, type: "number", required: true, options: [] }],
};

describe("an inventory import file read against the inventory (real SQLite read models)", () => {
  let readStore: ReadStore;
  beforeEach(async () => {
    readStore = new SqliteReadStore(join(mkdtempSync(join(tmpdir(), "labledger-import-")), "read-models.sqlite"));
    await readStore.commit({
      checkpointKey: "test",
      writes: [
        { op: "upsert", collection: "material_categories", doc: solvents, position: 1 },
        {
          op: "upsert",
          collection: "materials",
          doc: { id: materialIdOf("B-OLD"), barcode: "B-OLD", categoryId: null },
          position: 1,
        },
      ],
      checkpoint: 1,
    });
  });
  afterEach(async () => {
    await readStore.close();
  });

  it("reads each row as a lot in its category, or its problems, a barcode the inventory has among them", async () => {
    const csv = "条码,名称,类别,数量,单位,CAS,含水量\nB-1,乙醇,干燥溶剂,500,毫升,64-17-5,30\nB-OLD,甲醇,,1,L,67-56-1,\n";
    const read = await readInventoryFile(readStore, { bytes: utf8(csv), fileName: "库存.csv" }, "2026-11-27");
    expect(read.sheet).toBe("库存");
    expect(read.rows[0]).toMatchObject({ line: 2, material: { categoryId: "cat-1", extra: { waterPpm: "30" }, unit: "mL" } });
    expect(read.rows[1]).toMatchObject({ line: 3, problems: [{ column: "条码", key: "inventoryImport.barcodeExists" }] });
  });

  it("refuses a file that is not what its name says with the domain's 400 and its message key", async () => {
    const refusal = await readInventoryFile(
      readStore,
      { bytes: new Uint8Array([0x4d, 0x5a, 0, 0]), fileName: "a.csv" },
      "2026-11-27",
    ).catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(DomainError);
    expect(refusal).toMatchObject({ key: "spreadsheet.notWhatItsNameSays", kind: "invalid" });
  });
});
