import type { GridColumn } from "./types";

/** Spec §3 module types the editor adds (field types, attachment, rich text, grids, containers). */
export const FIELD_TYPES = [
  "input",
  "textarea",
  "radio",
  "checkbox",
  "date",
  "inputNumber",
  "email",
  "phone",
  "select",
  "multiple",
] as const;
export const CHOICE_TYPES = new Set(["radio", "checkbox", "select", "multiple"]);
export const MULTI_CHOICE_TYPES = new Set(["checkbox", "multiple"]);
export const GRID_SUB_TYPES = [
  "labInfoTable",
  "labMaterial",
  "labInstrument",
  "labSample",
  "labReference",
  "labDocument",
  "recordRelate",
] as const;
export const CONTAINER_TYPES = ["container2", "container3"] as const;

/** What the add-module menu offers: "grid:<subType>" for grids. */
export const ADDABLE = [
  ...FIELD_TYPES,
  "attachment",
  "editor",
  ...GRID_SUB_TYPES.map((s) => `grid:${s}` as const),
  ...CONTAINER_TYPES,
] as const;
export type Addable = (typeof ADDABLE)[number];

const col = (field: string, required = false): GridColumn => ({ field, required, className: required ? "required" : "" });

/** Each grid sub-type's columns; the first is required (spec §3: grid columns have field, required flag and class name). */
export const GRID_COLUMNS: Readonly<Record<(typeof GRID_SUB_TYPES)[number], readonly GridColumn[]>> = {
  labInfoTable: [col("item", true), col("content")],
  labMaterial: [col("name", true), col("casNo"), col("batchNo"), col("amount", true), col("unit")],
  labInstrument: [col("name", true), col("model"), col("instrumentNo"), col("calibrationDue")],
  labSample: [col("sampleName", true), col("sampleId"), col("quantity"), col("unit")],
  labReference: [col("title", true), col("author"), col("source"), col("link")],
  labDocument: [col("name", true), col("documentNo"), col("version")],
  recordRelate: [col("experimentNumber", true), col("title"), col("relation")],
};

/** The columns of a container module: two or three side-by-side text cells. */
export const containerFields = (type: string) => (type === "container3" ? ["col1", "col2", "col3"] : ["col1", "col2"]);

/** The body of POST /experiments/{id}/modules for what the user picked. Choice modules carry their options as columns. */
export function addModuleBody(kind: Addable, title: string, options: readonly string[]) {
  if (kind.startsWith("grid:")) {
    const subType = kind.slice(5) as (typeof GRID_SUB_TYPES)[number];
    return { type: "grid", subType, title, columns: GRID_COLUMNS[subType] };
  }
  const columns = CHOICE_TYPES.has(kind) ? options.map((o) => col(o)) : [];
  return { type: kind, subType: null, title, columns };
}

/** A kind of the add-module menu ("grid:labMaterial") as the module type and sub-type it adds. */
export const typeOfKind = (kind: string): { type: string; subType: string | null } =>
  kind.startsWith("grid:") ? { type: "grid", subType: kind.slice(5) } : { type: kind, subType: null };
