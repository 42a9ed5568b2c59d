import type { SheetValue } from "./workbook";

/**
 * A number format code as the grid, the read view and the PDF show a cell: the codes members
 * pick from the format menu and what a workbook import brings (spec §3 spreadSheet). A code's
 * first section is used; quoted text and `\x` escapes are kept around the number ('0.00 "mg"').
 */
export const NUMBER_FORMATS = ["General", "0", "0.00", "#,##0.00", "0%", "0.0%", "0.00E+00"] as const;

interface NumberPattern {
  readonly prefix: string;
  readonly suffix: string;
  readonly decimals: number;
  readonly grouping: boolean;
  readonly percent: boolean;
  readonly exponent: boolean;
}

/** The code without its quoted texts, and those texts before and after the number. */
function readPattern(code: string): NumberPattern | null {
  let prefix = "";
  let suffix = "";
  let numberPart = "";
  let i = 0;
  const literal = (text: string) => {
    if (numberPart === "") prefix += text;
    else suffix += text;
  };
  while (i < code.length) {
    const ch = code[i]!;
    if (ch === '"') {
      const end = code.indexOf('"', i + 1);
      literal(code.slice(i + 1, end < 0 ? code.length : end));
      i = end < 0 ? code.length : end + 1;
    } else if (ch === "\\") {
      literal(code[i + 1] ?? "");
      i += 2;
    } else if (/[0#?.,%Ee+-]/.test(ch) && !(suffix !== "" && /[0#?]/.test(ch))) {
      numberPart += ch;
      i += 1;
    } else {
      if (ch !== "_" && ch !== "*") literal(ch);
      i += ch === "_" || ch === "*" ? 2 : 1;
    }
  }
  if (!/[0#?]/.test(numberPart)) return null;
  const exponent = /E[+-]/i.test(numberPart);
  const mantissa = exponent ? numberPart.slice(0, numberPart.search(/E/i)) : numberPart;
  const dot = mantissa.indexOf(".");
  const decimals = dot < 0 ? 0 : (mantissa.slice(dot + 1).match(/[0#?]/g) ?? []).length;
  const integer = dot < 0 ? mantissa : mantissa.slice(0, dot);
  return { prefix, suffix, decimals, grouping: integer.includes(","), percent: numberPart.includes("%"), exponent };
}

const group = (digits: string) => digits.replace(/\B(?=(\d{3})+(?!\d))/g, ",");

function formatNumber(value: number, pattern: NumberPattern): string {
  const shown = pattern.percent ? value * 100 : value;
  let body: string;
  if (pattern.exponent) {
    const [mantissa, power] = Math.abs(shown).toExponential(pattern.decimals).split("e");
    const exp = Number(power);
    body = `${mantissa}E${exp < 0 ? "-" : "+"}${String(Math.abs(exp)).padStart(2, "0")}`;
  } else {
    const fixed = Math.abs(shown).toFixed(pattern.decimals);
    const [integer, fraction] = fixed.split(".");
    body = (pattern.grouping ? group(integer!) : integer!) + (fraction ? `.${fraction}` : "");
  }
  const negative = shown < 0 && /[1-9]/.test(body.replace(/E[+-]\d+$/, ""));
  return `${negative ? "-" : ""}${pattern.prefix}${body}${pattern.percent ? "%" : ""}${pattern.suffix}`;
}

/** General: whole numbers as they are, others to 10 significant digits, very large or small in E notation. */
function formatGeneral(value: number): string {
  if (value === 0) return "0";
  const size = Math.abs(value);
  if (size >= 1e11 || size < 1e-9) {
    const [mantissa, power] = value.toExponential(5).split("e");
    const exp = Number(power);
    return `${mantissa!.replace(/\.?0+$/, "")}E${exp < 0 ? "-" : "+"}${String(Math.abs(exp)).padStart(2, "0")}`;
  }
  if (Number.isInteger(value)) return String(value);
  return String(Number(value.toPrecision(10)));
}

const isGeneral = (format: string | null | undefined): boolean =>
  format === undefined || format === null || format.trim() === "" || format.trim().toLowerCase() === "general";

/** What a cell shows: its value in its number format; texts as they are, truth values as TRUE/FALSE, errors by their code. */
export function formatCellValue(value: SheetValue, format?: string | null): string {
  if (value === null) return "";
  if (typeof value === "object") return value.error;
  if (typeof value === "boolean") return value ? "TRUE" : "FALSE";
  if (typeof value === "string") return value;
  if (!Number.isFinite(value)) return "#NUM!";
  if (isGeneral(format)) return formatGeneral(value);
  const pattern = readPattern(format!.split(";")[0]!);
  return pattern ? formatNumber(value, pattern) : formatGeneral(value);
}

/** A unit suffix as a format code: the number format with the unit quoted after it ('0.00 "mg"'). */
export function withUnit(format: string | null | undefined, unit: string): string {
  const base = isGeneral(format) ? "0.00" : format!.split(";")[0]!.replace(/\s*"[^"]*"\s*$/, "");
  const clean = unit.trim().replace(/"/g, "");
  return clean === "" ? base : `${base} "${clean}"`;
}
