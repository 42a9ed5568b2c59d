import { MATERIAL_DETAIL_FIELDS, type MaterialDetailField } from "@labledger/events/catalogue/materials-values";

/** A lot's field an import column can fill: the spec §3 fields, and the barcode, name, category, quantity, unit and expiry. */
export type ImportField = "barcode" | "name" | "category" | "quantity" | "unit" | "expiresOn" | MaterialDetailField;

/**
 * The headers each field is known by: the spec §3 labels in Chinese and English, and the ways a
 * supplier's or another system's sheet commonly writes them. Compared as `headerKey` reads them.
 */
const HEADERS: Readonly<Record<ImportField, readonly string[]>> = {
  barcode: ["条码", "条形码", "barcode", "bar code"],
  name: ["名称", "物料名称", "试剂名称", "name", "material name"],
  category: ["类别", "分类", "物料类别", "category"],
  quantity: ["初始数量", "数量", "quantity", "initial quantity", "amount"],
  unit: ["单位", "unit"],
  expiresOn: ["有效期", "有效期至", "失效日期", "过期日期", "expiry", "expiry date", "expires on", "expiration date"],
  warehouse: ["仓库", "warehouse"],
  sublocation: ["子位置", "库位", "存放位置", "sublocation", "location"],
  packageSpec: ["包装规格", "规格", "package", "package specification", "pack size"],
  purity: ["纯度", "purity"],
  supplier: ["供应商", "supplier", "vendor"],
  lotNumber: ["批号", "lot number", "lot no", "lot", "batch number", "batch no"],
  manufacturer: ["生产商", "生产厂家", "厂家", "manufacturer", "brand"],
  catalogueNumber: ["货号", "catalogue number", "catalog number", "cat no", "catalogue no", "catalog no"],
  cas: ["cas", "cas号", "cas number", "cas no"],
  mdl: ["mdl", "mdl号", "mdl number"],
  formula: ["分子式", "formula", "molecular formula"],
  molecularWeight: ["分子量", "mw", "molecular weight"],
  density: ["密度", "density"],
  meltingPoint: ["熔点", "melting point", "mp"],
  boilingPoint: ["沸点", "boiling point", "bp"],
  flashPoint: ["闪点", "flash point"],
  storage: ["储存条件", "存储条件", "贮存条件", "storage", "storage conditions"],
  riskCategories: ["危险类别", "危险品类别", "risk categories", "hazard", "hazard class"],
};

/**
 * A header as compared: full-width letters and digits as half-width (NFKC), case, spaces,
 * underscores, dots and hyphens ignored, a required mark (*) and a unit in brackets dropped:
 * "ＣＡＳ Ｎｏ.", "CAS_no" and "cas no*" are one header; "初始数量(mL)" is "初始数量".
 */
export function headerKey(text: string): string {
  return text
    .normalize("NFKC")
    .toLowerCase()
    .replace(/\(.*\)$/u, "")
    .replace(/[*\s_.\-:]/gu, "");
}

const FIELD_BY_HEADER: ReadonlyMap<string, ImportField> = new Map(
  (Object.entries(HEADERS) as [ImportField, readonly string[]][]).flatMap(([field, names]) =>
    names.map((name) => [headerKey(name), field] as const),
  ),
);

/** The field a header names, if it names one of the fields every lot has. */
export const fieldOfHeader = (header: string): ImportField | undefined => FIELD_BY_HEADER.get(headerKey(header));

export const DETAIL_FIELDS: readonly MaterialDetailField[] = MATERIAL_DETAIL_FIELDS;
