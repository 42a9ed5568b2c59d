/** Material lots (issue 20): what one may hold. Plain values: the console reads them too. */
export const MATERIAL_UNITS = ["mg", "g", "kg", "µL", "mL", "L", "piece"] as const;

/** Spec §3 'Material and inventory': the fields every lot has beside its barcode, name and quantity, in the order lists show them. */
export const MATERIAL_DETAIL_FIELDS = [
  "warehouse",
  "sublocation",
  "packageSpec",
  "purity",
  "supplier",
  "lotNumber",
  "manufacturer",
  "catalogueNumber",
  "cas",
  "mdl",
  "formula",
  "molecularWeight",
  "density",
  "meltingPoint",
  "boilingPoint",
  "flashPoint",
  "storage",
  "riskCategories",
] as const;
export type MaterialDetailField = (typeof MATERIAL_DETAIL_FIELDS)[number];

export const MATERIAL_LIMITS = {
  barcode: 64,
  name: 200,
  /** Every detail and category column is text of at most this. */
  text: 200,
  /** A category's own columns per lot. */
  extraColumns: 40,
  molFile: 1_000_000,
} as const;
