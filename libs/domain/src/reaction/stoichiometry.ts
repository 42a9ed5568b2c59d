import type { Row } from "../experiment/module-content";
import { cellNumber, DOSED_SOURCES, referenceRow, sourceOf } from "./reaction-rows";
import {
  DEFAULT_UNIT,
  MASS_UNITS,
  type MassUnit,
  MOLE_UNITS,
  type MoleUnit,
  significant,
  VOLUME_UNITS,
  type VolumeUnit,
} from "./units";

/** The amount a member typed, which the others follow. */
export interface AmountEdit {
  readonly rowId: string;
  readonly field: string;
}

type Mutable = Record<string, unknown> & { rowId: string };

const unitOf = <U extends string>(row: Row, field: string, table: Readonly<Record<U, number>>, fallback: U): U => {
  const unit = row[field];
  return typeof unit === "string" && Object.hasOwn(table, unit) ? (unit as U) : fallback;
};
const massUnit = (row: Row, field: "massUnit" | "actualMassUnit" = "massUnit") =>
  unitOf(row, field, MASS_UNITS, DEFAULT_UNIT[field] as MassUnit);
const volumeUnit = (row: Row) => unitOf(row, "volumeUnit", VOLUME_UNITS, DEFAULT_UNIT.volumeUnit as VolumeUnit);
const moleUnit = (row: Row) => unitOf(row, "moleUnit", MOLE_UNITS, DEFAULT_UNIT.moleUnit as MoleUnit);

/** A typed value in its row's unit, in the base unit (g, mL, mol). */
const inBase = (row: Row, field: string, factor: number): number | null => {
  const value = cellNumber(row, field);
  return value === null ? null : value * factor;
};
const grams = (row: Row, field = "mass", unitField: "massUnit" | "actualMassUnit" = "massUnit") =>
  inBase(row, field, MASS_UNITS[massUnit(row, unitField)]);
const purityOf = (row: Row) => (cellNumber(row, "purity") ?? 100) / 100;

/** The moles a row holds by what was typed: its moles, its volume (by molarity or density), or its mass. */
function typedMoles(row: Row, field: string | undefined): number | null {
  const mw = cellNumber(row, "molecularWeight");
  const moles = inBase(row, "moles", MOLE_UNITS[moleUnit(row)]);
  const millilitres = inBase(row, "liquidVolume", VOLUME_UNITS[volumeUnit(row)]);
  const fromVolume = () => {
    if (millilitres === null) return null;
    const molarity = cellNumber(row, "molarity");
    if (molarity) return (millilitres / 1000) * molarity;
    const density = cellNumber(row, "density");
    return density && mw ? (millilitres * density * purityOf(row)) / mw : null;
  };
  const mass = grams(row);
  const fromMass = () => (mass !== null && mw ? (mass * purityOf(row)) / mw : null);
  if (field === "moles") return moles;
  if (field === "liquidVolume") return fromVolume();
  return fromMass() ?? fromVolume() ?? moles;
}

/** Writes a row's moles, mass and volume for `moles` mol, leaving the field the member typed as typed. */
function dose(row: Mutable, moles: number, typed: string | undefined): void {
  const mw = cellNumber(row, "molecularWeight");
  if (typed !== "moles") row.moles = significant(moles / MOLE_UNITS[moleUnit(row)]);
  if (!mw) return;
  const mass = (moles * mw) / purityOf(row);
  if (typed !== "mass") row.mass = significant(mass / MASS_UNITS[massUnit(row)]);
  const molarity = cellNumber(row, "molarity");
  const density = cellNumber(row, "density");
  const millilitres = molarity ? (moles / molarity) * 1000 : density ? mass / density : null;
  if (millilitres !== null && typed !== "liquidVolume")
    row.liquidVolume = significant(millilitres / VOLUME_UNITS[volumeUnit(row)]);
}

/** How the organisation reads a reaction (its /team/reactionProduct settings). */
export interface ReactionReading {
  /** A product's purity counts in its yield. */
  readonly yieldByPurity: boolean;
}
const BY_PURITY: ReactionReading = { yieldByPurity: true };

/** A product's theoretical amount from the reference's moles, and its yield from the actual mass. */
function yieldOf(row: Mutable, referenceMoles: number, referenceEquivalents: number, reading: ReactionReading): void {
  const mw = cellNumber(row, "molecularWeight");
  if (!mw) return;
  const moles = (referenceMoles * (cellNumber(row, "cnum") ?? 1)) / referenceEquivalents;
  const theoretical = moles * mw;
  row.moles = significant(moles / MOLE_UNITS[moleUnit(row)]);
  row.theoreticalMass = significant(theoretical / MASS_UNITS[massUnit(row)]);
  const actual = grams(row, "actualMass", "actualMassUnit");
  const pure = reading.yieldByPurity ? purityOf(row) : 1;
  row.yield = actual === null ? null : significant(((actual * pure) / theoretical) * 100);
}

/**
 * The reaction table after one amount was typed (or the structures changed, with no edit): the
 * reference reactant's moles set every dosed row's amounts by its equivalents; an amount typed
 * in another dosed row sets its equivalents instead; products get their theoretical mass and
 * yield. Solvents keep what was typed. Pure: the console and the server compute the same table.
 */
export function recalculate(rows: readonly Row[], edit?: AmountEdit, reading: ReactionReading = BY_PURITY): Row[] {
  const table = rows.map((row) => ({ ...row }) as Mutable);
  const reference = referenceRow(table) as Mutable | undefined;
  if (!reference) return table;
  const typedIn = (row: Row) => (edit?.rowId === row.rowId ? edit.field : undefined);
  const referenceEquivalents = cellNumber(reference, "cnum") ?? 1;
  const referenceMoles = typedMoles(reference, typedIn(reference));
  if (referenceMoles === null) return table;
  for (const row of table) {
    const source = sourceOf(row);
    const typed = typedIn(row);
    if (row === reference) dose(row, referenceMoles, typed);
    else if (DOSED_SOURCES.has(source)) {
      const own = typed && ["mass", "liquidVolume", "moles"].includes(typed) ? typedMoles(row, typed) : null;
      if (own !== null) row.cnum = significant((own / referenceMoles) * referenceEquivalents);
      const equivalents = cellNumber(row, "cnum");
      if (equivalents !== null)
        dose(row, (referenceMoles * equivalents) / referenceEquivalents, own !== null ? typed : undefined);
    } else if (source === "cwdataSource") yieldOf(row, referenceMoles, referenceEquivalents, reading);
  }
  return table;
}

/** The table with `rowId` as the one reference reactant. */
export const withReference = (rows: readonly Row[], rowId: string): Row[] =>
  rows.map((row) => ({ ...row, reference: row.rowId === rowId }));
