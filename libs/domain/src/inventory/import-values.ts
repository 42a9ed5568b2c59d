import type { MATERIAL_UNITS } from "@labledger/events/catalogue/materials-values";
import { isIsoDay } from "./material-category";

type Unit = (typeof MATERIAL_UNITS)[number];

/** The ways a sheet writes a unit, compared lower-case and half-width (NFKC turns µ into μ). */
const UNIT_NAMES: Readonly<Record<Unit, readonly string[]>> = {
  mg: ["mg", "毫克", "milligram", "milligrams"],
  g: ["g", "克", "gram", "grams"],
  kg: ["kg", "千克", "公斤", "kilogram", "kilograms"],
  µL: ["µl", "μl", "ul", "微升", "microlitre", "microliter"],
  mL: ["ml", "毫升", "millilitre", "milliliter", "cc"],
  L: ["l", "升", "litre", "liter", "litres", "liters"],
  piece: ["piece", "pieces", "pc", "pcs", "个", "瓶", "支", "件", "盒"],
};
const UNIT_BY_NAME: ReadonlyMap<string, Unit> = new Map(
  (Object.entries(UNIT_NAMES) as [Unit, readonly string[]][]).flatMap(([unit, names]) =>
    names.map((name) => [name.normalize("NFKC").toLowerCase(), unit] as const),
  ),
);

/** A unit as a sheet wrote it ("ml", "ML", "毫升", "克") as one of the lot units, if it is one. */
export const readUnit = (text: string): Unit | undefined =>
  UNIT_BY_NAME.get(text.normalize("NFKC").trim().toLowerCase().replace(/\s+/g, ""));

/** A plain number as written ("12", "0.5", "1e3"), full-width digits too; nothing else. */
export function readNumber(text: string): number | undefined {
  const plain = text.normalize("NFKC").trim();
  if (!/^[-+]?(\d+(\.\d*)?|\.\d+)([eE][-+]?\d+)?$/.test(plain)) return undefined;
  const value = Number(plain);
  return Number.isFinite(value) ? value : undefined;
}

const pad = (n: number) => String(n).padStart(2, "0");
/** Excel's day 0 is 1899-12-30 (it counts 1900-02-29, which never was, so later days line up from there). */
const EXCEL_EPOCH = Date.UTC(1899, 11, 30);
/** Serial numbers read as days: 1927-05-18 to 9999-12-31, so a year alone (2027) is not taken for a day of 1905. */
const SERIALS = { from: 10_000, to: 2_958_465 };

/**
 * A day as a sheet writes it, as YYYY-MM-DD: 2027-06-30, 2027/6/30, 2027.6.30, 2027年6月30日,
 * or an Excel serial number (46568); undefined for anything else or a day that does not exist.
 */
export function readDay(text: string): string | undefined {
  const plain = text.normalize("NFKC").trim();
  const parts = /^(\d{4})[-/.年](\d{1,2})[-/.月](\d{1,2})日?$/u.exec(plain);
  if (parts) {
    const day = `${parts[1]}-${pad(Number(parts[2]))}-${pad(Number(parts[3]))}`;
    return isIsoDay(day) ? day : undefined;
  }
  if (/^\d+(\.\d+)?$/.test(plain)) {
    const serial = Math.floor(Number(plain));
    if (serial < SERIALS.from || serial > SERIALS.to) return undefined;
    return new Date(EXCEL_EPOCH + serial * 86_400_000).toISOString().slice(0, 10);
  }
  return undefined;
}
