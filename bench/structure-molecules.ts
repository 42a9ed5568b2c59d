// The structure search benchmark's molecules: drug-like molecules made by putting real medicinal
// chemistry substituents on real scaffolds (benzenes, pyridines, indoles, piperazines, amide and
// sulfonamide linkers …), drawn by a seeded generator: the same seed gives the same molecules in
// the same order. Each is read by RDKit (valid), kept when drug-like (weight 150–550 g/mol, at most
// 40 heavy atoms) and new (its InChIKey not seen before).
import type { RDKit } from "@labledger/adapters/chemistry/rdkit-keys";
import { seededRandom } from "../tests/support/seeded-random";

/**
 * Scaffolds with attachment points: `({n})` a branch, `{n}` the end of a chain; ring closures 1–4
 * (the substituents' own are %1x, renumbered per point). `weight` is how often each is drawn.
 */
// biome-ignore format: a table of scaffolds
export const SCAFFOLDS: readonly { readonly name: string; readonly smiles: string; readonly weight: number }[] = [
  { name: "1,4-disubstituted benzene", smiles: "c1cc({1})ccc1{2}", weight: 10 },
  { name: "1,3,5-trisubstituted benzene", smiles: "c1c({1})cc({2})cc1{3}", weight: 6 },
  { name: "1,2-disubstituted benzene", smiles: "c1ccc({1})c({2})c1", weight: 5 },
  { name: "2,5-disubstituted pyridine", smiles: "n1cc({1})ccc1{2}", weight: 8 },
  { name: "2,4-disubstituted pyrimidine", smiles: "n1c({1})nccc1{2}", weight: 6 },
  { name: "3,5-disubstituted indole", smiles: "c1cc2c(cc1{1})c({2})c[nH]2", weight: 5 },
  { name: "3,6-disubstituted quinoline", smiles: "c1cc({1})cc2cc({2})cnc12", weight: 4 },
  { name: "2,5-disubstituted benzimidazole", smiles: "c1cc2[nH]c({1})nc2cc1{2}", weight: 4 },
  { name: "2,5-disubstituted thiophene", smiles: "s1c({1})ccc1{2}", weight: 4 },
  { name: "2,4-disubstituted thiazole", smiles: "s1c({1})nc({2})c1", weight: 4 },
  { name: "1-methyl-3,4-disubstituted pyrazole", smiles: "Cn1cc({1})c({2})n1", weight: 4 },
  { name: "1,4-disubstituted piperidine", smiles: "C1CN({1})CCC1{2}", weight: 6 },
  { name: "1,4-disubstituted piperazine", smiles: "C1CN({1})CCN1{2}", weight: 6 },
  { name: "N-aryl benzamide", smiles: "c1cc({1})ccc1C(=O)Nc1ccc({2})cc1", weight: 8 },
  { name: "N-aryl benzenesulfonamide", smiles: "c1cc({1})ccc1S(=O)(=O)Nc1cccc({2})c1", weight: 5 },
  { name: "3-phenylpyridine (biaryl)", smiles: "c1cc({1})ccc1-c1ccc({2})nc1", weight: 5 },
  { name: "2,5-disubstituted furan", smiles: "o1c({1})ccc1{2}", weight: 3 },
  { name: "N-benzyl cyclohexanecarboxamide", smiles: "C1CC({1})CCC1C(=O)NCc1ccc({2})cc1", weight: 3 },
  { name: "4-anilinoquinazoline", smiles: "c1cc({1})cc2c1ncnc2Nc1cccc({2})c1", weight: 3 },
  { name: "2-aminothiazole amide", smiles: "s1c({1})cnc1NC(=O){2}", weight: 3 },
  { name: "aryl urea", smiles: "c1cc({1})ccc1NC(=O)Nc1ccc({2})cc1", weight: 3 },
  // The rare scaffold the selective query looks for: about one molecule in 200.
  { name: "3,5-disubstituted 1,2,4-oxadiazole", smiles: "c1({1})nc({2})on1", weight: 0.5 },
];

