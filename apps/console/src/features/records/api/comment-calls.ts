import type { NewComment, RecordComments } from "@labledger/contracts";
import { call, getResponse } from "../../../transport/api-client";

/** The comment calls of a record (spec §7 Experiment/Comment list, add, read, delete). */
const c = (id: string) => `/experiments/${encodeURIComponent(id)}/comments`;

export const commentsKey = (id: string) => ["experiments", id, "comments"] as const;

export const listComments = (id: string) => getResponse<RecordComments>(c(id), { quiet: true });

export const addComment = async (id: string, body: { text: string; moduleId: string | null; mentionIds: string[] }) =>
  (await call("POST", c(id), { body })).response as NewComment;

export const replyToComment = async (id: string, commentId: string, body: { text: string; mentionIds: string[] }) =>
  (await call("POST", `${c(id)}/${encodeURIComponent(commentId)}/replies`, { body })).response as NewComment;

export const resolveComment = (id: string, commentId: string, resolved: boolean) =>
  call("POST", `${c(id)}/${encodeURIComponent(commentId)}/${resolved ? "resolve" : "reopen"}`);

export const deleteComment = (id: string, commentId: string) => call("DELETE", `${c(id)}/${encodeURIComponent(commentId)}`);

export const markCommentsRead = (id: string, commentIds: readonly string[]) =>
  call("POST", `${c(id)}/read`, { body: { commentIds }, quiet: true });
