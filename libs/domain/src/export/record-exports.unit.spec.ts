import { EXPORT_DEFAULTS } from "@labledger/events";
import { describe, expect, it } from "vitest";
import { specification } from "../decider/given-when-then";
import { exportIdOf, exportStream, isExportId, progressWorthRecording, recordExports } from "./record-exports";

const ID = "202611-0192a3b4-c5d6-7e8f-9a0b-1c2d3e4f5a6b";
const request = {
  exportId: ID,
  format: "pdf" as const,
  scope: "records" as const,
  scopeName: null,
  recordIds: ["r1", "r2", "r3"],
  language: "en" as const,
  requesterId: "m1",
};
const settings = { ...EXPORT_DEFAULTS };
const requested = (needsApproval = false, exportId = ID) => ({
  type: "ExportRequested" as const,
  data: { ...request, exportId, needsApproval, reviewerIds: needsApproval ? ["a1", "a2"] : [] },
});
const administratorIds = ["a1", "a2", "m1"];
const file = {
  exportId: ID,
  fileName: "records.pdf",
  mediaType: "application/pdf",
  sha256: "a".repeat(64),
  size: 10,
  expiresAt: "2026-12-04T00:00:00.000Z",
  downloadTimes: 2,
};
const finished = { type: "ExportFinished" as const, data: file };
const download = (memberId = "m1", now = new Date("2026-11-27T12:00:00Z")) => ({
  type: "DownloadExport" as const,
  exportId: ID,
  memberId,
  now,
});

describe("record exports", () => {
  const given = specification(recordExports).given;

  it("queues a request at once, or keeps it for approval when the settings ask for one", () => {
    given([])
      .when({ type: "RequestExport", request, settings, administratorIds })
      .then([requested(false)]);
    given([])
      .when({ type: "RequestExport", request, administratorIds, settings: { ...settings, requireApproval: true } })
      .then([requested(true)]);
  });

  it("refuses more records than one export may hold, and the month's quota once used", () => {
    given([])
      .when({ type: "RequestExport", request, administratorIds, settings: { ...settings, bulkMax: 2 } })
      .thenThrows("export.tooManyRecords");
    const other = "202611-0192a3b4-c5d6-7e8f-9a0b-000000000000";
    given([requested(false, other)])
      .when({ type: "RequestExport", request, administratorIds, settings: { ...settings, monthlyQuota: 1 } })
      .thenThrows("export.quotaUsed");
    given([])
      .when({ type: "RequestExport", request, administratorIds, settings: { ...settings, monthlyQuota: 0 } })
      .thenThrows("export.quotaUsed");
  });

  it("waits for the administrators other than who asked; with none, it cannot be asked", () => {
    const approval = { ...settings, requireApproval: true };
    given([])
      .when({ type: "RequestExport", request, settings: approval, administratorIds: ["m1"] })
      .thenThrows("export.noReviewer");
  });

  it("is approved or rejected by one of its reviewers other than who asked, once", () => {
    const decide = (reviewerId: string, approved = true) => ({
      type: "DecideExport" as const,
      exportId: ID,
      approved,
      comment: "ok",
      reviewerId,
      meaning: "approval" as const,
    });
    given([requested(true)])
      .when(decide("m1"))
      .thenThrows("export.ownRequest");
    given([requested(true)])
      .when(decide("a1"))
      .then([
        { type: "ExportDecided", data: { exportId: ID, approved: true, comment: "ok", reviewerId: "a1", meaning: "approval" } },
      ]);
    given([requested(false)])
      .when(decide("a1"))
      .thenThrows("export.notPending");
    given([]).when(decide("a1")).thenThrows("export.notFound");
  });

  it("writes a queued export only: a rejected one is never finished", () => {
    const rejected = {
      type: "ExportDecided" as const,
      data: { exportId: ID, approved: false, comment: "", reviewerId: "a1", meaning: "rejection" as const },
    };
    given([requested(true), rejected])
      .when({ type: "FinishExport", file })
      .then([]);
    given([requested(true)])
      .when({ type: "FinishExport", file })
      .then([]);
    given([requested(false)])
      .when({ type: "FinishExport", file })
      .then([finished]);
    given([requested(false), finished])
      .when({ type: "FinishExport", file })
      .then([]);
    given([requested(false), finished])
      .when({ type: "FailExport", exportId: ID, reason: "export.failed" })
      .then([]);
    given([requested(false)])
      .when({ type: "FailExport", exportId: ID, reason: "export.failed" })
      .then([{ type: "ExportFailed", data: { exportId: ID, reason: "export.failed" } }]);
  });

  it("records progress by tenths, never backwards", () => {
    expect(progressWorthRecording(0, 1, 3)).toBe(true);
    expect(progressWorthRecording(1, 1, 3)).toBe(false);
    expect(progressWorthRecording(10, 11, 1000)).toBe(false);
    expect(progressWorthRecording(99, 100, 1000)).toBe(true);
    expect(progressWorthRecording(999, 1000, 1000)).toBe(true);
    given([requested(false)])
      .when({ type: "RecordProgress", exportId: ID, done: 2 })
      .then([{ type: "ExportProgressed", data: { exportId: ID, done: 2, total: 3 } }]);
  });

  it("gives the file to who asked for it, the set number of times, until it expires", () => {
    given([requested(false)])
      .when(download())
      .thenThrows("export.notReady");
    given([requested(false), finished])
      .when(download("m2"))
      .thenThrows("export.notYours");
    given([requested(false), finished])
      .when(download())
      .then([{ type: "ExportDownloaded", data: { exportId: ID, remaining: 1 } }]);
    const twice = [1, 0].map((remaining) => ({ type: "ExportDownloaded" as const, data: { exportId: ID, remaining } }));
    given([requested(false), finished, ...twice])
      .when(download())
      .thenThrows("export.noDownloadsLeft");
    given([requested(false), finished])
      .when(download("m1", new Date("2026-12-04T00:00:00Z")))
      .thenThrows("export.expired");
  });

  it("keeps a month's exports in that month's stream, named by the id", () => {
    const id = exportIdOf(new Date("2026-01-31T23:59:59Z"), "0192a3b4-c5d6-7e8f-9a0b-1c2d3e4f5a6b");
    expect(id).toBe("202601-0192a3b4-c5d6-7e8f-9a0b-1c2d3e4f5a6b");
    expect(exportStream(id)).toBe("exports-202601");
    expect(isExportId(id)).toBe(true);
    expect(isExportId("../../x")).toBe(false);
  });
});
