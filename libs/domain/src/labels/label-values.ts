import type { LabelValues } from "./label-layout";

/** A material lot as its read model holds it (what a label reads of it). */
export interface MaterialForLabel {
  readonly id: string;
  readonly barcode?: string;
  readonly name?: string;
  readonly unit?: string;
  readonly quantity?: number;
  readonly expiresOn?: string;
  readonly details?: Readonly<Record<string, unknown>>;
}

/** An instrument as its read model holds it. */
export interface InstrumentForLabel {
  readonly id: string;
  readonly code?: string;
  readonly name?: string;
  readonly model?: string;
  readonly location?: string;
  readonly calibrationDueOn?: string;
}

const words = (value: unknown): string | undefined =>
  typeof value === "string" ? value.trim() || undefined : typeof value === "number" ? String(value) : undefined;
/** A date as the day it is (2027-03-31), whether stored as a day or a time. */
const day = (value: unknown) => words(value)?.slice(0, 10);

/** What a material label prints of a lot: its barcode, name, lot, expiry, CAS, formula, place, quantity with unit, supplier, purity. */
export function materialLabelValues(material: MaterialForLabel): LabelValues {
  const details = material.details ?? {};
  return {
    barcode: words(material.barcode),
    name: words(material.name),
    expiresOn: day(material.expiresOn),
    quantity: material.quantity === undefined ? undefined : [material.quantity, material.unit].filter(Boolean).join(" "),
    lotNumber: words(details.lotNumber),
    cas: words(details.cas),
    formula: words(details.formula),
    warehouse: words(details.warehouse),
    sublocation: words(details.sublocation),
    supplier: words(details.supplier),
    purity: words(details.purity),
  };
}

export function instrumentLabelValues(instrument: InstrumentForLabel): LabelValues {
  return {
    code: words(instrument.code),
    name: words(instrument.name),
    model: words(instrument.model),
    location: words(instrument.location),
    calibrationDueOn: day(instrument.calibrationDueOn),
  };
}

export const sampleLabelValues = (sample: { readonly code: string; readonly name?: string }): LabelValues => ({
  code: words(sample.code),
  name: words(sample.name),
});
