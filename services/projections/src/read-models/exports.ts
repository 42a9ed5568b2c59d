import { defineProjection } from "../projection";

/**
 * Record exports (issue 19): one row per export with where it is (pending approval, queued,
 * ready, rejected, failed), its progress and, once written, its file and downloads left. The
 * export approval queue, the bell's count and the member's download list read it.
 */
export const exportsProjection = defineProjection({
  name: "exports",
  collections: ["exports"],
  handles: ["ExportRequested", "ExportDecided", "ExportProgressed", "ExportFinished", "ExportFailed", "ExportDownloaded"],
  project: (event) => {
    const at = event.metadata.time;
    const row = (set: Record<string, unknown>) => [
      { op: "patch" as const, collection: "exports", id: event.data.exportId, set: { ...set, updatedAt: at } },
    ];
    switch (event.type) {
      case "ExportRequested": {
        const { exportId, recordIds, needsApproval, ...request } = event.data;
        return row({
          ...request,
          recordIds,
          total: recordIds.length,
          done: 0,
          requestedAt: at,
          requesterName: event.metadata.actor.name,
          status: needsApproval ? "pending" : "queued",
          needsApproval,
        });
      }
      case "ExportDecided":
        return row({
          status: event.data.approved ? "queued" : "rejected",
          reviewerId: event.data.reviewerId,
          reviewerName: event.metadata.actor.name,
          comment: event.data.comment,
          meaning: event.data.meaning,
          decidedAt: at,
        });
      case "ExportProgressed":
        return row({ done: event.data.done });
      case "ExportFinished": {
        const { exportId, downloadTimes, ...file } = event.data;
        return row({ status: "ready", ...file, downloadTimes, remaining: downloadTimes, finishedAt: at });
      }
      case "ExportFailed":
        return row({ status: "failed", reason: event.data.reason, finishedAt: at });
      case "ExportDownloaded":
        return row({ remaining: event.data.remaining, lastDownloadAt: at });
    }
  },
});
