import { COMMENT_LIMITS, type EventData } from "@labledger/events";
import { DomainError } from "../decider/domain-error";
import { COMMENT_EVENTS, type CommentCommand, type RecordComment } from "./comment-state";
import type { ExperimentEvent, ExperimentState } from "./experiment-state";
import type { RecordActor } from "./record-actor";
import { isGrantedAModule, mayViewRecord } from "./record-rules";

export { COMMENT_EVENTS, type CommentCommand, type RecordComment } from "./comment-state";

type CommentEvent = Extract<ExperimentEvent, { type: (typeof COMMENT_EVENTS)[number] }>;

export const isCommentEvent = (event: { type: string }): event is CommentEvent =>
  (COMMENT_EVENTS as readonly string[]).includes(event.type);

/** The comments of a record after one more comment event; any other event leaves them as they are. */
export function evolveComments(comments: readonly RecordComment[], event: CommentEvent): readonly RecordComment[] {
  const change = (commentId: string, patch: Partial<RecordComment>) =>
    comments.map((c) => (c.commentId === commentId ? { ...c, ...patch } : c));
  switch (event.type) {
    case "ExperimentCommentAdded": {
      const { experimentId: _, ...added } = event.data;
      return [...comments, { ...added, resolved: null, deleted: null }];
    }
    case "ExperimentCommentResolved":
      return change(event.data.commentId, { resolved: { by: event.data.by, at: event.data.at } });
    case "ExperimentCommentReopened":
      return change(event.data.commentId, { resolved: null });
    case "ExperimentCommentDeleted":
      return change(event.data.commentId, { deleted: { by: event.data.by, at: event.data.at } });
  }
}

/** Whether a member sees a thread: the record's when they may view the record, a module's when they see that module (spec §4 module display). */
export function seesThread(state: ExperimentState, viewer: RecordActor, moduleId: string | null): boolean {
  const viewsRecord = mayViewRecord(state, viewer.viewer);
  if (moduleId === null) return viewsRecord;
  // A deleted module's thread stays readable to whoever views the record.
  const module = state.modules.find((m) => m.moduleId === moduleId);
  return viewsRecord || (module?.grants?.[viewer.memberId] ?? undefined) !== undefined;
}

/** The comments a member sees, in the order they were written (a module's thread goes with its module). */
export const visibleComments = (state: ExperimentState, viewer: RecordActor): readonly RecordComment[] =>
  state.comments.filter((c) => seesThread(state, viewer, c.moduleId));

/** A comment this member sees, or not found (so a comment in a thread they do not see does not leak). */
export function commentOf(state: ExperimentState, actor: RecordActor, commentId: string): RecordComment {
  const found = state.comments.find((c) => c.commentId === commentId);
  if (!found || !seesThread(state, actor, found.moduleId)) throw new DomainError("comment.notFound", "not-found");
  return found;
}

/** Spec §5: an experiment comment is trimmed, not empty and at most 250 characters. */
export function commentText(text: string): string {
  const trimmed = text.trim();
  if (trimmed.length === 0 || [...trimmed].length > COMMENT_LIMITS.text)
    throw new DomainError("comment.textInvalid", "invalid", { max: COMMENT_LIMITS.text });
  return trimmed;
}

/**
 * Decides a comment command on a record already found and not archived (experiment.ts checks
 * both). Who may: comment — whoever sees the thread; resolve and reopen — the comment's author,
 * the record's owner or an administrator; delete — the author only.
 */
export function decideComment(
  command: CommentCommand & { readonly actor: RecordActor },
  state: ExperimentState,
  experimentId: string,
): ExperimentEvent[] {
  const { actor } = command;
  if (state.record === undefined || (!mayViewRecord(state, actor.viewer) && !isGrantedAModule(state, actor.memberId)))
    throw new DomainError("experiment.notFound", "not-found");
  const at = command.now.toISOString();
  if (command.type === "AddComment") {
    const parent = command.parentId === null ? undefined : commentOf(state, actor, command.parentId);
    if (parent?.deleted) throw new DomainError("comment.deleted", "conflict");
    const moduleId = parent ? parent.moduleId : command.moduleId;
    if (moduleId !== null && !state.modules.some((m) => m.moduleId === moduleId))
      throw new DomainError("module.notFound", "not-found");
    if (!seesThread(state, actor, moduleId))
      throw new DomainError(moduleId === null ? "experiment.notFound" : "module.notFound", "not-found");
    const text = commentText(command.text);
    if (!command.mentionsKnown) throw new DomainError("comment.mentionUnknown", "not-found");
    if (state.comments.some((c) => c.commentId === command.commentId)) throw new DomainError("comment.exists", "conflict");
    const data: EventData<"ExperimentCommentAdded"> = {
      experimentId,
      commentId: command.commentId,
      moduleId,
      // A reply to a reply stays in its thread: every reply names the thread's first comment.
      parentId: parent ? (parent.parentId ?? parent.commentId) : null,
      text,
      mentionIds: [...new Set(command.mentionIds)],
      authorId: actor.memberId,
      at,
    };
    return [{ type: "ExperimentCommentAdded", data }];
  }
  const comment = commentOf(state, actor, command.commentId);
  const data = { experimentId, commentId: comment.commentId, moduleId: comment.moduleId, by: actor.memberId, at };
  if (command.type === "DeleteComment") {
    if (comment.authorId !== actor.memberId) throw new DomainError("comment.authorOnly", "forbidden");
    return comment.deleted ? [] : [{ type: "ExperimentCommentDeleted", data }];
  }
  const isAuthor = comment.authorId === actor.memberId;
  if (!isAuthor && state.record.ownerId !== actor.memberId && !actor.isOrganisationAdmin)
    throw new DomainError("comment.resolveForbidden", "forbidden");
  if (comment.deleted) throw new DomainError("comment.deleted", "conflict");
  const resolving = command.type === "ResolveComment";
  if ((comment.resolved !== null) === resolving) return [];
  return [{ type: resolving ? "ExperimentCommentResolved" : "ExperimentCommentReopened", data }];
}

/** The comments of a record a member has not read yet: others', not deleted, in threads they see. */
export function unreadComments(comments: readonly RecordComment[], memberId: string, read: ReadonlySet<string>): RecordComment[] {
  return comments.filter((c) => c.authorId !== memberId && c.deleted === null && !read.has(c.commentId));
}
