import { RECORD_TITLE_MAX as TITLE_MAX } from "@labledger/domain/experiment/record-details";

/** The server's limits of a record's fields and its range check (spec §5, §9). */
export {
  HUMIDITY_RANGE as HUMIDITY,
  outOfRange as rangeProblem,
  RECORD_TITLE_MAX as TITLE_MAX,
  TEMPERATURE_RANGE as TEMPERATURE,
} from "@labledger/domain/experiment/record-details";

/**
 * The server's checks of a value, mirrored so the editor says what is wrong before saving
 * (libs/domain experiment/module-rules.ts). Returns an i18n key, or null.
 */
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const PHONE = /^\+?[0-9 ()-]{3,30}$/;
const DATE = /^\d{4}-\d{2}-\d{2}$/;
export const MODULE_TITLE_MAX = 100;
export const TEXT_LIMIT: Readonly<Record<string, number>> = { input: 300, textarea: 5000 };

const empty = (v: unknown) => v === undefined || v === null || v === "" || (Array.isArray(v) && v.length === 0);

export function valueProblem(type: string, value: unknown): string | null {
  if (empty(value)) return null;
  switch (type) {
    case "input":
    case "textarea":
      return typeof value === "string" && [...value].length <= TEXT_LIMIT[type]! ? null : "invalid.tooLong";
    case "email":
      return typeof value === "string" && EMAIL.test(value) ? null : "invalid.email";
    case "phone":
      return typeof value === "string" && PHONE.test(value) ? null : "invalid.phone";
    case "date":
      return typeof value === "string" && DATE.test(value) && !Number.isNaN(Date.parse(value)) ? null : "invalid.date";
    case "inputNumber":
      return value === "N/A" || (typeof value === "number" && Number.isFinite(value)) ? null : "invalid.number";
    default:
      return null;
  }
}

/** Spec §5 number check: an empty string becomes null, N/A stays, anything else is parsed as a float. */
export function parseNumber(text: string): number | "N/A" | null | "invalid" {
  const trimmed = text.trim();
  if (trimmed === "") return null;
  if (trimmed.toUpperCase() === "N/A") return "N/A";
  const n = Number(trimmed);
  return Number.isFinite(n) ? n : "invalid";
}

export function titleProblem(title: string): string | null {
  const trimmed = title.trim();
  return trimmed.length === 0 || [...trimmed].length > TITLE_MAX ? "invalid.title" : null;
}
