import { type EventData, EXPORT_ID_PATTERN, type SettingsValues } from "@labledger/events";
import type { Decider } from "../decider/decider";
import { DomainError } from "../decider/domain-error";

type ExportEvent =
  | { type: "ExportRequested"; data: EventData<"ExportRequested"> }
  | { type: "ExportDecided"; data: EventData<"ExportDecided"> }
  | { type: "ExportProgressed"; data: EventData<"ExportProgressed"> }
  | { type: "ExportFinished"; data: EventData<"ExportFinished"> }
  | { type: "ExportFailed"; data: EventData<"ExportFailed"> }
  | { type: "ExportDownloaded"; data: EventData<"ExportDownloaded"> };

export type ExportSettings = SettingsValues<"export">;

/** Where an export is: waiting for approval, queued for the writer, written (ready), or ended without a file. */
export type ExportStatus = "pending" | "queued" | "ready" | "rejected" | "failed";

export interface ExportState {
  readonly request: EventData<"ExportRequested">;
  readonly status: ExportStatus;
  readonly done: number;
  readonly file?: EventData<"ExportFinished">;
  readonly remaining: number;
}

/** One month's exports: the month is the quota's period, so its stream decides the quota alone. */
export interface ExportMonthState {
  readonly exports: ReadonlyMap<string, ExportState>;
}

/** The month an export is asked in, by its id; the id is made when it is asked (`exportIdOf`). */
export const exportStream = (exportId: string) => `exports-${exportId.slice(0, 6)}`;
const monthOf = (now: Date) => `${now.getUTCFullYear()}${String(now.getUTCMonth() + 1).padStart(2, "0")}`;
export const exportIdOf = (now: Date, uuid: string) => `${monthOf(now)}-${uuid}`;
/** The stream of the exports asked in `now`'s month (UTC): the quota counts them. */
export const exportMonthStream = (now: Date) => `exports-${monthOf(now)}`;
export const isExportId = (id: string) => EXPORT_ID_PATTERN.test(id);

export type ExportCommand =
  | {
      type: "RequestExport";
      request: Omit<EventData<"ExportRequested">, "needsApproval" | "reviewerIds">;
      settings: ExportSettings;
      /** The organisation's administrators now: who may approve it when the settings ask for approval. */
      administratorIds: readonly string[];
    }
  | {
      type: "DecideExport";
      exportId: string;
      approved: boolean;
      comment: string;
      reviewerId: string;
      meaning: EventData<"ExportDecided">["meaning"];
    }
  | { type: "RecordProgress"; exportId: string; done: number }
  | { type: "FinishExport"; file: EventData<"ExportFinished"> }
  | { type: "FailExport"; exportId: string; reason: string }
  | { type: "DownloadExport"; exportId: string; memberId: string; now: Date };

const patch = (state: ExportMonthState, exportId: string, change: (e: ExportState) => ExportState): ExportMonthState => {
  const current = state.exports.get(exportId);
  return current ? { exports: new Map(state.exports).set(exportId, change(current)) } : state;
};

function existing(state: ExportMonthState, exportId: string): ExportState {
  const found = state.exports.get(exportId);
  if (!found) throw new DomainError("export.notFound", "not-found");
  return found;
}

/** Progress is recorded at most every tenth of the records (and never backwards). */
export const progressWorthRecording = (before: number, done: number, total: number): boolean =>
  done > before && (done === total || Math.floor((done * 10) / total) > Math.floor((before * 10) / total));

/**
 * Record exports (spec §4 Export, §6 quota, §9 downloads). A request within the records limit and
 * the month's quota is queued, or waits for an administrator when the settings say so (who may not
 * decide their own). The writer records progress and then the file or the failure; the member who
 * asked downloads the file a limited number of times before it expires.
 */
