import Papa from "papaparse";
import { decodePlainText } from "../text-extraction/plain-text";
import { SpreadsheetRefusal } from "./spreadsheet-refusal";

/**
 * The rows of a CSV as Chinese and other Excels save one: UTF-8 with or without a byte-order
 * mark, UTF-16 or GB18030 (told apart as the text extraction does), cells separated by commas,
 * semicolons or tabs (guessed from the text). At most `maxLines` lines are parsed.
 */
export function csvRows(bytes: Uint8Array, maxLines: number): string[][] {
  const text = decodePlainText(bytes);
  if (text === undefined) throw new SpreadsheetRefusal("notWhatItsNameSays");
  const parsed = Papa.parse<string[]>(text, {
    delimitersToGuess: [",", ";", "\t"],
    preview: maxLines,
    skipEmptyLines: false,
  });
  return parsed.data.map((row) => row.map((cell) => cell ?? ""));
}