/** Substituents ("" is hydrogen); their ring closures are %11–%19. */
// biome-ignore format: a table of substituents
export const SUBSTITUENTS: readonly string[] = [
  "", "", "", "F", "Cl", "Br", "C", "CC", "C(C)C", "C(C)(C)C", "OC", "OCC", "OC(C)C", "C(F)(F)F", "OC(F)(F)F",
  "C#N", "N(C)C", "NC(C)=O", "C(N)=O", "C(=O)NC", "C(=O)OC", "C(=O)O", "S(C)(=O)=O", "S(N)(=O)=O", "O", "N",
  "NS(C)(=O)=O", "CO", "CCO", "CN(C)C", "OCCN(C)C", "C%11CC%11", "OC%11CCCC%11",
  "N%11CCOCC%11", "N%11CCN(C)CC%11", "N%11CCCC%11", "N%11CCCCC%11", "C(=O)N%11CCOCC%11", "CN%11CCOCC%11",
  "c%11ccccc%11", "c%11ccncc%11", "c%11ccc(F)cc%11", "c%11cccc(Cl)c%11", "Cc%11ccccc%11", "OCc%11ccccc%11",
  "c%11ccco%11", "c%11cccs%11", "n%11ccnc%11", "c%11cn[nH]c%11", "NC(=O)c%11ccco%11", "C(=O)Nc%11ccccn%11",
];

/** The drug-like window. */
const WEIGHT = { min: 150, max: 550 } as const;
const MAX_HEAVY_ATOMS = 40;

export interface BenchMolecule {
  /** RDKit's canonical SMILES of it. */
  readonly smiles: string;
  readonly scaffold: string;
  /** Its standard InChIKey (RDKit's InChI): what makes it distinct. */
  readonly inchiKey: string;
}

/** A scaffold with its points filled (a substituent renumbered to closures %2x, %3x … for point 2, 3 …). */
export function assemble(scaffold: string, substituents: readonly string[]): string {
  return scaffold.replace(/\(\{(\d)\}\)|\{(\d)\}/g, (_, branch: string | undefined, end: string | undefined) => {
    const point = Number(branch ?? end);
    const r = (substituents[point - 1] ?? "").replaceAll("%1", `%${point}`);
    if (r === "") return "";
    return branch ? `(${r})` : r;
  });
}

/**
 * `count` distinct drug-like molecules, in the order drawn. RDKit reads each (an invalid one would
 * stop the benchmark: the tables above must give only valid molecules).
 */
export function drugLikeMolecules(rdkit: RDKit, count: number, seed = 16): BenchMolecule[] {
  const random = seededRandom(seed);
  const total = SCAFFOLDS.reduce((sum, s) => sum + s.weight, 0);
  const pickScaffold = () => {
    let at = random() * total;
    for (const scaffold of SCAFFOLDS) {
      at -= scaffold.weight;
      if (at < 0) return scaffold;
    }
    return SCAFFOLDS.at(-1)!;
  };
  const pick = () => SUBSTITUENTS[Math.floor(random() * SUBSTITUENTS.length)]!;
  const seen = new Set<string>();
  const molecules: BenchMolecule[] = [];
  for (let tries = 0; molecules.length < count; tries++) {
    if (tries > count * 20) throw new Error(`only ${molecules.length} distinct molecules in ${tries} tries`);
    const scaffold = pickScaffold();
    const smiles = assemble(scaffold.smiles, [pick(), pick(), pick()]);
    const mol = rdkit.get_mol(smiles);
    if (!mol) throw new Error(`RDKit cannot read ${smiles} (${scaffold.name})`);
    try {
      const { amw, NumHeavyAtoms } = JSON.parse(mol.get_descriptors()) as { amw: number; NumHeavyAtoms: number };
      if (amw < WEIGHT.min || amw > WEIGHT.max || NumHeavyAtoms > MAX_HEAVY_ATOMS) continue;
      const inchiKey = rdkit.get_inchikey_for_inchi(mol.get_inchi());
      if (seen.has(inchiKey)) continue;
      seen.add(inchiKey);
      molecules.push({ smiles: mol.get_smiles(), scaffold: scaffold.name, inchiKey });
    } finally {
      mol.delete();
    }
  }
  return molecules;
}
