import { COMMENT_LIMITS } from "@labledger/events";
import { z } from "zod";
import type { RouteDefinition } from "./shared/route";
import { Id, Position } from "./shared/schemas";

const RECORDS = { tag: "records", access: "member" } as const;

/** Spec §5: an experiment comment, trimmed, not empty, at most 250 characters. */
const CommentText = z
  .string()
  .trim()
  .min(1)
  .max(COMMENT_LIMITS.text)
  .describe(`The comment, trimmed: 1 to ${COMMENT_LIMITS.text} characters (spec §5)`);
const MentionIds = z
  .array(Id)
  .max(COMMENT_LIMITS.mentions)
  .default([])
  .describe("The members @mentioned (ids the console's picker gives): each must be a member of the organisation and is told");

export const AddCommentBody = z.object({
  text: CommentText,
  moduleId: Id.nullable().default(null).describe("The module commented on; null or absent: the record's own thread"),
  mentionIds: MentionIds,
});
export const ReplyBody = z.object({ text: CommentText, mentionIds: MentionIds });
export const MarkCommentsReadBody = z.object({ commentIds: z.array(Id).min(1).max(500) });

/** One comment as a reader sees it: people and the module by name, what they may do with it. */
export const CommentRow = z.object({
  commentId: z.string(),
  moduleId: z.string().nullable(),
  moduleTitle: z.string().nullable().describe("The module's title; null for the record's own thread"),
  parentId: z.string().nullable().describe("The thread's first comment, for a reply"),
  text: z.string().describe("Empty once deleted (a tombstone)"),
  authorId: z.string(),
  authorName: z.string(),
  at: z.string().describe("ISO 8601"),
  mentions: z.array(z.object({ memberId: z.string(), name: z.string() })),
  resolved: z.boolean(),
  resolvedByName: z.string().nullable(),
  resolvedAt: z.string().nullable(),
  deleted: z.boolean(),
  unread: z.boolean().describe("Someone else's comment the caller has not read"),
  mayResolve: z.boolean().describe("The caller may resolve or reopen it"),
  mayDelete: z.boolean().describe("The caller wrote it and may delete it"),
});
export const RecordComments = z.object({
  comments: z.array(CommentRow).describe("In the order written; replies name their thread's first comment"),
  unread: z.number().describe("Comments the caller has not read"),
});
export const NewComment = z.object({ commentId: z.string(), position: z.number() });

export const commentsRoutes = {
  listComments: {
    ...RECORDS,
    operationId: "listComments",
    method: "get",
    path: "/experiments/{id}/comments",
    summary:
      "The comments on a record and the modules the caller sees (spec §7 Experiment/Comment list), read from the record's stream: author and module by name, resolved, unread",
    response: RecordComments,
  },
  addComment: {
    ...RECORDS,
    operationId: "addComment",
    method: "post",
    path: "/experiments/{id}/comments",
    summary:
      "Comment on a record or one of its modules (spec §7 Experiment/Comment add), @mentioning members; never changes the record's content, signatures or status. Refused on an archived record",
    body: AddCommentBody,
    response: NewComment,
    refuses: [409],
  },
  replyToComment: {
    ...RECORDS,
    operationId: "replyToComment",
    method: "post",
    path: "/experiments/{id}/comments/{commentId}/replies",
    summary: "Reply in a comment's thread, @mentioning members",
    body: ReplyBody,
    response: NewComment,
    refuses: [409],
  },
  resolveComment: {
    ...RECORDS,
    operationId: "resolveComment",
    method: "post",
    path: "/experiments/{id}/comments/{commentId}/resolve",
    summary: "Mark a comment resolved: its author, the record's owner or an administrator",
    response: Position,
    refuses: [409],
  },
  reopenComment: {
    ...RECORDS,
    operationId: "reopenComment",
    method: "post",
    path: "/experiments/{id}/comments/{commentId}/reopen",
    summary: "Reopen a resolved comment: its author, the record's owner or an administrator",
    response: Position,
    refuses: [409],
  },
  deleteComment: {
    ...RECORDS,
    operationId: "deleteComment",
    method: "delete",
    path: "/experiments/{id}/comments/{commentId}",
    summary:
      "Delete one's own comment (spec §7 Experiment/Comment delete): a tombstone stays in the thread, the comment as written stays in the trace",
    response: Position,
    refuses: [409],
  },
  markCommentsRead: {
    ...RECORDS,
    operationId: "markCommentsRead",
    method: "post",
    path: "/experiments/{id}/comments/read",
    summary: "Mark comments of a record read by the caller (spec §7 Experiment/Comment read); not a change of the record",
    body: MarkCommentsReadBody,
    response: Position,
  },
} as const satisfies Record<string, RouteDefinition>;

export type AddCommentBody = z.input<typeof AddCommentBody>;
export type ReplyBody = z.input<typeof ReplyBody>;
export type MarkCommentsReadBody = z.input<typeof MarkCommentsReadBody>;
export type CommentRow = z.infer<typeof CommentRow>;
export type RecordComments = z.infer<typeof RecordComments>;
export type NewComment = z.infer<typeof NewComment>;
