import { AddCommentBody, MarkCommentsReadBody, ReplyBody, routes } from "@labledger/contracts";
import { seesThread } from "@labledger/domain";
import { Body, Controller, Inject, Param, Req } from "@nestjs/common";
import { CommandBus } from "@nestjs/cqrs";
import { loadViewer } from "../auth/viewer";
import type { AuthenticatedRequest } from "../http/access.guard";
import { ok } from "../http/envelope";
import { Route } from "../http/route.decorator";
import { validate } from "../http/validate";
import { negotiateLanguage } from "../i18n/translate";
import { callerOf } from "../pipeline/caller";
import { recordActorOf } from "../records/commands/on-record";
import { loadExperiment } from "../records/record-streams";
import { RUNTIME, type Runtime } from "../runtime/runtime";
import { AddCommentCommand, ChangeCommentCommand, MarkCommentsReadCommand } from "./commands/comment.commands";
import { commentRows } from "./comment-rows";

/**
 * Comments on a record and its modules (issue 18, spec §7 Experiment/Comment list, add, read,
 * delete): read from the record's own stream, so a comment shows right after it is added.
 */
@Controller()
export class CommentsController {
  constructor(
    @Inject(RUNTIME) private readonly runtime: Runtime,
    @Inject(CommandBus) private readonly commands: CommandBus,
  ) {}

  @Route(routes.listComments)
  async list(@Param("id") id: string, @Req() request: AuthenticatedRequest) {
    const viewer = await loadViewer(this.runtime, request.session);
    const state = await loadExperiment(this.runtime, id, viewer);
    const actor = await recordActorOf(this.runtime, { session: request.session }, viewer, state);
    const reader = {
      memberId: actor.memberId,
      isOrganisationAdmin: actor.isOrganisationAdmin,
      seesThread: (moduleId: string | null) => seesThread(state, actor, moduleId),
      // An archived record is read-only: its comments stay readable, nothing changes them.
      mayAct: state.lifecycle.archived === undefined,
    };
    return ok(await commentRows(this.runtime, state, reader, negotiateLanguage(request.headers["accept-language"])));
  }

  @Route(routes.addComment)
  async add(@Param("id") id: string, @Body() body: unknown, @Req() request: AuthenticatedRequest) {
    const { text, moduleId, mentionIds } = validate(AddCommentBody, body);
    const comment = { text, moduleId, parentId: null, mentionIds };
    return ok(await this.commands.execute(new AddCommentCommand(callerOf(request), id, comment)));
  }

  @Route(routes.replyToComment)
  async reply(
    @Param("id") id: string,
    @Param("commentId") commentId: string,
    @Body() body: unknown,
    @Req() request: AuthenticatedRequest,
  ) {
    const { text, mentionIds } = validate(ReplyBody, body);
    const comment = { text, moduleId: null, parentId: commentId, mentionIds };
    return ok(await this.commands.execute(new AddCommentCommand(callerOf(request), id, comment)));
  }

  @Route(routes.resolveComment)
  async resolve(@Param("id") id: string, @Param("commentId") commentId: string, @Req() request: AuthenticatedRequest) {
    return ok(await this.commands.execute(new ChangeCommentCommand(callerOf(request), id, commentId, "ResolveComment")));
  }

  @Route(routes.reopenComment)
  async reopen(@Param("id") id: string, @Param("commentId") commentId: string, @Req() request: AuthenticatedRequest) {
    return ok(await this.commands.execute(new ChangeCommentCommand(callerOf(request), id, commentId, "ReopenComment")));
  }

  @Route(routes.deleteComment)
  async remove(@Param("id") id: string, @Param("commentId") commentId: string, @Req() request: AuthenticatedRequest) {
    return ok(await this.commands.execute(new ChangeCommentCommand(callerOf(request), id, commentId, "DeleteComment")));
  }

  @Route(routes.markCommentsRead)
  async markRead(@Param("id") id: string, @Body() body: unknown, @Req() request: AuthenticatedRequest) {
    const { commentIds } = validate(MarkCommentsReadBody, body);
    return ok(await this.commands.execute(new MarkCommentsReadCommand(callerOf(request), id, commentIds)));
  }
}
