import { MASS_UNITS, VOLUME_UNITS } from "@labledger/domain/reaction/units";
import { MATERIAL_UNITS } from "@labledger/events/catalogue/materials-values";
import type { MaterialUnit } from "./material-form";

const kindOf = (unit: MaterialUnit) => (unit in MASS_UNITS ? "mass" : unit in VOLUME_UNITS ? "volume" : "count");

/** The units more of a lot may be received in: those of its own kind (a mass in mg, g or kg; never a volume). */
export const unitsLike = (unit: MaterialUnit): MaterialUnit[] => MATERIAL_UNITS.filter((u) => kindOf(u) === kindOf(unit));

/** An amount as typed for a receipt: a number above zero, or null. */
export function amountOf(typed: string): number | null {
  const text = typed.trim();
  if (text === "") return null;
  const value = Number(text);
  return Number.isFinite(value) && value > 0 ? value : null;
}
