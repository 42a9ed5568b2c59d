/** Common reaction formulas (a team resource): what one may hold. Plain values: the console reads them too. */
export const REACTION_FORMULA_LIMITS = {
  /** Spec §5: method and template names are 100. */
  name: 100,
  description: 500,
  /** An RXN or molfile, as the reaction module keeps one. */
  molFile: 1_000_000,
  /** The reaction in gross formulas, "C2H4O2 + C2H6O → C4H8O2". */
  scheme: 2000,
  /** The reaction module's atmosphere field. */
  gas: 50,
} as const;
/** The reaction module's condition fields a formula carries (time h, concentration M, pressure atm, temperature ℃, stirring rpm, atmosphere). */
export const REACTION_CONDITION_FIELDS = ["time", "concentration", "pressure", "temperature", "volume", "gas"] as const;
