import { commentOf, commentReads, commentReadsStream, type ExperimentCommand } from "@labledger/domain";
import { uuidv7 } from "@labledger/events";
import { Inject } from "@nestjs/common";
import { CommandHandler, type ICommandHandler } from "@nestjs/cqrs";
import { loadMember } from "../../auth/member-facts";
import { loadViewer } from "../../auth/viewer";
import { type Caller, CallerCommand } from "../../pipeline/caller";
import { dataOf } from "../../pipeline/handle-command";
import { onStream } from "../../pipeline/on-stream";
import { onRecord, recordActorOf } from "../../records/commands/on-record";
import { loadExperiment } from "../../records/record-streams";
import { RUNTIME, type Runtime } from "../../runtime/runtime";

/** A comment on a record or a module, or a reply (`parentId`), @mentioning members. */
export class AddCommentCommand extends CallerCommand<{ commentId: string; position: number }> {
  constructor(
    caller: Caller,
    readonly experimentId: string,
    readonly comment: {
      readonly text: string;
      readonly moduleId: string | null;
      readonly parentId: string | null;
      readonly mentionIds: readonly string[];
    },
  ) {
    super(caller);
  }
}

/** Resolve, reopen or delete a comment. */
export class ChangeCommentCommand extends CallerCommand<{ position: number }> {
  constructor(
    caller: Caller,
    readonly experimentId: string,
    readonly commentId: string,
    readonly change: "ResolveComment" | "ReopenComment" | "DeleteComment",
  ) {
    super(caller);
  }
}

/** The caller read these comments of a record (their own stream: reading changes nothing in the record). */
export class MarkCommentsReadCommand extends CallerCommand<{ position: number }> {
  constructor(
    caller: Caller,
    readonly experimentId: string,
    readonly commentIds: readonly string[],
  ) {
    super(caller);
  }
}

/** Whether every id mentioned is an active member of the organisation (as the log has them now). */
async function mentionsKnown(runtime: Runtime, ids: readonly string[]): Promise<boolean> {
  for (const id of new Set(ids)) if ((await loadMember(runtime, id))?.active !== true) return false;
  return true;
}

// A comment decides on the record as it stands and cannot go stale: on a conflict with someone's save it is decided again.
const RETRY = { retryOnConflict: true } as const;

@CommandHandler(AddCommentCommand)
export class AddCommentHandler implements ICommandHandler<AddCommentCommand> {
  constructor(@Inject(RUNTIME) private readonly runtime: Runtime) {}

  async execute({ caller, experimentId, comment }: AddCommentCommand) {
    const known = await mentionsKnown(this.runtime, comment.mentionIds);
    const commentId = uuidv7();
    const result = await onRecord(
      this.runtime,
      caller,
      experimentId,
      ({ actor }): ExperimentCommand => ({
        type: "AddComment",
        actor,
        commentId,
        ...comment,
        mentionsKnown: known,
        now: new Date(),
      }),
      RETRY,
    );
    // A repeated client command id answers the comment the first call added.
    return { commentId: dataOf(result, "ExperimentCommentAdded")?.commentId ?? commentId, position: result.position };
  }
}

@CommandHandler(ChangeCommentCommand)
export class ChangeCommentHandler implements ICommandHandler<ChangeCommentCommand> {
  constructor(@Inject(RUNTIME) private readonly runtime: Runtime) {}

  async execute({ caller, experimentId, commentId, change }: ChangeCommentCommand) {
    const result = await onRecord(
      this.runtime,
      caller,
      experimentId,
      ({ actor }): ExperimentCommand => ({ type: change, actor, commentId, now: new Date() }),
      RETRY,
    );
    return { position: result.position };
  }
}

@CommandHandler(MarkCommentsReadCommand)
export class MarkCommentsReadHandler implements ICommandHandler<MarkCommentsReadCommand> {
  constructor(@Inject(RUNTIME) private readonly runtime: Runtime) {}

  async execute({ caller, experimentId, commentIds }: MarkCommentsReadCommand) {
    const viewer = await loadViewer(this.runtime, caller.session);
    const state = await loadExperiment(this.runtime, experimentId, viewer);
    const actor = await recordActorOf(this.runtime, caller, viewer, state);
    // Only comments the member sees may be marked read; another id is answered as not found.
    for (const id of commentIds) commentOf(state, actor, id);
    const memberId = caller.session.member.id;
    const result = await onStream(
      this.runtime,
      caller,
      commentReadsStream(memberId),
      commentReads,
      () => ({ type: "MarkCommentsRead" as const, memberId, experimentId, commentIds }),
      RETRY,
    );
    return { position: result.position };
  }
}

export const COMMENT_COMMAND_HANDLERS = [AddCommentHandler, ChangeCommentHandler, MarkCommentsReadHandler];
