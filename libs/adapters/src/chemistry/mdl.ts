import type { ComponentRole } from "@labledger/ports";

/** One molecule of an MDL file (a molfile, or one block of an RXN file), as far as the checks need it. */
export interface MdlMolecule {
  readonly role: ComponentRole;
  readonly atoms: number;
  readonly bonds: number;
  /** Every atom's x, y and z. */
  readonly coordinates: readonly (readonly [number, number, number])[];
}

/** The role of each section of an RXN file, in the order a V2000 file lists them. */
const RXN_ROLES = ["reactant", "product", "agent"] as const;
const V3000_SECTIONS: Record<string, ComponentRole> = { REACTANT: "reactant", PRODUCT: "product", AGENT: "agent" };

const linesOf = (text: string) => text.replace(/\r\n?/g, "\n").split("\n");

export const isRxn = (mdl: string): boolean => mdl.trimStart().startsWith("$RXN");

/** A V2000 molfile or RXN file (not V3000). */
export const isV2000 = (mdl: string): boolean => (isRxn(mdl) ? !/^\s*\$RXN V3000/.test(mdl) : /V2000\s*$/m.test(mdl));

/** The molecules of a molfile or RXN file, V2000 or V3000, each with its role (a molfile's one molecule is a reactant). */
export function mdlMolecules(mdl: string): MdlMolecule[] {
  const lines = linesOf(mdl);
  if (!isRxn(mdl)) return [{ role: "reactant", ...ctabAtoms(lines, 0) }];
  return isV2000(mdl) ? rxnV2000Blocks(lines).map(({ role, start }) => ({ role, ...ctabAtoms(lines, start) })) : rxnV3000(lines);
}

/** A V2000 RXN file's molecules as molfiles of their own, in drawing order: reactants, agents, products. */
export function rxnV2000Components(rxn: string): { role: ComponentRole; molfile: string }[] {
  const lines = linesOf(rxn);
  const blocks = rxnV2000Blocks(lines).map(({ role, start }) => {
    const end = lines.findIndex((line, i) => i > start && line.startsWith("M  END"));
    return { role, molfile: `${lines.slice(start, end < 0 ? lines.length : end + 1).join("\n")}\n` };
  });
  const order: ComponentRole[] = ["reactant", "agent", "product"];
  return order.flatMap((role) => blocks.filter((block) => block.role === role));
}

/** Where each molecule of a V2000 RXN file starts (its header's first line) and its role. */
function rxnV2000Blocks(lines: readonly string[]): { role: ComponentRole; start: number }[] {
  const counts = lines[4] ?? "";
  const sizes = [0, 3, 6].map((at) => Number.parseInt(counts.slice(at, at + 3), 10) || 0);
  const roles = RXN_ROLES.flatMap((role, i) => Array.from({ length: sizes[i] ?? 0 }, () => role));
  const starts = lines.flatMap((line, i) => (line.trimEnd() === "$MOL" ? [i + 1] : []));
  if (starts.length !== roles.length) throw new Error(`the RXN file lists ${roles.length} molecules and holds ${starts.length}`);
  return starts.map((start, i) => ({ role: roles[i]!, start }));
}

/** A V2000 or V3000 connection table starting with its three header lines at `start`. */
function ctabAtoms(lines: readonly string[], start: number): Omit<MdlMolecule, "role"> {
  const counts = lines[start + 3] ?? "";
  if (/V3000\s*$/.test(counts)) return v3000Atoms(lines, start + 4);
  const [atoms, bonds] = [0, 3].map((at) => Number.parseInt(counts.slice(at, at + 3), 10));
  if (!Number.isInteger(atoms) || !Number.isInteger(bonds) || !/V2000\s*$/.test(counts))
    throw new Error(`not a counts line: ${counts.slice(0, 40)}`);
  const coordinates = lines.slice(start + 4, start + 4 + atoms!).map((line) => {
    const at = (from: number) => Number.parseFloat(line.slice(from, from + 10));
    return [at(0), at(10), at(20)] as const;
  });
  return { atoms: atoms!, bonds: bonds!, coordinates };
}

/** The atom block of the V3000 CTAB that starts at or after `from`. */
function v3000Atoms(lines: readonly string[], from: number): Omit<MdlMolecule, "role"> {
  const counts = lines.findIndex((line, i) => i >= from && line.startsWith("M  V30 COUNTS"));
  const begin = lines.findIndex((line, i) => i > counts && line.startsWith("M  V30 BEGIN ATOM"));
  const end = lines.findIndex((line, i) => i > begin && line.startsWith("M  V30 END ATOM"));
  if (counts < 0 || begin < 0 || end < 0) throw new Error("a V3000 CTAB without its counts or atoms");
  const bonds = Number.parseInt(lines[counts]!.split(/\s+/)[4] ?? "", 10);
  const coordinates = joinContinued(lines.slice(begin + 1, end)).map((line) => {
    const [x, y, z] = line.split(/\s+/).slice(4, 7).map(Number);
    return [x ?? Number.NaN, y ?? Number.NaN, z ?? Number.NaN] as const;
  });
  return { atoms: coordinates.length, bonds: Number.isInteger(bonds) ? bonds : 0, coordinates };
}

/** V3000 lines ending in "-" go on in the next "M  V30" line. */
function joinContinued(lines: readonly string[]): string[] {
  const joined: string[] = [];
  let carried = "";
  for (const line of lines) {
    const text = carried ? carried + line.replace(/^M {2}V30 /, "") : line;
    if (text.endsWith("-")) carried = text.slice(0, -1);
    else {
      joined.push(text);
      carried = "";
    }
  }
  return joined;
}

function rxnV3000(lines: readonly string[]): MdlMolecule[] {
  const molecules: MdlMolecule[] = [];
  let role: ComponentRole | undefined;
  lines.forEach((line, i) => {
    const section = /^M {2}V30 BEGIN (REACTANT|PRODUCT|AGENT)\b/.exec(line)?.[1];
    if (section) role = V3000_SECTIONS[section];
    else if (/^M {2}V30 END (REACTANT|PRODUCT|AGENT)\b/.test(line)) role = undefined;
    else if (role && line.startsWith("M  V30 BEGIN CTAB")) molecules.push({ role, ...v3000Atoms(lines, i) });
  });
  return molecules;
}

/**
 * Whether the molecules need a 2D layout: no atom placed (all at the origin, as SMILES and some
 * generated files give them) or atoms placed in 3D.
 */
export function needsLayout(molecules: readonly MdlMolecule[]): boolean {
  const all = molecules.flatMap((molecule) => molecule.coordinates);
  const placed = all.some(([x, y]) => x !== 0 || y !== 0);
  return (all.length > 1 && !placed) || all.some(([, , z]) => z !== 0 && !Number.isNaN(z));
}
