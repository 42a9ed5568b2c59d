/**
 * Spec §5 file names, without imports so the console can deep-import the same rule.
 * `nameUnreadable`: empty, too long, or with characters that are not text (control
 * characters, NUL, line breaks, and the bidirectional overrides that disguise an extension).
 */
export const MAX_NAME_LENGTH = 200;

const FORBIDDEN_NAME = /[/\\:*?"<>|]/;
// biome-ignore lint/suspicious/noControlCharactersInRegex: these are exactly the characters refused.
const NOT_TEXT = /[\u0000-\u001f\u007f-\u009f\u200e\u200f\u202a-\u202e\u2066-\u2069\ufeff]/;

export type NameProblem = "nameInvalid" | "nameUnreadable";

export function nameProblem(name: string): NameProblem | undefined {
  if (name.trim().length === 0 || [...name].length > MAX_NAME_LENGTH || NOT_TEXT.test(name)) return "nameUnreadable";
  if (FORBIDDEN_NAME.test(name)) return "nameInvalid";
  return undefined;
}

export const extensionOf = (name: string) => (name.includes(".") ? name.slice(name.lastIndexOf(".") + 1).toLowerCase() : "");
