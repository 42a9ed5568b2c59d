/**
 * Chemistry the server computes (the console shows these figures, never its own): reading a
 * drawn or pasted structure, a molecule's figures, conversions, pictures, and the keys a
 * structure search compares.
 */

/** A molecule's figures as the chemistry toolkit computes them. */
export interface MoleculeFigures {
  /**
   * Hill order, elements separated by a space as Indigo writes it ("C9 H8 O4"); labelled isotopes
   * apart, as they count in the weight ("C10 14C H9 Br"); one formula for all of a molecule's
   * fragments (a salt: "Cl Na").
   */
  readonly grossFormula: string;
  /** Average molecular weight, g/mol. */
  readonly molecularWeight: number;
  readonly monoisotopicMass: number;
  /** Canonical SMILES: the same molecule always gives the same text. */
  readonly smiles: string;
  readonly inchi: string;
  readonly inchiKey: string;
}

/** Where a component stands in a reaction: left of the arrow, above it, right of it. */
export type ComponentRole = "reactant" | "agent" | "product";

export interface StructureComponent {
  readonly role: ComponentRole;
  /** The component alone, as a V2000 molfile with 2D coordinates. */
  readonly molfile: string;
  readonly figures: MoleculeFigures;
}

/**
 * A structure read: what it is, the form kept (with 2D coordinates), its components in drawing
 * order (reactants, agents, products). A molecule has one component, a reactant, however many
 * fragments it has.
 */
export interface ReadStructure {
  readonly kind: "molecule" | "reaction";
  /** A reaction as an RXN file, a molecule as a molfile (V2000 where it fits, else V3000). */
  readonly normalised: string;
  readonly components: readonly StructureComponent[];
}

/**
 * The formats a structure can be written in (ExportRXN and friends). "molfile" and "rxnfile" both
 * give the structure's MDL file (a molfile for a molecule, an RXN file for a reaction); "sdf" a
 * molecule as one record, a reaction as a record a molecule; "smiles" a molecule's canonical SMILES.
 */
export type StructureFormat = "molfile" | "rxnfile" | "sdf" | "smiles" | "ket";

/** What a structure search compares of one molecule; `prepared` is the adapter's own fastest-to-reload form. */
export interface SearchKeys {
  readonly inchiKey: string;
  readonly smiles: string;
  readonly prepared: Uint8Array;
  /** Substructure screen: every bit of a query's pattern is set in any molecule that contains it. */
  readonly patternFp: Uint8Array;
  /** Similarity fingerprint (Morgan radius 2, 2048 bits): compared by Tanimoto. */
  readonly similarityFp: Uint8Array;
}

/** A query prepared once for a search over many molecules. */
export interface StructureQuery {
  /** The query read as a molecule: its InChIKey (exact search); empty when it is a pattern only (SMARTS). */
  readonly inchiKey: string;
  readonly patternFp: Uint8Array;
  /** All bits clear for a pattern (SMARTS): it is like no molecule. */
  readonly similarityFp: Uint8Array;
  /** Which of the molecules (by their `prepared` form) hold the query as a substructure. */
  matches(prepared: readonly Uint8Array[]): boolean[];
  /** Frees what the toolkit holds for the query. */
  release(): void;
}

/** The input could not be read as a structure: nothing is saved; the message is the toolkit's (for logs). */
export class UnreadableStructure extends Error {
  constructor(readonly detail: string) {
    super(`unreadable structure: ${detail}`);
    this.name = "UnreadableStructure";
  }
}

export interface Chemistry {
  readonly kind: string;
  /**
   * Reads SMILES, a molfile (V2000, V3000), an RXN file (V2000, V3000), SDF (its first record), KET
   * or CDXML; throws UnreadableStructure, also for more than 1 MiB of text, more than 100
   * components, a component of more than 999 atoms or bonds (what a V2000 molfile holds), XML that
   * declares entities, and a structure whose figures cannot all be computed.
   */
  read(text: string): Promise<ReadStructure>;
  /** One molecule's figures (a molfile or SMILES; a reaction is refused); throws UnreadableStructure. */
  figures(molecule: string): Promise<MoleculeFigures>;
  /** Any structure read() reads, written in the format; throws UnreadableStructure. */
  convert(structure: string, format: StructureFormat): Promise<string>;
  /** The structure drawn as SVG (a standalone document, no script in it); throws UnreadableStructure. */
  renderSvg(structure: string): Promise<string>;
  /** One molecule's search keys (a reaction is refused); throws UnreadableStructure. */
  searchKeys(molecule: string): Promise<SearchKeys>;
  /** A query from SMILES, SMARTS or a molfile; throws UnreadableStructure. */
  query(text: string): Promise<StructureQuery>;
  close(): Promise<void>;
}
