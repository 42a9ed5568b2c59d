import { type Translate, valueInWords } from "../../../ui/history-words";

/** A value as the hover hint of a changed item shows it: in words (the history's one reading), nothing as null. */
export function hintValue(value: unknown, t: Translate): string | null {
  return valueInWords(value, t).text || null;
}
