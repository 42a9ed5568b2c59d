import { MESSAGE_KINDS } from "@labledger/events";
import { z } from "zod";
import type { RouteDefinition } from "./shared/route";
import { Id, ListQuery, Page, Position } from "./shared/schemas";

export const MessageListQuery = ListQuery.omit({ keyword: true }).extend({
  unread: z.enum(["true", "false"]).optional().describe("Only unread messages"),
});
export const MarkReadBody = z.object({ messageIds: z.array(Id).min(1).max(200) });
export const Message = z.looseObject({
  id: z.string(),
  recipientId: z.string(),
  kind: z.enum(MESSAGE_KINDS),
  experimentId: z.string().nullable(),
  number: z.string().nullable(),
  title: z.string().nullable(),
  version: z.number().nullable(),
  detail: z.string().nullable(),
  read: z.boolean(),
  createdAt: z.string(),
  /** A mention (commentMentioned): the comment, its module (null: the record's thread) and its author by name. */
  commentId: z.string().nullable().optional(),
  moduleId: z.string().nullable().optional(),
  moduleTitle: z.string().nullable().optional(),
  authorName: z.string().nullable().optional(),
});
export const MessageCounts = z.object({
  approvingExpCount: z.number(),
  approvingShareExpCount: z.number(),
  approvingReportCount: z.number(),
  approvingTempShareCount: z.number(),
  unreadMessageCount: z.number(),
  sampleTestCount: z.number(),
  recordCallExameCount: z.number(),
});

export const messagesRoutes = {
  messageCounts: {
    operationId: "getMessageCounts",
    method: "get",
    path: "/messages/counts",
    summary: "The header bell's seven counts for the session's member (spec §3 message counts)",
    tag: "auth",
    access: "member",
    response: MessageCounts,
  },
  listMessages: {
    operationId: "listMessages",
    method: "get",
    path: "/messages",
    summary:
      "The member's internal messages, newest first (approval requests and decisions, recalls, @mentions in comments, reminders)",
    tag: "messages",
    access: "member",
    query: MessageListQuery,
    response: Page(Message),
  },
  markMessagesRead: {
    operationId: "markMessagesRead",
    method: "post",
    path: "/messages/read",
    summary: "Mark the member's own messages read (the bell's unread count drops)",
    tag: "messages",
    access: "member",
    body: MarkReadBody,
    response: Position,
  },
} as const satisfies Record<string, RouteDefinition>;

export type Message = z.infer<typeof Message>;
export type MessageCounts = z.infer<typeof MessageCounts>;
export type MessageListQuery = z.input<typeof MessageListQuery>;
