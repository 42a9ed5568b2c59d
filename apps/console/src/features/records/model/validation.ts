import { RECORD_TITLE_MAX as TITLE_MAX } from "@labledger/domain/experiment/record-details";
import { consoleKindOf } from "../modules/registry";
import { valueProblem as problemOf } from "../modules/value-problem";

/** The server's limits of a record's fields and its range check (spec §5, §9). */
export {
  HUMIDITY_RANGE as HUMIDITY,
  MODULE_TITLE_MAX,
  outOfRange as rangeProblem,
  RECORD_TITLE_MAX as TITLE_MAX,
  TEMPERATURE_RANGE as TEMPERATURE,
} from "@labledger/domain/experiment/record-details";
export { parseNumber } from "../modules/inputNumber/parse-number";

/** The records catalogue's key for a module value its kind's schema refuses (libs/domain module-kinds), or null. */
export function valueProblem(type: string, value: unknown): string | null {
  const problemKey = consoleKindOf(type)?.problemKey;
  return problemKey ? problemOf(type, value, problemKey) : null;
}

export function titleProblem(title: string): string | null {
  const trimmed = title.trim();
  return trimmed.length === 0 || [...trimmed].length > TITLE_MAX ? "invalid.title" : null;
}
