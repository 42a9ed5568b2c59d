import type { CommentRow, RecordComments } from "@labledger/contracts";
import { commentReads, commentReadsStream, type ExperimentState, type RecordComment } from "@labledger/domain";
import { type Language, translate } from "../i18n/translate";
import { loadState } from "../pipeline/handle-command";
import { memberName, namesById } from "../read-models/names-by-id";
import type { Runtime } from "../runtime/runtime";

/** Who reads the comments, and what they may do with them (nothing, for a record shown as it stood in the past). */
export interface CommentReader {
  readonly memberId: string;
  readonly isOrganisationAdmin: boolean;
  /** Whether they see a thread (the record's, or a module's): seesThread, or every thread for an auditor. */
  readonly seesThread: (moduleId: string | null) => boolean;
  readonly mayAct: boolean;
}

/** A record's comments as one member reads them: people and modules by name, resolved, unread for them. */
export async function commentRows(
  runtime: Runtime,
  state: ExperimentState,
  reader: CommentReader,
  language: Language,
): Promise<RecordComments> {
  const shown = state.comments.filter((c) => reader.seesThread(c.moduleId));
  const read = await readBy(runtime, reader.memberId, state.record?.experimentId ?? "");
  const names = await namesById(
    runtime.ports.readStore,
    "members",
    shown.flatMap((c) => [c.authorId, c.resolved?.by, ...c.mentionIds]),
    memberName,
  );
  const nameOf = (id: string) => names.get(id) ?? translate(language, "comment.unknownMember");
  const ownerId = state.record?.ownerId;
  const row = (c: RecordComment): CommentRow => {
    const mine = c.authorId === reader.memberId;
    const live = c.deleted === null;
    return {
      commentId: c.commentId,
      moduleId: c.moduleId,
      moduleTitle:
        c.moduleId === null
          ? null
          : (state.modules.find((m) => m.moduleId === c.moduleId)?.title ?? translate(language, "comment.deletedModule")),
      parentId: c.parentId,
      text: live ? c.text : "",
      authorId: c.authorId,
      authorName: nameOf(c.authorId),
      at: c.at,
      mentions: live ? c.mentionIds.map((memberId) => ({ memberId, name: nameOf(memberId) })) : [],
      resolved: c.resolved !== null,
      resolvedByName: c.resolved ? nameOf(c.resolved.by) : null,
      resolvedAt: c.resolved?.at ?? null,
      deleted: !live,
      unread: !mine && live && !read.has(c.commentId),
      mayResolve: reader.mayAct && live && (mine || ownerId === reader.memberId || reader.isOrganisationAdmin),
      mayDelete: reader.mayAct && live && mine,
    };
  };
  const comments = shown.map(row);
  return { comments, unread: comments.filter((c) => c.unread).length };
}

/** The comments of a record this member has read. */
async function readBy(runtime: Runtime, memberId: string, experimentId: string): Promise<ReadonlySet<string>> {
  const state = await loadState(runtime.ports.events, commentReadsStream(memberId), commentReads);
  return state.read.get(experimentId) ?? new Set();
}
