import type { Filter } from "../read-store/port";

/** One piece of a document's text, with what a person calls it ("Conclusion", "report.pdf"). */
export interface SearchField {
  readonly label: string;
  readonly text: string;
  /**
   * Where the text came from, when it is costly to make again (an attachment's extracted text:
   * `attachment:<sha256>`); an indexer reuses a stored field of the same source.
   */
  readonly source?: string;
}

/** A value a search can be narrowed by: the viewing-scope fields, type, project, owner, status, dates. */
export type FacetValue = string | number | boolean | null | readonly string[];

/**
 * What the index holds of one thing people look for (a record, a project, a record book):
 * its head (title and number, which every member may search) and its fields (the content,
 * searched with the FulltextSearch permission only).
 */
export interface SearchDocument {
  /** Unique across types ("record:<id>"). */
  readonly id: string;
  readonly type: string;
  readonly title: string;
  /** The number people quote ("EXP-2026-0042"); empty when it has none. */
  readonly code: string;
  readonly fields: readonly SearchField[];
  /** Filterable values; a string array matches when any element does (`viewerIds`). */
  readonly facets: Readonly<Record<string, FacetValue>>;
  /** ISO time; the newest first among equally good matches. */
  readonly updatedAt: string;
}

export type SearchWrite = { readonly op: "put"; readonly doc: SearchDocument } | { readonly op: "delete"; readonly id: string };

export interface SearchBatch {
  readonly checkpointKey: string;
  readonly writes: readonly SearchWrite[];
  /** The global position of the log every write up to and including reflects. */
  readonly checkpoint: number;
}

export interface SearchQuery {
  /** Words as a person types them: every word must be found (Chinese by substring, English by word or its beginning). */
  readonly text: string;
  /** `head`: title and number only; `all`: the fields too (full-text). */
  readonly scope: "head" | "all";
  /** Narrows by facets (and `type`), in the read store's filter language. */
  readonly filter?: Filter;
  readonly skip?: number;
  readonly limit?: number;
}

/** A run of a snippet: `match` marks the words the query found. Text only, never markup. */
export interface SnippetPart {
  readonly text: string;
  readonly match: boolean;
}

export interface Snippet {
  readonly label: string;
  readonly parts: readonly SnippetPart[];
}

export interface SearchHit {
  readonly id: string;
  readonly type: string;
  readonly title: string;
  /** The title with the query's words marked. */
  readonly titleParts: readonly SnippetPart[];
  readonly code: string;
  readonly facets: Readonly<Record<string, FacetValue>>;
  readonly updatedAt: string;
  /** Where the words were found, best first: the title itself is not repeated here. */
  readonly snippets: readonly Snippet[];
}

export interface SearchResults {
  readonly hits: readonly SearchHit[];
  /** Every match the filter allows, not only this page. */
  readonly total: number;
}

/**
 * The full-text index: a read model of its own (kept by an indexer from the log, rebuildable
 * from it), behind one contract suite. Writes replace a document whole.
 */
export interface SearchIndex {
  readonly kind: string;
  /**
   * Applies the writes and stores the checkpoint. A batch whose checkpoint is behind the stored
   * one writes nothing (two indexers, a replay), so a checkpoint never moves backwards.
   */
  commit(batch: SearchBatch): Promise<void>;
  checkpoint(checkpointKey: string): Promise<number>;
  get(id: string): Promise<SearchDocument | undefined>;
  search(query: SearchQuery): Promise<SearchResults>;
  /** Empties the index and forgets the checkpoints (a rebuild starts from the log's beginning). */
  clear(checkpointKeys: readonly string[]): Promise<void>;
  close(): Promise<void>;
}
