import type { CurrentEvent, MESSAGE_KINDS } from "@labledger/events";

export type MessageKind = (typeof MESSAGE_KINDS)[number];

/** The record an approval event is about, as the reactor folded it. */
export interface RecordFacts {
  readonly experimentId: string;
  readonly number: string;
  readonly title: string;
  readonly ownerId: string;
}

/** The organisation's message settings (settings section `messages`). */
export interface NotifySettings {
  readonly approvalRequested: boolean;
  readonly approvalDecided: boolean;
  /** Receivers hear that a record was shared with them. */
  readonly shared: boolean;
}

export interface Notification {
  readonly recipientId: string;
  readonly kind: MessageKind;
  /** The record's version it is about (null: a share, which is of the record as it stands). */
  readonly version: number | null;
  readonly detail: string | null;
}

/** The approval events that notify someone. */
export const NOTIFYING_EVENTS = [
  "ExperimentSubmitted",
  "ExperimentReviewApproved",
  "ExperimentApproved",
  "ExperimentRejected",
  "ExperimentRecallRequested",
  "ExperimentRecallDecided",
  "ExperimentShareRequested",
  "ExperimentShareDecided",
] as const;

/**
 * Who hears of an approval step (issue 7): reviewers when a record waits for them, the owner
 * when a review, recall or share is decided; a granted share's receivers — the members named and
 * `shareReceivers`, the members of the departments named (sub-departments included), as the caller
 * read them — that the record is shared with them (issue 18). Each kind only while the organisation's
 * setting is on; nobody hears of their own act.
 */
export function notificationsFor(
  event: CurrentEvent,
  record: RecordFacts,
  notify: NotifySettings,
  shareReceivers: readonly string[] = [],
): Notification[] {
  const to = (recipientIds: readonly string[], kind: MessageKind, version: number | null, detail: string | null = null) =>
    [...new Set(recipientIds)].map((recipientId) => ({ recipientId, kind, version, detail }));
  const requested = (ids: readonly string[], kind: MessageKind, version: number | null) =>
    notify.approvalRequested ? to(ids, kind, version) : [];
  const decided = (kind: MessageKind, version: number | null, detail: string) =>
    notify.approvalDecided ? to([record.ownerId], kind, version, detail) : [];
  switch (event.type) {
    case "ExperimentSubmitted":
      return requested(event.data.nodes[0]!.reviewerIds, "approvalRequested", event.data.version);
    case "ExperimentReviewApproved":
      return requested(event.data.nextReviewerIds, "approvalRequested", event.data.version);
    case "ExperimentApproved":
      return decided("approvalDecided", event.data.version, "approved");
    case "ExperimentRejected":
      return decided("approvalDecided", event.data.version, "rejected");
    case "ExperimentRecallRequested":
      return requested(event.data.reviewerIds, "recallRequested", event.data.version);
    case "ExperimentRecallDecided":
      return decided("recallDecided", event.data.version, event.data.granted ? "granted" : "refused");
    case "ExperimentShareRequested":
      return requested(event.data.reviewerIds, "shareRequested", null);
    case "ExperimentShareDecided": {
      const { granted, attribute, memberIds } = event.data;
      const receivers = granted && notify.shared ? [...memberIds, ...shareReceivers].filter((id) => id !== record.ownerId) : [];
      return [
        ...decided("shareDecided", null, granted ? "granted" : "refused"),
        ...to(receivers, "recordShared", null, attribute === 1 ? "readWrite" : "readOnly"),
      ];
    }
    default:
      return [];
  }
}
