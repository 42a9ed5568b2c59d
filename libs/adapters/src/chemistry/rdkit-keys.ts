import { type StructureQuery, UnreadableStructure } from "@labledger/ports";
import initRDKit, { type MainModule, type Mol } from "@rdkit/rdkit";

export type RDKit = MainModule;

/** RDKit MinimalLib, loaded once per process: it keeps no state between calls but the molecules it hands out. */
let loaded: Promise<RDKit> | undefined;

export function loadRdkit(): Promise<RDKit> {
  loaded ??= initRDKit().then((rdkit) => {
    // It would print every SMILES it cannot parse; the caller gets UnreadableStructure instead.
    rdkit.disable_logging();
    return rdkit;
  });
  return loaded;
}

const MORGAN = JSON.stringify({ radius: 2, nBits: 2048 });
/**
 * The pickle a search reloads: atoms, bonds and stereo only, no coordinates and no properties
 * (the molfile's). A search spends its time making and freeing RDKit molecules from these (about
 * 30 µs each in WASM, the match itself about 7): without the drawing's coordinates and the
 * molfile's properties a pickle is 270 bytes instead of 700 for a drug-like molecule and a search
 * over 10,000 of them some 20 % cheaper (bench/structure-search.bench.ts, issue 16). Pickles kept
 * with them still load and match alike.
 */
const PICKLE = JSON.stringify({ propertyFlags: { NoConformers: true } });
const MORGAN_BYTES = 2048 / 8;

export interface MoleculeKeys {
  readonly prepared: Uint8Array;
  readonly patternFp: Uint8Array;
  readonly similarityFp: Uint8Array;
}

/** The molecule's pickle and fingerprints; the molfile is Indigo's normalised one. */
export function moleculeKeys(rdkit: RDKit, molfile: string): MoleculeKeys {
  // A valence RDKit refuses (Indigo reads a carbon drawn with five bonds) still gets its keys, unsanitised.
  const mol = rdkit.get_mol(molfile) ?? rdkit.get_mol(molfile, JSON.stringify({ sanitize: false }));
  if (!mol) throw new UnreadableStructure("RDKit cannot read the molecule");
  try {
    return {
      prepared: bytes(mol.get_as_uint8array(PICKLE)),
      patternFp: bytes(mol.get_pattern_fp_as_uint8array()),
      similarityFp: bytes(mol.get_morgan_fp_as_uint8array(MORGAN)),
    };
  } catch (thrown) {
    throw new UnreadableStructure(`RDKit: ${String(thrown)}`);
  } finally {
    mol.delete();
  }
}

/**
 * RDKit's reading of a query: as a molecule (sanitised: a Kekulé ring is aromatic, as the molecules
 * searched are) or as a SMARTS pattern, whichever comes `first`, else the other. The caller
 * deletes the molecule or hands it to structureQuery.
 */
export function readQuery(
  rdkit: RDKit,
  text: string,
  first: "molecule" | "pattern",
): { readonly mol: Mol; readonly isMolecule: boolean } {
  const readers = [
    { isMolecule: true, read: () => rdkit.get_mol(text) },
    { isMolecule: false, read: () => rdkit.get_qmol(text) },
  ];
  if (first === "pattern") readers.reverse();
  for (const { isMolecule, read } of readers) {
    const mol = read();
    if (mol) return { mol, isMolecule };
  }
  throw new UnreadableStructure("neither a molecule nor a SMARTS pattern RDKit reads");
}

/** The query over `mol`, which it holds until released. */
export function structureQuery(rdkit: RDKit, mol: Mol, inchiKey: string): StructureQuery {
  return new RdkitQuery(rdkit, mol, inchiKey, similarityOf(mol));
}

/** A SMARTS pattern has no Morgan fingerprint (RDKit throws): it is like nothing (all bits clear). */
function similarityOf(query: Mol): Uint8Array {
  try {
    return bytes(query.get_morgan_fp_as_uint8array(MORGAN));
  } catch {
    return new Uint8Array(MORGAN_BYTES);
  }
}

class RdkitQuery implements StructureQuery {
  readonly patternFp: Uint8Array;
  private released = false;

  constructor(
    private readonly rdkit: RDKit,
    private readonly query: Mol,
    readonly inchiKey: string,
    readonly similarityFp: Uint8Array,
  ) {
    this.patternFp = bytes(query.get_pattern_fp_as_uint8array());
  }

  matches(prepared: readonly Uint8Array[]): boolean[] {
    if (this.released) throw new Error("the structure query was released");
    return prepared.map((pickle) => {
      const mol = this.rdkit.get_mol_from_uint8array(pickle);
      if (!mol) return false;
      try {
        return mol.get_substruct_match(this.query) !== "{}";
      } finally {
        mol.delete();
      }
    });
  }

  release(): void {
    if (this.released) return;
    this.released = true;
    this.query.delete();
  }
}

/** RDKit's arrays are typed `any`; a copy also detaches them from the WASM memory. */
const bytes = (array: unknown): Uint8Array => new Uint8Array(array as Uint8Array);
