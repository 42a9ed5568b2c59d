import readXlsxFile from "read-excel-file/node";
import { SpreadsheetRefusal } from "./spreadsheet-refusal";
import { checkXlsxArchive } from "./xlsx-archive";

type Cell = string | number | boolean | Date | null | undefined;

/** A cell as written: a number as its digits (parseNumber keeps them), a date cell as YYYY-MM-DD, a boolean as TRUE/FALSE. */
function cellText(cell: Cell): string {
  if (cell === null || cell === undefined) return "";
  if (cell instanceof Date) return Number.isNaN(cell.getTime()) ? "" : cell.toISOString().slice(0, 10);
  if (typeof cell === "boolean") return cell ? "TRUE" : "FALSE";
  return String(cell);
}

/** The first sheet of an XLSX (checked as a safe archive before it is read): its name and rows. */
export async function xlsxRows(bytes: Uint8Array): Promise<{ sheet: string; rows: string[][] }> {
  checkXlsxArchive(bytes);
  let sheets: Awaited<ReturnType<typeof readXlsxFile<string>>>;
  try {
    sheets = await readXlsxFile<string>(Buffer.from(bytes), { parseNumber: (text) => text });
  } catch {
    throw new SpreadsheetRefusal("unreadable");
  }
  const first = sheets[0];
  if (!first) throw new SpreadsheetRefusal("empty");
  return { sheet: first.sheet, rows: first.data.map((row) => row.map((cell) => cellText(cell as Cell))) };
}
