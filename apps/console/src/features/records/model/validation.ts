import { consoleKindOf } from "../modules/registry";
import { valueProblem as problemOf } from "../modules/value-problem";

export { parseNumber } from "../modules/inputNumber/parse-number";

/**
 * What the server would refuse, said before saving: a module's value by its kind's schema, the
 * record's own fields (experiment.ts checkDetails) mirrored here. Returns an i18n key, or null.
 */
export const TITLE_MAX = 300;
export const MODULE_TITLE_MAX = 100;
export const TEMPERATURE = { min: -60, max: 60 } as const;
export const HUMIDITY = { min: 0, max: 100 } as const;

/** The records catalogue's key for a module value its kind's schema refuses (libs/domain module-kinds), or null. */
export function valueProblem(type: string, value: unknown): string | null {
  const problemKey = consoleKindOf(type)?.problemKey;
  return problemKey ? problemOf(type, value, problemKey) : null;
}

export function titleProblem(title: string): string | null {
  const trimmed = title.trim();
  return trimmed.length === 0 || [...trimmed].length > TITLE_MAX ? "invalid.title" : null;
}

/** Room temperature −60…60 ℃ and humidity 0…100 % (spec §5, §9), or N/A, or not entered. */
export function rangeProblem(value: number | "N/A" | null, range: { min: number; max: number }): boolean {
  return typeof value === "number" && (value < range.min || value > range.max);
}
