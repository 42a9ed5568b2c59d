/** The amount units a reaction table offers (spec §9 reaction table), each with its factor to the base unit. */
export const MASS_UNITS = { mg: 1e-3, g: 1, kg: 1e3 } as const;
export const VOLUME_UNITS = { µL: 1e-3, mL: 1, L: 1e3 } as const;
export const MOLE_UNITS = { µmol: 1e-6, mmol: 1e-3, mol: 1 } as const;

export type MassUnit = keyof typeof MASS_UNITS;
export type VolumeUnit = keyof typeof VOLUME_UNITS;
export type MoleUnit = keyof typeof MOLE_UNITS;

/** Spec §9: reaction condition units (time h, concentration M, pressure atm, temperature ℃, stirring rpm). */
export const CONDITION_UNITS = { time: "h", concentration: "M", pressure: "atm", temperature: "℃", volume: "rpm" } as const;

/** A value scaled by a power of ten, without binary noise: 0.1 g is 100 mg, not 100.00000000000001. */
export const scaled = (value: number, factor: number): number => Number((value * factor).toPrecision(15));

/** A value from one unit to another of the same table (mg → g, µL → mL), exactly. */
export function convertUnit<U extends string>(value: number, from: U, to: U, table: Readonly<Record<U, number>>): number {
  if (from === to) return value;
  const ratio = table[from] / table[to];
  return ratio >= 1 ? scaled(value, Math.round(ratio)) : scaled(value / Math.round(1 / ratio), 1);
}

/** A computed figure kept to six significant digits (a balance reads four or five). */
export const significant = (value: number): number => Number(value.toPrecision(6));

/** The amounts each unit field measures (a product's theoretical mass is in its mass unit). */
const MEASURED_IN = {
  massUnit: { table: MASS_UNITS, fields: ["mass", "theoreticalMass"] },
  actualMassUnit: { table: MASS_UNITS, fields: ["actualMass"] },
  volumeUnit: { table: VOLUME_UNITS, fields: ["liquidVolume"] },
  moleUnit: { table: MOLE_UNITS, fields: ["moles"] },
} as const;
export type UnitField = keyof typeof MEASURED_IN;

/** A row in another unit: the amounts it measures converted exactly (1.5 g is 1500 mg), nothing recomputed. */
export function withUnit<R extends Readonly<Record<string, unknown>>>(row: R, unitField: UnitField, unit: string): R {
  const { table, fields } = MEASURED_IN[unitField];
  const units = table as Readonly<Record<string, number>>;
  const from =
    typeof row[unitField] === "string" && Object.hasOwn(units, row[unitField] as string)
      ? (row[unitField] as string)
      : DEFAULT_UNIT[unitField];
  if (!Object.hasOwn(units, unit)) return row;
  const next: Record<string, unknown> = { ...row, [unitField]: unit };
  for (const field of fields) {
    const value = row[field];
    if (typeof value === "number" && Number.isFinite(value)) next[field] = convertUnit(value, from, unit, units);
  }
  return next as R;
}

/** The unit a row's amount is in when it names none. */
export const DEFAULT_UNIT: Readonly<Record<UnitField, string>> = {
  massUnit: "g",
  actualMassUnit: "g",
  volumeUnit: "mL",
  moleUnit: "mmol",
};
