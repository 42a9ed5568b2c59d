import { z } from "zod";
import { defineEvent } from "./define";

const id = z.string().min(1).max(64);

/**
 * Spec §5 "experiment comment and remark 250": a comment on a record or one of its modules, and
 * a reply in its thread, are experiment comments — at most 250 characters, trimmed, not empty
 * ("comment or remark not empty"). The shorter "comments 100" names comments elsewhere
 * (quick texts, favourites), not a record's thread.
 */
export const COMMENT_LIMITS = { text: 250, mentions: 20 } as const;

/** Which comment (and its thread's module, so a trace row names it), who changed it and when (evolve sees no metadata). */
const commentChange = { experimentId: id, commentId: id, moduleId: id.nullable(), by: id, at: z.iso.datetime() };

export const ExperimentCommentAdded = defineEvent({
  type: "ExperimentCommentAdded",
  version: 1,
  description:
    "A member commented on a record (key `experiment-<id>`): on the record itself (`moduleId` null) or on one of its modules, or replied to a comment (`parentId`); `mentionIds` are the members @mentioned (each told by an internal message). A comment never changes the record's content, signatures, module version stamps, status or version.",
  schema: z.object({
    experimentId: id,
    commentId: id,
    moduleId: id.nullable(),
    parentId: id.nullable(),
    text: z.string().min(1).max(COMMENT_LIMITS.text),
    mentionIds: z.array(id).max(COMMENT_LIMITS.mentions),
    authorId: id,
    at: z.iso.datetime(),
  }),
});

export const ExperimentCommentResolved = defineEvent({
  type: "ExperimentCommentResolved",
  version: 1,
  description: "A comment of a record was marked resolved (by its author, the record's owner or an administrator).",
  schema: z.object(commentChange),
});

export const ExperimentCommentReopened = defineEvent({
  type: "ExperimentCommentReopened",
  version: 1,
  description: "A resolved comment of a record was reopened (by its author, the record's owner or an administrator).",
  schema: z.object(commentChange),
});

export const ExperimentCommentDeleted = defineEvent({
  type: "ExperimentCommentDeleted",
  version: 1,
  description:
    "The author of a comment deleted it: its text is no longer shown, a tombstone stays in the thread, and the comment as written stays in the record's trace.",
  schema: z.object(commentChange),
});

export const CommentsRead = defineEvent({
  type: "CommentsRead",
  version: 1,
  description:
    "A member read comments of a record (key `comment-reads-<memberId>`): they are no longer marked unread for them. Kept apart from the record's stream, so reading is not a change of the record.",
  schema: z.object({ memberId: id, experimentId: id, commentIds: z.array(id).min(1).max(500) }),
});
