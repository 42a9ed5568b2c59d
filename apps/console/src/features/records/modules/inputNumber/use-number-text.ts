import { useState } from "react";
import { parseNumber } from "./parse-number";

type NumberValue = number | "N/A" | null;

/**
 * A number field's text as typed (spec §5 number check): a value from outside (a reload,
 * another save) replaces it, typing "1." keeps it. `accepts` says which parsed values are
 * passed on; anything else stays local and is flagged by the caller.
 */
export function useNumberText(
  value: unknown,
  onNumber: (next: NumberValue) => void,
  accepts: (next: NumberValue) => boolean = () => true,
) {
  const shown = value === null || value === undefined ? "" : String(value);
  const [text, setText] = useState(shown);
  const [last, setLast] = useState(shown);
  if (shown !== last) {
    setLast(shown);
    setText(shown);
  }
  const change = (typed: string) => {
    setText(typed);
    const next = parseNumber(typed);
    if (next !== "invalid" && accepts(next)) {
      setLast(next === null ? "" : String(next));
      onNumber(next);
    }
  };
  return { text, parsed: parseNumber(text), change };
}
