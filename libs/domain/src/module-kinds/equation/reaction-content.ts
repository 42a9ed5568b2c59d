import { z } from "@labledger/events/content-schema";
import { REACTION_SOURCES } from "../../reaction/reaction-rows";
import { MASS_UNITS, MOLE_UNITS, VOLUME_UNITS } from "../../reaction/units";
import { textUpTo } from "../kit/content-schema";

/** A structure file as the module keeps it (an RXN or molfile); the server reads it before it is saved. */
export const STRUCTURE_MAX_CHARS = 1_000_000;

const blank = z.union([z.null(), z.literal("")]);
const amount = (rule: string, ok: (n: number) => boolean) =>
  z.optional(z.union([blank, z.number({ error: rule }).check(z.refine((n) => Number.isFinite(n) && ok(n), { error: rule }))]));
const atLeastZero = amount("≥ 0", (n) => n >= 0);
const unit = (table: Readonly<Record<string, number>>) =>
  z.optional(z.enum(Object.keys(table) as [string, ...string[]], { error: "unit" }));
const structure = z.optional(z.string().check(z.maxLength(STRUCTURE_MAX_CHARS, { error: "structure ≤ 1 MB" })));

const row = z.looseObject({
  source: z.enum(REACTION_SOURCES, { error: "section" }),
  name: z.optional(z.union([blank, textUpTo(200)])),
  structure,
  reference: z.optional(z.boolean()),
  cnum: amount("> 0", (n) => n > 0),
  mass: atLeastZero,
  massUnit: unit(MASS_UNITS),
  liquidVolume: atLeastZero,
  volumeUnit: unit(VOLUME_UNITS),
  moles: atLeastZero,
  moleUnit: unit(MOLE_UNITS),
  density: amount("> 0", (n) => n > 0),
  molarity: amount("> 0", (n) => n > 0),
  // Spec §5: a percentage is greater than 0 and at most 100.
  purity: amount("0 < % ≤ 100", (n) => n > 0 && n <= 100),
  actualMass: atLeastZero,
  actualMassUnit: unit(MASS_UNITS),
});

const condition = amount("number", () => true);

/** Spec §3 Equation: the structure, the process, the conditions, and the reaction table's rows. */
export const reactionContent = z.looseObject({
  fields: z.looseObject({
    molFile: structure,
    process: z.optional(z.union([blank, textUpTo(2000)])),
    time: amount("≥ 0", (n) => n >= 0),
    concentration: amount("≥ 0", (n) => n >= 0),
    pressure: amount("≥ 0", (n) => n >= 0),
    temperature: condition,
    volume: amount("≥ 0", (n) => n >= 0),
    gas: z.optional(z.union([blank, textUpTo(50)])),
  }),
  rows: z.array(row).check(z.maxLength(100, { error: "≤ 100 rows" })),
});
