import { z } from "zod";
import { defineEvent } from "./define";

const id = z.string().min(1).max(64);

/** What a message is about; the console and e-mails word it in the recipient's language. */
export const MESSAGE_KINDS = [
  "approvalRequested",
  "approvalDecided",
  "recallRequested",
  "recallDecided",
  "delayedSubmission",
  "pendingReview",
  "exportRequested",
  "exportRejected",
  "exportReady",
  "exportFailed",
  "materialsExpiring",
  "commentMentioned",
  "shareRequested",
  "shareDecided",
  "recordShared",
] as const;

export const MessageSent = defineEvent({
  type: "MessageSent",
  version: 1,
  description:
    "An internal message to one member (and an e-mail when the organisation sends them): a record waits for their review, a review, recall or share was decided, a record was shared with them, they were @mentioned in a comment, or a reminder.",
  schema: z.object({
    messageId: id,
    recipientId: id,
    kind: z.enum(MESSAGE_KINDS),
    experimentId: id.nullable(),
    number: z.string().max(50).nullable(),
    title: z.string().max(300).nullable(),
    version: z.number().int().min(0).nullable(),
    /** Approved, rejected or granted; a count for reminders. */
    detail: z.string().max(250).nullable(),
    /** The event that caused it (none for reminders). */
    sourceEventId: id.nullable(),
    byEmail: z.boolean(),
    /** A mention (commentMentioned): the comment, its module (null: the record's thread) and its author by name. */
    commentId: id.nullable().optional(),
    moduleId: id.nullable().optional(),
    moduleTitle: z.string().max(100).nullable().optional(),
    authorName: z.string().max(50).nullable().optional(),
  }),
});

export const MessageRead = defineEvent({
  type: "MessageRead",
  version: 1,
  description: "A member read (or marked as read) one of their messages.",
  schema: z.object({ messageId: id, recipientId: id }),
});
