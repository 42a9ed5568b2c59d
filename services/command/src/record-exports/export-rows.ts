import type { RecordExport } from "@labledger/contracts";
import type { Doc } from "@labledger/ports";
import { type Language, translate } from "../i18n/translate";

/** An export as the read model keeps it. */
export type StoredExport = Doc &
  Omit<RecordExport, "status" | "statusText" | "failure"> & {
    status: "pending" | "queued" | "ready" | "rejected" | "failed";
    requesterId: string;
    reviewerIds: string[];
    recordIds: string[];
    finishedAt?: string;
    reason?: string;
  };

/** A written file no longer given: past its validity, or its downloads used up. */
const expired = (row: StoredExport, now: Date) =>
  row.status === "ready" && ((row.expiresAt ?? "") <= now.toISOString() || (row.remaining ?? 0) <= 0);

/** An export as a member reads it: its status in words, a failure's reason in words, never a key. */
export function exportInWords(row: StoredExport, language: Language, now = new Date()): RecordExport {
  const {
    reason,
    reviewerIds: _reviewers,
    requesterId: _requester,
    recordIds: _records,
    ...shown
  } = row as StoredExport & {
    recordIds?: string[];
  };
  const status = expired(row, now) ? "expired" : row.status;
  return {
    ...shown,
    status,
    statusText: translate(language, `export.status.${status}`),
    ...(reason ? { failure: translate(language, reason) } : {}),
  };
}
