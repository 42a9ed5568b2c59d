import type { CurrentEvent } from "@labledger/events";
import type { ExportState } from "../export/record-exports";
import type { MessageKind } from "./notifications";

/** The export events that tell someone. */
export const EXPORT_NOTIFYING_EVENTS = ["ExportRequested", "ExportDecided", "ExportFinished", "ExportFailed"] as const;

export interface ExportNotification {
  readonly recipientId: string;
  readonly kind: MessageKind;
  /** Spec §4 Export: a finished or failed export is told by e-mail too, whatever the message settings. */
  readonly alwaysByEmail: boolean;
}

/**
 * Who hears of an export (spec §4 Export): its reviewers when it waits for approval (as the
 * message settings' approval requests say), and who asked for it when it is rejected, ready or failed.
 */
export function exportNotificationsFor(
  event: CurrentEvent,
  exported: ExportState,
  notify: { readonly approvalRequested: boolean },
): ExportNotification[] {
  const requester = (kind: MessageKind): ExportNotification[] => [
    { recipientId: exported.request.requesterId, kind, alwaysByEmail: kind !== "exportRejected" },
  ];
  switch (event.type) {
    case "ExportRequested":
      return event.data.needsApproval && notify.approvalRequested
        ? event.data.reviewerIds.map((recipientId) => ({ recipientId, kind: "exportRequested", alwaysByEmail: false }))
        : [];
    case "ExportDecided":
      return event.data.approved ? [] : requester("exportRejected");
    case "ExportFinished":
      return requester("exportReady");
    case "ExportFailed":
      return requester("exportFailed");
    default:
      return [];
  }
}
