// The structure search benchmark's baseline: the same search without the index. Every molecule the
// member may see is read again from its molfile (as the record keeps it) by RDKit and compared
// there: no stored pickles, no fingerprints, no screen, no InChIKey kept.
import { type RDKit, readQuery } from "@labledger/adapters/chemistry/rdkit-keys";
import { tanimoto } from "@labledger/domain";
import { type Filter, matches } from "@labledger/ports";
import type { Mol } from "@rdkit/rdkit";
import type { LibraryRecord } from "./structure-library";

export type StructureMode = "exact" | "substructure" | "similarity";

export interface StructureQueryText {
  readonly text: string;
  readonly mode: StructureMode;
  /** Read as SMARTS first (a pattern), else as a molecule: what WasmChemistry.query decides. */
  readonly pattern: boolean;
  readonly threshold: number;
}

const MORGAN = JSON.stringify({ radius: 2, nBits: 2048 });

/** What a search found: the records (its `total`) and the molecules in them. */
export interface Answer {
  readonly records: number;
  readonly molecules: number;
}

/**
 * Exact: each molecule's standard InChIKey from RDKit's InChI (the index keeps Indigo's; the two
 * agree on every molecule here, which the benchmark checks by comparing the answers). Substructure:
 * RDKit's match of the query in each molecule. Similarity: each molecule's Morgan fingerprint
 * (radius 2, 2,048 bits, as the index keeps), Tanimoto against the query's.
 */
export function searchWithoutIndex(
  rdkit: RDKit,
  records: readonly LibraryRecord[],
  filter: Filter,
  query: StructureQueryText,
): Answer {
  const visible = records.filter((record) => matches({ ...record.facets, id: record.id }, filter));
  const { mol: queryMol } = readQuery(rdkit, query.text, query.pattern ? "pattern" : "molecule");
  try {
    const inchiKey = query.mode === "exact" ? rdkit.get_inchikey_for_inchi(queryMol.get_inchi()) : "";
    const queryFp = query.mode === "similarity" ? new Uint8Array(queryMol.get_morgan_fp_as_uint8array(MORGAN)) : undefined;
    const holds = (mol: Mol) => {
      if (query.mode === "exact") return rdkit.get_inchikey_for_inchi(mol.get_inchi()) === inchiKey;
      if (queryFp) return tanimoto(queryFp, new Uint8Array(mol.get_morgan_fp_as_uint8array(MORGAN))) >= query.threshold;
      return mol.get_substruct_match(queryMol) !== "{}";
    };
    let found = 0;
    let molecules = 0;
    for (const record of visible) {
      let inRecord = 0;
      for (const { molfile } of record.molecules) {
        const mol = rdkit.get_mol(molfile);
        if (!mol) continue;
        try {
          if (holds(mol)) inRecord++;
        } finally {
          mol.delete();
        }
      }
      if (inRecord > 0) found++;
      molecules += inRecord;
    }
    return { records: found, molecules };
  } finally {
    queryMol.delete();
  }
}
