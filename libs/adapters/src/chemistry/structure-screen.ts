import { UnreadableStructure } from "@labledger/ports";

export const STRUCTURE_LIMITS = {
  maxBytes: 1024 * 1024,
  /** The most a V2000 molfile holds (three digits; Indigo writes a broken counts line for 1,000), atoms and bonds alike. */
  maxAtoms: 999,
  maxBonds: 999,
  maxComponents: 100,
} as const;

/**
 * Control characters but tabs and line ends (NUL would end the text early in Indigo's C strings),
 * and U+FFFD, what binary bytes decode to.
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: these are exactly the characters refused.
const BINARY = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F\uFFFD]/;

/** What the text says of its size before any toolkit reads it. */
interface Estimate {
  /** Molecules (a reaction's fragments, an RXN file's blocks); a molecule's fragments count as one. */
  readonly components: number;
  /** Atoms of the largest component. */
  readonly largest: number;
  readonly total: number;
  /** Bonds of the component with the most, where known. */
  readonly mostBonds?: number;
}

/**
 * Refuses, cheaply and before any toolkit sees it, what is not a structure or is far too large
 * to be one we keep; gives the text to read (the first record of an SDF file). The exact limits
 * are checked again on what Indigo read (assertWithinLimits).
 */
export function screenStructure(text: unknown): string {
  if (typeof text !== "string") throw new UnreadableStructure("not text");
  if (Buffer.byteLength(text, "utf8") > STRUCTURE_LIMITS.maxBytes) throw new UnreadableStructure("larger than 1 MiB");
  if (text.trim() === "") throw new UnreadableStructure("empty");
  if (BINARY.test(text)) throw new UnreadableStructure("binary, not text");
  // No structure format declares entities; an XML parser that expanded them could read files or grow without end.
  if (/<!ENTITY/i.test(text)) throw new UnreadableStructure("XML entity declarations are not read");
  const structure = firstSdfRecord(text);
  assertWithinLimits(estimate(structure));
  return structure;
}

export function assertWithinLimits({ components, largest, total, mostBonds = 0 }: Estimate): void {
  const { maxAtoms, maxBonds, maxComponents } = STRUCTURE_LIMITS;
  if (components > maxComponents) throw new UnreadableStructure(`${components} components (at most ${maxComponents})`);
  if (largest > maxAtoms) throw new UnreadableStructure(`a component of ${largest} atoms (at most ${maxAtoms})`);
  if (mostBonds > maxBonds) throw new UnreadableStructure(`a component of ${mostBonds} bonds (at most ${maxBonds})`);
  if (total > maxAtoms * maxComponents) throw new UnreadableStructure(`${total} atoms`);
}

/** Single-line text that is neither JSON nor XML: SMILES or SMARTS (perhaps followed by a name). */
export function isLine(text: string): boolean {
  const trimmed = text.trim();
  return !trimmed.includes("\n") && !/^[{<]/.test(trimmed);
}

function firstSdfRecord(text: string): string {
  const end = /^\$\$\$\$\s*$/m.exec(text);
  return end ? text.slice(0, end.index) : text;
}

function estimate(text: string): Estimate {
  const trimmed = text.trim();
  if (isLine(trimmed)) return smilesEstimate(trimmed.split(/\s/)[0] ?? "");
  if (trimmed.startsWith("$RXN")) return rxnEstimate(text);
  if (/V[23]000\s*$/m.test(text)) return molfileEstimate(text);
  if (trimmed.startsWith("{")) return ketEstimate(trimmed);
  // CDXML, CML and the rest: every atom is an element of its own; the limits are checked on what Indigo read.
  const elements = (trimmed.match(/<(n|atom)\b/g) ?? []).length;
  return { components: 1, largest: 0, total: elements };
}

function smilesEstimate(smiles: string): Estimate {
  const parts = smiles.split(">");
  if (parts.length === 1) {
    const atoms = smilesAtoms(smiles);
    return { components: 1, largest: atoms, total: atoms };
  }
  const fragments = parts.flatMap((part) => part.split(".")).filter((fragment) => fragment !== "");
  const sizes = fragments.map(smilesAtoms);
  return { components: fragments.length, largest: Math.max(0, ...sizes), total: sizes.reduce((a, b) => a + b, 0) };
}

/** Atoms written in SMILES (or SMARTS): bracket atoms and the organic subset outside brackets. */
export function smilesAtoms(smiles: string): number {
  let atoms = 0;
  for (let i = 0; i < smiles.length; i++) {
    const c = smiles[i]!;
    if (c === "[") {
      atoms++;
      const close = smiles.indexOf("]", i);
      if (close < 0) break;
      i = close;
    } else if ((c === "C" && smiles[i + 1] === "l") || (c === "B" && smiles[i + 1] === "r")) {
      atoms++;
      i++;
    } else if ("BCNOPSFI*bcnops".includes(c)) atoms++;
  }
  return atoms;
}

function molfileEstimate(text: string): Estimate {
  const atoms = countsOf(text)[0] ?? 0;
  return { components: 1, largest: atoms, total: atoms };
}

/** Every counts line's atom count: V2000 ("aaabbb...V2000") and V3000 ("M  V30 COUNTS a b ..."). */
function countsOf(text: string): number[] {
  const v2000 = [...text.matchAll(/^(.{3}).*V2000\s*$/gm)].map((m) => Number.parseInt(m[1]!, 10) || 0);
  const v3000 = [...text.matchAll(/^M {2}V30 COUNTS (\d+)/gm)].map((m) => Number.parseInt(m[1]!, 10));
  return [...v2000, ...v3000];
}

function rxnEstimate(text: string): Estimate {
  const lines = text.replace(/\r\n?/g, "\n").split("\n");
  const header = /^M {2}V30 COUNTS (\d+) (\d+)(?: (\d+))?/m.exec(text);
  const listed = header
    ? header.slice(1).reduce((sum, n) => sum + (Number.parseInt(n ?? "0", 10) || 0), 0)
    : [0, 3, 6].reduce((sum, at) => sum + (Number.parseInt((lines[4] ?? "").slice(at, at + 3), 10) || 0), 0);
  // A V3000 file's first COUNTS line is the reaction's; the molecules' follow.
  const sizes = header ? countsOf(text).slice(1) : countsOf(text);
  return {
    components: Math.max(listed, sizes.length),
    largest: Math.max(0, ...sizes),
    total: sizes.reduce((a, b) => a + b, 0),
  };
}

function ketEstimate(text: string): Estimate {
  let document: unknown;
  try {
    document = JSON.parse(text);
  } catch {
    throw new UnreadableStructure("JSON that does not parse");
  }
  const molecules = Object.values(document as Record<string, unknown>).filter(
    (node): node is { atoms: unknown[] } =>
      typeof node === "object" && node !== null && Array.isArray((node as { atoms?: unknown }).atoms),
  );
  // Which molecules make one component (and whether it is a reaction) is Indigo's to say: only the total here.
  return { components: 1, largest: 0, total: molecules.reduce((sum, molecule) => sum + molecule.atoms.length, 0) };
}
