import { PassThrough, type Writable } from "node:stream";
import {
  DomainError,
  type ExportCommand,
  type ExportSettings,
  type ExportState,
  exportExpiry,
  exportStream,
  recordExports,
} from "@labledger/domain";
import { type RecordedEvent, SYSTEM_ACTOR, upcast } from "@labledger/events";
import type { BlobStore, EventStore, ReadStore, Subscription } from "@labledger/ports";
import { handleCommand, loadState } from "../pipeline/handle-command";

/** What an export's writer is told: the request as asked, and who asked (by name). */
export interface ExportJob {
  readonly exportId: string;
  /** The record book's or project's name when one was exported whole. */
  readonly scopeName: string | null;
  /** Where in the log the export was queued: everything it holds was written before. */
  readonly position: number;
  readonly recordIds: readonly string[];
  readonly language: "zh-CN" | "en";
  readonly requesterName: string;
}

/** Writes one format: the records of a job into `output`, telling how many are done as it goes. */
export interface ExportWriter {
  readonly extension: "pdf" | "eln";
  readonly mediaType: string;
  write(output: Writable, job: ExportJob, progress: (done: number) => Promise<void>): Promise<void>;
}

type WorkerCommand = Extract<ExportCommand, { type: "RecordProgress" | "FinishExport" | "FailExport" }>;
type RecordRow = { id: string; number?: string; title?: string };

const CHECKPOINT = "export-writer";

/**
 * Writes the exports the log has queued (asked without approval, or approved), one at a time and
 * in the order they were queued. A job runs inside the subscription's batch and the checkpoint is
 * kept only after it, so a crash repeats it; finishing one already finished appends nothing.
 * A file is staged and kept only once whole: a failed export leaves no file behind.
 */
export class ExportWorker {
  private subscription?: Subscription;

  constructor(
    private readonly ports: { events: EventStore; readStore: ReadStore; blobs: BlobStore },
    private readonly writers: Readonly<Record<"pdf" | "eln", ExportWriter>>,
    private readonly settings: () => Promise<ExportSettings>,
    private readonly log: (line: string) => void = console.error,
  ) {}

  async start(): Promise<void> {
    this.subscription = this.ports.events.subscribe({
      after: await this.ports.readStore.checkpoint(CHECKPOINT),
      onEvents: async (batch) => {
        for (const event of batch) {
          const exportId = queuedBy(event);
          if (exportId) await this.run(exportId, event.metadata.actor.name, event.metadata.globalPosition);
        }
        const checkpoint = batch.at(-1)!.metadata.globalPosition;
        await this.ports.readStore.commit({ checkpointKey: CHECKPOINT, writes: [], checkpoint });
      },
      onError: (error) => this.log(`export writer: ${String(error)}`),
    });
  }

  async stop(): Promise<void> {
    await this.subscription?.stop();
    this.subscription = undefined;
  }

  private async run(exportId: string, queuedByName: string, position: number): Promise<void> {
    const found = (await loadState(this.ports.events, exportStream(exportId), recordExports)).exports.get(exportId);
    if (found?.status !== "queued") return;
    const writer = this.writers[found.request.format];
    const job = { ...found.request, position, requesterName: await this.requesterName(found, queuedByName) };
    const body = new PassThrough();
    const staging = this.ports.blobs.stage(body);
    try {
      await writer.write(body, job, (done) => this.decide({ type: "RecordProgress", exportId, done }));
      body.end();
      const staged = await staging;
      const kept = await staged.commit();
      const settings = await this.settings();
      await this.decide({
        type: "FinishExport",
        file: {
          exportId,
          fileName: `${await this.fileStem(found)}.${writer.extension}`,
          mediaType: writer.mediaType,
          sha256: kept.sha256,
          size: kept.size,
          expiresAt: exportExpiry(new Date(), settings),
          downloadTimes: settings.downloadTimes,
        },
      });
    } catch (error) {
      body.destroy();
      await staging.then((staged) => staged.discard()).catch(() => undefined);
      this.log(`export ${exportId} failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
      const reason = error instanceof DomainError ? error.key : "export.failed";
      await this.decide({ type: "FailExport", exportId, reason });
    }
  }

  private async requesterName(found: ExportState, fallback: string): Promise<string> {
    const member = await this.ports.readStore.get<{ id: string; realName?: string }>("members", found.request.requesterId);
    return member?.realName ?? fallback;
  }

  /** The file is named by what it holds: the record's number and title, the book's or project's name, or how many records. */
  private async fileStem({ request }: ExportState): Promise<string> {
    if (request.scopeName) return request.scopeName;
    const [only] = request.recordIds;
    const record = request.recordIds.length === 1 && only ? await this.ports.readStore.get<RecordRow>("experiments", only) : null;
    if (record?.number) return `${record.number} ${record.title ?? ""}`.trim();
    return request.language === "en" ? `${request.recordIds.length} records` : `${request.recordIds.length} 条记录`;
  }

  private async decide(command: WorkerCommand): Promise<void> {
    const exportId = command.type === "FinishExport" ? command.file.exportId : command.exportId;
    await handleCommand(this.ports.events, exportStream(exportId), recordExports, () => command, {
      metadata: { actor: SYSTEM_ACTOR },
      retryOnConflict: true,
    });
  }
}

/** The export the event queues for writing: asked without approval, or approved. */
function queuedBy(stored: RecordedEvent): string | undefined {
  if (stored.type !== "ExportRequested" && stored.type !== "ExportDecided") return undefined;
  const event = upcast(stored) as { type: string; data: { exportId: string; needsApproval?: boolean; approved?: boolean } };
  if (event.type === "ExportRequested") return event.data.needsApproval ? undefined : event.data.exportId;
  return event.data.approved ? event.data.exportId : undefined;
}
