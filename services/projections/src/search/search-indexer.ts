import type { SearchSubject } from "@labledger/domain";
import type { RecordedEvent } from "@labledger/events";
import type {
  BlobStore,
  EventStore,
  SearchDocument,
  SearchField,
  SearchIndex,
  SearchWrite,
  Subscription,
} from "@labledger/ports";
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
 * Keeps the search index from the log: each batch of events marks the records, projects and
 * books it touches, each is read again from its own stream (so the index holds what the record
 * holds now, never a diff of it), and the documents are written with the batch's checkpoint.
 * An attachment's text is extracted once: a document written again keeps the text it had for
 * the same file.
 */
export class SearchIndexer {
  readonly name = SEARCH_INDEX.name;
  private subscription?: Subscription;
  private lastError?: unknown;

  constructor(
    private readonly events: EventStore,
    private readonly index: SearchIndex,
    private readonly blobs: BlobStore,
    private readonly extract: ExtractText,
  ) {}

  async start(): Promise<void> {
    if ((await this.index.checkpoint(VERSION_KEY)) !== SEARCH_INDEX.version) {
      await this.index.clear([SEARCH_INDEX.name]);
      await this.index.commit({ checkpointKey: VERSION_KEY, writes: [], checkpoint: SEARCH_INDEX.version });
    }
    this.subscription = this.events.subscribe({
      after: await this.index.checkpoint(SEARCH_INDEX.name),
      onEvents: async (batch) => {
        await this.apply(batch);
        this.lastError = undefined;
      },
      onError: (error) => {
        this.lastError = error;
      },
    });
  }

  async stop(): Promise<void> {
    await this.subscription?.stop();
    this.subscription = undefined;
  }

  async status(): Promise<{ name: string; position: number; lag: number; error?: string }> {
    const [head, position] = await Promise.all([this.events.headPosition(), this.index.checkpoint(SEARCH_INDEX.name)]);
    return {
      name: this.name,
      position,
      lag: Math.max(0, head - position),
      ...(this.lastError ? { error: String(this.lastError) } : {}),
    };
  }

  private async apply(batch: readonly RecordedEvent[]): Promise<void> {
    const last = batch[batch.length - 1];
    if (!last) return;
    const streams = new Set(batch.map((e) => e.metadata.streamId).filter(isSearchedStream));
    const writes: SearchWrite[] = [];
    for (const streamId of streams) {
      const loaded = await loadSubject(this.events, streamId);
      if (loaded) writes.push({ op: "put", doc: await this.documentOf(loaded.subject, loaded.updatedAt) });
    }
    await this.index.commit({ checkpointKey: SEARCH_INDEX.name, writes, checkpoint: last.metadata.globalPosition });
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
