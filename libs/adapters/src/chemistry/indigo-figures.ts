import { UnreadableStructure } from "@labledger/ports";

/** What Indigo's calculate gives: numbers as text, one value per fragment separated by "; ". */
export interface IndigoCalculation {
  readonly "molecular-weight": string;
  readonly "monoisotopic-mass": string;
  readonly "gross-formula": string;
}

export interface MassFigures {
  readonly grossFormula: string;
  readonly molecularWeight: number;
  readonly monoisotopicMass: number;
}

/**
 * One molecule's formula and masses from Indigo's calculate. Indigo (indigo-ketcher) gives each
 * disconnected fragment its own values ("C2 H6; H2 O"); a molecule is one thing, so the
 * fragments' masses are added and their formulas merged in Indigo's own Hill order.
 */
export function massFigures(calculation: IndigoCalculation): MassFigures {
  const formulas = calculation["gross-formula"].split("; ");
  return {
    grossFormula: formulas.length === 1 ? formulas[0]! : mergeFormulas(formulas),
    molecularWeight: sum(calculation["molecular-weight"]),
    monoisotopicMass: sum(calculation["monoisotopic-mass"]),
  };
}

function sum(values: string): number {
  return values.split("; ").reduce((total, value) => {
    const number = Number(value);
    // Where a value cannot be computed Indigo writes its error message in its place.
    if (value.trim() === "" || !Number.isFinite(number)) throw new UnreadableStructure(value);
    return total + number;
  }, 0);
}

interface Count {
  readonly element: string;
  /** 0: the element as found in nature. */
  readonly isotope: number;
  count: number;
}

/** "C10 14C H9 Br", "D2 O": an element (a mass number before it, D and T for hydrogen's), then how many. */
const PART = /^(\d*)([A-Z][a-z]{0,2})(\d*)$/;
const HYDROGEN_ISOTOPES: Record<string, number> = { D: 2, T: 3 };

export function mergeFormulas(formulas: readonly string[]): string {
  const counts = new Map<string, Count>();
  for (const part of formulas.flatMap((formula) => formula.split(" "))) {
    const match = PART.exec(part);
    if (!match) throw new UnreadableStructure(`a gross formula part that cannot be added up: ${part}`);
    const [, mass, symbol, n] = match;
    const element = symbol! in HYDROGEN_ISOTOPES ? "H" : symbol!;
    const isotope = HYDROGEN_ISOTOPES[symbol!] ?? (Number(mass) || 0);
    const key = `${isotope}${element}`;
    const count = counts.get(key) ?? { element, isotope, count: 0 };
    count.count += Number(n) || 1;
    counts.set(key, count);
  }
  const all = [...counts.values()];
  // Indigo's Hill order (molecule_gross_formula.cpp): with carbon, every C then every H first; without, all alphabetical.
  const hill = all.some((c) => c.element === "C" && c.isotope === 0);
  const rank = (c: Count) => (!hill ? 2 : c.element === "C" ? 0 : c.element === "H" ? 1 : 2);
  all.sort(
    (a, b) =>
      rank(a) - rank(b) ||
      (a.element < b.element ? -1 : a.element > b.element ? 1 : 0) ||
      (a.isotope === 0 ? -1 : b.isotope === 0 ? 1 : a.isotope - b.isotope),
  );
  return all.map(written).join(" ");
}

function written({ element, isotope, count }: Count): string {
  const symbol =
    isotope === 0
      ? element
      : element === "H" && isotope === 2
        ? "D"
        : element === "H" && isotope === 3
          ? "T"
          : `${isotope}${element}`;
  return count > 1 ? `${symbol}${count}` : symbol;
}
