import type { LabelPrintBody } from "@labledger/contracts";
import {
  DomainError,
  type InstrumentForLabel,
  instrumentLabelValues,
  type LabelType,
  type LabelValues,
  type MaterialForLabel,
  materialLabelValues,
  sampleLabelValues,
} from "@labledger/domain";
import type { Doc, ReadStore } from "@labledger/ports";

type Item = LabelPrintBody["items"][number];

/** Where each kind of labelled thing is read from, and what its label prints of it. */
const FROM_READ_STORE = {
  material: { collection: "materials", codeField: "barcode", values: (doc: MaterialForLabel) => materialLabelValues(doc) },
  instrument: { collection: "instruments", codeField: "code", values: (doc: InstrumentForLabel) => instrumentLabelValues(doc) },
} as const;

/**
 * The values each item's label prints, in the order asked: materials and instruments from their
 * read models by id or, as a scanner types it, by barcode (a material) or code (an instrument);
 * samples as given (no sample register exists yet). An item that is not found refuses
 * the whole print, naming it: nothing is printed.
 */
export async function labelItemValues(readStore: ReadStore, type: LabelType, items: readonly Item[]): Promise<LabelValues[]> {
  if (type === "sample")
    return items.map((item) => sampleLabelValues({ code: item.id, ...(item.name ? { name: item.name } : {}) }));
  const source = FROM_READ_STORE[type];
  const values: LabelValues[] = [];
  for (const item of items) {
    type Found = MaterialForLabel & InstrumentForLabel & Doc;
    const doc =
      (await readStore.get<Found>(source.collection, item.id)) ??
      (await readStore.find<Found>(source.collection, { filter: { [source.codeField]: item.id }, limit: 1 })).rows[0];
    if (!doc) throw new DomainError("label.itemNotFound", "not-found", { id: item.id });
    values.push(source.values(doc));
  }
  return values;
}

/** What a scanned code is: a material lot by its barcode, else an instrument by its code (spec §8: "Material barcode does not exist"). */
export async function scannedItem(readStore: ReadStore, code: string) {
  const material = (await readStore.find<MaterialForLabel & Doc>("materials", { filter: { barcode: code }, limit: 1 })).rows[0];
  if (material) return { kind: "material" as const, id: material.id, name: material.name ?? code };
  const instrument = (await readStore.find<InstrumentForLabel & Doc>("instruments", { filter: { code }, limit: 1 })).rows[0];
  if (instrument) return { kind: "instrument" as const, id: instrument.id, name: instrument.name ?? code };
  throw new DomainError("label.barcodeNotFound", "not-found");
}
