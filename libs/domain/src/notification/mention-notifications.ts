import type { EventData } from "@labledger/events";
import type { ExperimentState } from "../experiment/experiment-state";

/** The comment events that tell someone: the members a new comment @mentions. */
export const MENTION_NOTIFYING_EVENTS = ["ExperimentCommentAdded"] as const;

export interface MentionNotification {
  readonly recipientId: string;
  readonly commentId: string;
  /** The module the comment is on (null: the record's own thread) and its title as the record stands. */
  readonly moduleId: string | null;
  readonly moduleTitle: string | null;
}

/**
 * Issue 18: each member a comment @mentions hears of it once, by an internal message (and an
 * e-mail when the organisation sends them) that leads to the record and the module; a mention
 * of oneself tells nobody. Being addressed by name is always told: the message settings'
 * switches are about approvals, sharing and tasks.
 */
export function mentionNotificationsFor(
  comment: EventData<"ExperimentCommentAdded">,
  record: Pick<ExperimentState, "modules">,
): MentionNotification[] {
  const module = comment.moduleId === null ? undefined : record.modules.find((m) => m.moduleId === comment.moduleId);
  return [...new Set(comment.mentionIds)]
    .filter((id) => id !== comment.authorId)
    .map((recipientId) => ({
      recipientId,
      commentId: comment.commentId,
      moduleId: comment.moduleId,
      moduleTitle: module?.title ?? null,
    }));
}
