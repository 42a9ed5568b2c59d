import type { UnitField } from "@labledger/domain/reaction/units";

/** A column of the reaction table: typed, or computed (shown only), with the unit it is measured in. */
export interface ReactionColumn {
  readonly field: string;
  readonly typed: boolean;
  readonly unit?: { readonly field: UnitField; readonly choices: readonly string[] };
}

const MASS = { field: "massUnit", choices: ["mg", "g", "kg"] } as const;
const VOLUME = { field: "volumeUnit", choices: ["µL", "mL", "L"] } as const;
const MOLES = { field: "moleUnit", choices: ["µmol", "mmol", "mol"] } as const;

const dosed: readonly ReactionColumn[] = [
  { field: "cnum", typed: true },
  { field: "mass", typed: true, unit: MASS },
  { field: "liquidVolume", typed: true, unit: VOLUME },
  { field: "moles", typed: true, unit: MOLES },
  { field: "density", typed: true },
  { field: "molarity", typed: true },
  { field: "purity", typed: true },
];

/** Each section's columns (spec §3 Equation: reactants, reagents, catalysts, solvents, products). */
export const COLUMNS_OF: Readonly<Record<string, readonly ReactionColumn[]>> = {
  yldataSource: dosed,
  reagent: dosed,
  catalyst: dosed,
  rjdataSource: [
    { field: "liquidVolume", typed: true, unit: VOLUME },
    { field: "density", typed: true },
  ],
  cwdataSource: [
    { field: "cnum", typed: true },
    { field: "theoreticalMass", typed: false, unit: MASS },
    { field: "actualMass", typed: true, unit: { field: "actualMassUnit", choices: ["mg", "g", "kg"] } },
    { field: "moles", typed: false, unit: MOLES },
    { field: "purity", typed: true },
    { field: "yield", typed: false },
  ],
};

/** The widest section's column count: every section's cells line up under one grid. */
export const AMOUNT_SLOTS = Math.max(...Object.values(COLUMNS_OF).map((columns) => columns.length));
