import type { Filter } from "../read-store/port";
import type { FacetValue } from "../search/port";

/** One molecule of a subject (a record's reaction component), with what a structure search compares. */
export interface StructureEntry {
  /** Unique within its subject ("<moduleId>/<rowId>"). */
  readonly key: string;
  /** What a person calls it: the component's name, else its formula. */
  readonly label: string;
  /** reactant, reagent, catalyst, solvent, product (the reaction table's source). */
  readonly role: string;
  readonly inchiKey: string;
  readonly smiles: string;
  readonly prepared: Uint8Array;
  readonly patternFp: Uint8Array;
  readonly similarityFp: Uint8Array;
}

/**
 * A thing people find by structure (a record), with the same viewing facets as its search
 * document, so one filter (searchFilter) decides who sees it in both.
 */
export interface StructureSubject {
  /** "record:<id>", as the search document's id. */
  readonly id: string;
  /**
   * The facets as the search index filters them: the search document's facets with its `type`
   * and `updatedAt` beside them (searchFilter narrows by `type`, and by `updatedAt` when a date is
   * asked for); a subject without them is outside every such filter.
   */
  readonly facets: Readonly<Record<string, FacetValue>>;
  readonly entries: readonly StructureEntry[];
}

export type StructureWrite =
  | { readonly op: "put"; readonly subject: StructureSubject }
  | { readonly op: "delete"; readonly id: string };

export interface StructureBatch {
  readonly checkpointKey: string;
  readonly writes: readonly StructureWrite[];
  readonly checkpoint: number;
}

export interface StructureFound extends StructureEntry {
  readonly subjectId: string;
}

/** An entry's byte arrays: what a search compares (substructure: patternFp and prepared; similarity: similarityFp). */
export type StructureArray = "prepared" | "patternFp" | "similarityFp";

export interface StructureEntriesQuery {
  readonly filter?: Filter;
  readonly inchiKey?: string;
  /**
   * The byte arrays to read, all three when absent: an array not named is answered empty (length
   * 0), so a search reads only what it compares (each is a BLOB of its own in the embedded index).
   */
  readonly arrays?: readonly StructureArray[];
}

/**
 * The structure index: a read model of its own, kept from the log and rebuildable from it.
 * It stores and filters; the chemistry adapter compares.
 */
export interface StructureIndex {
  readonly kind: string;
  /** Applies the writes and stores the checkpoint; a batch behind the stored checkpoint writes nothing. */
  commit(batch: StructureBatch): Promise<void>;
  checkpoint(checkpointKey: string): Promise<number>;
  /**
   * The entries of the subjects the filter allows (facets, in the read store's filter language);
   * with `inchiKey`, only that molecule's; with `arrays`, only those byte arrays read. In no
   * particular order.
   */
  entries(query: StructureEntriesQuery): Promise<StructureFound[]>;
  get(id: string): Promise<StructureSubject | undefined>;
  clear(checkpointKeys: readonly string[]): Promise<void>;
  close(): Promise<void>;
}
