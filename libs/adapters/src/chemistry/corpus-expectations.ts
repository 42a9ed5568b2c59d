import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";

/** The rows of a CSV file (RFC 4180 quoting), each keyed by the header's names. */
export function readCsv(path: string): Record<string, string>[] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = "";
  let quoted = false;
  const text = readFileSync(path, "utf8");
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') field += text[++i];
      else if (c === '"') quoted = false;
      else field += c;
    } else if (c === '"') quoted = true;
    else if (c === ",") {
      row.push(field);
      field = "";
    } else if (c === "\n" || c === "\r") {
      if (c === "\r" && text[i + 1] === "\n") i++;
      row.push(field);
      if (row.some((value) => value !== "")) rows.push(row);
      row = [];
      field = "";
    } else field += c;
  }
  row.push(field);
  if (row.some((value) => value !== "")) rows.push(row);
  const [header = [], ...body] = rows;
  return body.map((values) => Object.fromEntries(header.map((name, i) => [name.trim(), values[i]?.trim() ?? ""])));
}

/** The records of an SDF file, each a molfile with its data items. */
export function sdfRecords(path: string): string[] {
  return readFileSync(path, "utf8")
    .split(/^\$\$\$\$[^\n]*(?:\n|$)/m)
    .filter((record) => record.trim() !== "");
}

/** A path of the corpus as the expected files write it ("chem/indigo/..."), or relative to chem/. */
export function corpusFile(corpus: string, path: string): string | undefined {
  return [join(corpus, path), join(corpus, "chem", path)].find((candidate) => existsSync(candidate));
}

export interface FormulaPart {
  readonly element: string;
  /** 0: the element as found in nature; D and T are hydrogen 2 and 3. */
  readonly isotope: number;
  readonly count: number;
}

const HYDROGEN_ISOTOPES: Record<string, number> = { D: 2, T: 3 };

function part(mass: string | undefined, symbol: string, count: string | undefined): FormulaPart {
  const isotope = HYDROGEN_ISOTOPES[symbol] ?? (Number(mass) || 0);
  return { element: symbol in HYDROGEN_ISOTOPES ? "H" : symbol, isotope, count: Number(count) || 1 };
}

/**
 * The parts of a formula in any of the notations the expected files use: Indigo's gross formula
 * ("C10 14C H9 Br"), Ketcher's and RDKit's ("C9H8O4", "C2H7N+"), Indigo's molecular formula
 * ("C2[13C2][14C]H12[17O]", "[D2]"). A charge at the end is not a part.
 */
export function formulaParts(formula: string): FormulaPart[] {
  const text = formula.trim().replace(/[+-]\d*$/, "");
  if (/\s/.test(text)) {
    return text.split(/\s+/).map((token) => {
      const match = /^(\d*)([A-Z][a-z]?)(\d*)$/.exec(token);
      if (!match) throw new Error(`not a formula part: ${token} (in ${formula})`);
      return part(match[1], match[2]!, match[3]);
    });
  }
  const parts: FormulaPart[] = [];
  let rest = text;
  while (rest !== "") {
    const match = /^\[(\d*)([A-Z][a-z]?)(\d*)\](\d*)|^([A-Z][a-z]?)(\d*)/.exec(rest);
    if (!match) throw new Error(`not a formula: ${formula}`);
    parts.push(match[2] ? part(match[1], match[2], match[3] || match[4]) : part(undefined, match[5]!, match[6]));
    rest = rest.slice(match[0].length);
  }
  return parts;
}

/** How many atoms of each element; isotopes counted as their element unless `byIsotope`. */
export function elementCounts(formulas: readonly string[], byIsotope = false): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const { element, isotope, count } of formulas.flatMap(formulaParts)) {
    const key = byIsotope && isotope ? `${isotope}${element}` : element;
    counts[key] = (counts[key] ?? 0) + count;
  }
  return Object.fromEntries(Object.entries(counts).sort(([a], [b]) => a.localeCompare(b)));
}

export const hasIsotopes = (formula: string) => formulaParts(formula).some((p) => p.isotope > 0);

/** Indigo's gross formula ("C2 13C2 14C H12 17O") in its molecular-formula notation ("C2[13C2][14C]H12[17O]"). */
export function molecularFormula(grossFormula: string): string {
  return grossFormula
    .split(" ")
    .map((token) => (/^(\d+[A-Z]|[DT]\d*$)/.test(token) ? `[${token}]` : token))
    .join("");
}

/** Indigo's gross formula with isotopes counted as their element, in its Hill order (C, H, then A–Z; A–Z without carbon). */
export function foldedGrossFormula(grossFormula: string): string {
  const counts = elementCounts([grossFormula]);
  const rank = (element: string) => ("C" in counts ? ["C", "H"].indexOf(element) + 1 || 3 : 3);
  return Object.entries(counts)
    .sort(([a], [b]) => rank(a) - rank(b) || (a < b ? -1 : a > b ? 1 : 0))
    .map(([element, count]) => (count > 1 ? `${element}${count}` : element))
    .join(" ");
}

export type FigureName = "formula" | "average" | "exact";

/** One value an RDKit test asserts of one input (a SMILES, or a corpus file). */
export interface RdkitCheck {
  readonly name: string;
  readonly input: string;
  readonly figure: FigureName;
  readonly expected: string;
}

/** Which figure a column's or a property's name speaks of; atom counts, canonical SMILES and the rest are not ours to compare. */
function figureNamed(name: string): FigureName | undefined {
  if (/formula/i.test(name)) return "formula";
  if (/exact|mono/i.test(name)) return "exact";
  if (/amw|average|avg|weight|mol_?wt|\bmw\b/i.test(name)) return "average";
  return undefined;
}

/**
 * The formulas and masses of rdkit_expected.csv, whichever of two shapes it has: a column per
 * figure ("smiles,formula,amw,exact_mw"), or a row per assertion ("input,property,expected"), as
 * indigo_formula_expected.csv is written. Columns are found by their names.
 */
export function rdkitChecks(rows: readonly Record<string, string>[]): { checks: RdkitCheck[]; columns: string[] } {
  const columns = Object.keys(rows[0] ?? {});
  const find = (pattern: RegExp) => columns.find((column) => pattern.test(column));
  const input = find(/^(input|smiles|input_smiles|file|input_file|path|structure|molecule)$/i) ?? find(/smiles|input|file/i);
  const property = find(/^(property|option|assertion|quantity|descriptor|check|function)$/i);
  const value = find(/^(expected|value|rdkit_expected|rdkit_output|expected_value|output)$/i);
  if (!input) return { checks: [], columns };
  const checks = rows.flatMap((row, i): RdkitCheck[] => {
    const named = (figure: FigureName, expected: string | undefined, what: string) =>
      expected ? [{ name: `row ${i + 2}: ${row[input]} — ${what}`, input: row[input]!, figure, expected }] : [];
    if (property && value) {
      const figure = figureNamed(row[property] ?? "");
      return figure ? named(figure, row[value], row[property]!) : [];
    }
    return columns.flatMap((column) => {
      const figure = column === input ? undefined : figureNamed(column);
      return figure ? named(figure, row[column], column) : [];
    });
  });
  return { checks, columns };
}
