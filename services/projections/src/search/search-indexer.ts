import { isSheetEvent, type SearchSubject } from "@labledger/domain";
import type { BlobStore, EventStore, SearchDocument, SearchField, SearchIndex, SearchWrite } from "@labledger/ports";
import { StreamFolds } from "../restate/stream-folds";
import { type RestatedModel, StreamRestater } from "../restate/stream-restater";
import { isSearchedStream, loadSubject } from "./subject-loader";

/** The index's name (its checkpoint, its lease, health) and version: raised when what it holds of past events changes. */
export const SEARCH_INDEX = { name: "search", version: 1 } as const;
const VERSION_KEY = `${SEARCH_INDEX.name}#version`;

/** A file's text as the index keeps it; undefined when the file holds none it can read. */
export type ExtractText = (
  bytes: Uint8Array,
  file: { readonly name: string; readonly mediaType?: string },
) => Promise<{ readonly text: string } | undefined>;

/**
 * The search index as a restated model: the records, projects and books a batch touches are read
 * again from their streams and written whole. An attachment's text is extracted once: a document
 * written again keeps the text it had for the same file.
 */
class SearchIndexModel implements RestatedModel {
  readonly name = SEARCH_INDEX.name;
  readonly version = SEARCH_INDEX.version;
  readonly reads = isSearchedStream;
  // The search need not follow each typed cell of a sheet: it finds them once the sheet rests.
  readonly settles = isSheetEvent;

  constructor(
    private readonly folds: StreamFolds,
    private readonly index: SearchIndex,
    private readonly blobs: BlobStore,
    private readonly extract: ExtractText,
  ) {}

  storedVersion = () => this.index.checkpoint(VERSION_KEY);
  checkpoint = () => this.index.checkpoint(SEARCH_INDEX.name);

  async reset(): Promise<void> {
    await this.index.clear([SEARCH_INDEX.name]);
    await this.index.commit({ checkpointKey: VERSION_KEY, writes: [], checkpoint: SEARCH_INDEX.version });
  }

  async restate(streamIds: readonly string[], checkpoint: number): Promise<void> {
    const writes: SearchWrite[] = [];
    for (const streamId of streamIds) {
      const loaded = await loadSubject(this.folds, streamId);
      if (loaded) writes.push({ op: "put", doc: await this.documentOf(loaded.subject, loaded.updatedAt) });
    }
    await this.index.commit({ checkpointKey: SEARCH_INDEX.name, writes, checkpoint });
  }

  private async documentOf(subject: SearchSubject, updatedAt: string): Promise<SearchDocument> {
    const fields: SearchField[] = [...subject.texts];
    if (subject.files.length > 0) {
      const stored = await this.index.get(subject.id);
      const files = new Map(subject.files.map((file) => [file.sha256, file]));
      for (const file of files.values()) {
        const source = `attachment:${file.sha256}`;
        const kept = stored?.fields.find((f) => f.source === source);
        const text = kept?.text ?? (await this.fileText(file));
        if (text) fields.push({ label: file.name, text, source });
      }
    }
    return {
      id: subject.id,
      type: subject.type,
      title: subject.title,
      code: subject.code,
      fields,
      facets: { ...subject.facets, subjectId: subject.subjectId },
      updatedAt,
    };
  }

  /** A file's text; a file missing from the blob store or unreadable is searched by its name alone. */
  private async fileText(file: SearchSubject["files"][number]): Promise<string | undefined> {
    const bytes = await this.blobs.get(file.sha256);
    if (!bytes) return undefined;
    return (await this.extract(bytes, file))?.text || undefined;
  }
}

/** Keeps the global search's index from the log. */
export class SearchIndexer extends StreamRestater {
  constructor(events: EventStore, index: SearchIndex, blobs: BlobStore, extract: ExtractText, folds = new StreamFolds(events)) {
    super(events, new SearchIndexModel(folds, index, blobs, extract));
  }
}
