import type { Material, RegisterMaterialBody } from "@labledger/contracts";
import { isPrintableBarcode } from "@labledger/domain/inventory/barcode";
import { isValidCas } from "@labledger/domain/inventory/cas-number";
import {
  MATERIAL_DETAIL_FIELDS,
  type MATERIAL_UNITS,
  type MaterialDetailField,
} from "@labledger/events/catalogue/materials-values";

export type MaterialUnit = (typeof MATERIAL_UNITS)[number];

/** The §3 fields as the dialog groups them: where it is kept, who supplied it, what substance it is, how to keep it safe. */
export const FIELD_GROUPS = {
  place: ["warehouse", "sublocation"],
  supply: ["supplier", "manufacturer", "catalogueNumber", "lotNumber", "packageSpec"],
  substance: ["cas", "mdl", "formula", "molecularWeight", "purity", "density", "meltingPoint", "boilingPoint", "flashPoint"],
  safety: ["storage", "riskCategories"],
} as const satisfies Record<string, readonly MaterialDetailField[]>;

/** A lot as the dialog edits it: everything as typed text (the quantity is read on saving). */
export interface MaterialForm {
  readonly barcode: string;
  readonly name: string;
  readonly quantity: string;
  readonly unit: MaterialUnit;
  readonly expiresOn: string;
  readonly details: Readonly<Record<MaterialDetailField, string>>;
  readonly molFile: string;
}

const NO_DETAILS = Object.fromEntries(MATERIAL_DETAIL_FIELDS.map((f) => [f, ""])) as Record<MaterialDetailField, string>;
export const EMPTY_FORM: MaterialForm = {
  barcode: "",
  name: "",
  quantity: "",
  unit: "g",
  expiresOn: "",
  details: NO_DETAILS,
  molFile: "",
};

/** A registered lot read back into the form (for describing it: its barcode and stock are not edited). */
export function formOf(
  lot: Pick<Material, "barcode" | "name" | "quantity" | "unit" | "expiresOn" | "details" | "molFile">,
): MaterialForm {
  const details = { ...NO_DETAILS };
  for (const field of MATERIAL_DETAIL_FIELDS) details[field] = lot.details[field] ?? "";
  return {
    barcode: lot.barcode,
    name: lot.name,
    quantity: String(lot.quantity),
    unit: lot.unit,
    expiresOn: lot.expiresOn ?? "",
    details,
    molFile: lot.molFile ?? "",
  };
}

/** Whether the CAS number as typed needs a hint: empty is fine, else its shape and check digit must hold. */
export const casProblem = (cas: string): "cas" | null => (cas.trim() === "" || isValidCas(cas) ? null : "cas");

/** Whether the barcode as typed needs a hint: empty is fine (one is made), else it must print as Code 128. */
export const barcodeProblem = (barcode: string): "barcode" | null =>
  barcode.trim() === "" || isPrintableBarcode(barcode.trim()) ? null : "barcode";

/** A quantity as typed: a number not below zero, or null. */
export function quantityOf(typed: string): number | null {
  const text = typed.trim();
  if (text === "") return null;
  const value = Number(text);
  return Number.isFinite(value) && value >= 0 ? value : null;
}

export type FormProblem = "name" | "quantity" | "barcode" | "cas";

/** What the form still needs before it can be saved; a new lot needs a quantity too. Empty when none. */
export function formProblems(form: MaterialForm, registering: boolean): FormProblem[] {
  return [
    ...(form.name.trim() === "" ? (["name"] as const) : []),
    ...(registering && quantityOf(form.quantity) === null ? (["quantity"] as const) : []),
    ...(registering && barcodeProblem(form.barcode) ? (["barcode"] as const) : []),
    ...(casProblem(form.details.cas) ? (["cas"] as const) : []),
  ];
}

/** What describes the lot as the API takes it: blank fields left out, text trimmed, no structure as null. */
export function descriptionOf(form: MaterialForm) {
  const details: Partial<Record<MaterialDetailField, string>> = {};
  for (const field of MATERIAL_DETAIL_FIELDS) {
    const value = form.details[field].trim();
    if (value !== "") details[field] = value;
  }
  return {
    name: form.name.trim(),
    details,
    molFile: form.molFile.trim() === "" ? null : form.molFile,
    expiresOn: form.expiresOn === "" ? null : form.expiresOn,
  };
}

/** The body that registers a new lot: the description, the quantity and unit, and the barcode when one was typed. */
export function registerBodyOf(form: MaterialForm): RegisterMaterialBody {
  const barcode = form.barcode.trim();
  return {
    ...descriptionOf(form),
    ...(barcode ? { barcode } : {}),
    quantity: quantityOf(form.quantity) ?? 0,
    unit: form.unit,
  };
}