export const recordExports: Decider<ExportCommand, ExportMonthState, ExportEvent> = {
  initialState: () => ({ exports: new Map() }),
  evolve: (state, event) => {
    switch (event.type) {
      case "ExportRequested":
        return {
          exports: new Map(state.exports).set(event.data.exportId, {
            request: event.data,
            status: event.data.needsApproval ? "pending" : "queued",
            done: 0,
            remaining: 0,
          }),
        };
      case "ExportDecided":
        return patch(state, event.data.exportId, (e) => ({ ...e, status: event.data.approved ? "queued" : "rejected" }));
      case "ExportProgressed":
        return patch(state, event.data.exportId, (e) => ({ ...e, done: event.data.done }));
      case "ExportFinished":
        return patch(state, event.data.exportId, (e) => ({
          ...e,
          status: "ready",
          done: e.request.recordIds.length,
          file: event.data,
          remaining: event.data.downloadTimes,
        }));
      case "ExportFailed":
        return patch(state, event.data.exportId, (e) => ({ ...e, status: "failed" }));
      case "ExportDownloaded":
        return patch(state, event.data.exportId, (e) => ({ ...e, remaining: event.data.remaining }));
    }
  },
  decide: (command, state) => {
    switch (command.type) {
      case "RequestExport": {
        const { request, settings, administratorIds } = command;
        if (state.exports.has(request.exportId)) return [];
        if (request.recordIds.length > settings.bulkMax)
          throw new DomainError("export.tooManyRecords", "invalid", { max: settings.bulkMax });
        if (settings.monthlyQuota !== null && state.exports.size >= settings.monthlyQuota)
          throw new DomainError("export.quotaUsed", "conflict", { quota: settings.monthlyQuota });
        const reviewerIds = administratorIds.filter((id) => id !== request.requesterId);
        if (settings.requireApproval && reviewerIds.length === 0) throw new DomainError("export.noReviewer", "conflict");
        const needsApproval = settings.requireApproval;
        return [{ type: "ExportRequested", data: { ...request, needsApproval, reviewerIds: needsApproval ? reviewerIds : [] } }];
      }
      case "DecideExport": {
        const found = existing(state, command.exportId);
        if (found.status !== "pending") throw new DomainError("export.notPending", "conflict");
        if (found.request.requesterId === command.reviewerId) throw new DomainError("export.ownRequest", "forbidden");
        if (!found.request.reviewerIds.includes(command.reviewerId)) throw new DomainError("export.notReviewer", "forbidden");
        const { exportId, approved, comment, reviewerId, meaning } = command;
        return [{ type: "ExportDecided", data: { exportId, approved, comment, reviewerId, meaning } }];
      }
      case "RecordProgress": {
        const found = existing(state, command.exportId);
        const total = found.request.recordIds.length;
        if (found.status !== "queued" || !progressWorthRecording(found.done, command.done, total)) return [];
        return [{ type: "ExportProgressed", data: { exportId: command.exportId, done: command.done, total } }];
      }
      case "FinishExport": {
        const found = existing(state, command.file.exportId);
        return found.status === "queued" ? [{ type: "ExportFinished", data: command.file }] : [];
      }
      case "FailExport": {
        const found = existing(state, command.exportId);
        return found.status === "queued"
          ? [{ type: "ExportFailed", data: { exportId: command.exportId, reason: command.reason } }]
          : [];
      }
      case "DownloadExport": {
        const found = existing(state, command.exportId);
        if (found.request.requesterId !== command.memberId) throw new DomainError("export.notYours", "forbidden");
        if (found.status !== "ready" || !found.file) throw new DomainError("export.notReady", "conflict");
        if (command.now.toISOString() >= found.file.expiresAt) throw new DomainError("export.expired", "gone");
        if (found.remaining <= 0) throw new DomainError("export.noDownloadsLeft", "gone");
        return [{ type: "ExportDownloaded", data: { exportId: command.exportId, remaining: found.remaining - 1 } }];
      }
    }
  },
};

/** When a file written now stops being given, by the settings' validity. */
export const exportExpiry = (now: Date, settings: ExportSettings): string =>
  new Date(now.getTime() + settings.validityDays * 86_400_000).toISOString();
