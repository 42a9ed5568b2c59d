import {
  AddModuleBody,
  ChangeReasonBody,
  CloneExperimentBody,
  CreateExperimentBody,
  ExperimentListQuery,
  ModuleGrantBody,
  RenameModuleBody,
  ReorderModulesBody,
  routes,
  SaveModuleBody,
  TraceQuery,
  UpdateExperimentBody,
} from "@labledger/contracts";
import {
  assertComplete,
  DomainError,
  incompleteModules,
  organisationSettings,
  overdueBefore,
  settingsStream,
  shareRightOf,
} from "@labledger/domain";
import type { Filter } from "@labledger/ports";
import { Body, Controller, Inject, Param, Query, Req } from "@nestjs/common";
import { CommandBus } from "@nestjs/cqrs";
import { loadViewer } from "../auth/viewer";
import { ORGANISATION_ID } from "../bootstrap/first-start";
import type { AuthenticatedRequest } from "../http/access.guard";
import { ok, page } from "../http/envelope";
import { Route } from "../http/route.decorator";
import { validate } from "../http/validate";
import { negotiateLanguage, translate } from "../i18n/translate";
import { callerOf } from "../pipeline/caller";
import { loadState } from "../pipeline/handle-command";
import { RUNTIME, type Runtime } from "../runtime/runtime";
import { CloneExperimentCommand, CreateExperimentCommand } from "./commands/create-experiment.command";
import { GrantModuleCommand } from "./commands/grant-module.command";
import { EnableModuleEditCommand, SaveModuleCommand } from "./commands/module-edit.commands";
import {
  AddModuleCommand,
  ChangeDetailsCommand,
  DeleteModuleCommand,
  RenameModuleCommand,
  ReorderModulesCommand,
} from "./commands/record-content.commands";
import { traceOf } from "./experiment-trace";
import { visiblePage } from "./record-access";
import { loadRecordPast } from "./record-past";
import { loadExperiment, mayEditExperiment, mayViewRecord } from "./record-streams";
import { recordView } from "./record-view";
import { templateNameOf } from "./template-name";

/** An open record not heard from (heartbeat) for this long counts as closed. */
const OPEN_HEARTBEAT_MS = 2 * 60_000;

@Controller()
export class ExperimentsController {
  constructor(
    @Inject(RUNTIME) private readonly runtime: Runtime,
    @Inject(CommandBus) private readonly commands: CommandBus,
  ) {}

  @Route(routes.createExperiment)
  async create(@Body() body: unknown, @Req() request: AuthenticatedRequest) {
    const input = validate(CreateExperimentBody, body);
    return ok(await this.commands.execute(new CreateExperimentCommand(callerOf(request), input)));
  }

  @Route(routes.cloneExperiment)
  async clone(@Param("id") id: string, @Body() body: unknown, @Req() request: AuthenticatedRequest) {
    const input = validate(CloneExperimentBody, body);
    return ok(await this.commands.execute(new CloneExperimentCommand(callerOf(request), id, input)));
  }

  @Route(routes.listExperiments)
  async list(@Query() query: unknown, @Req() request: AuthenticatedRequest) {
    const { projectId, notebookId, taskId, overdue } = validate(ExperimentListQuery, query);
    const filter: Filter = {
      ...(projectId ? { projectId } : {}),
      ...(notebookId ? { notebookId } : {}),
      ...(taskId ? { taskId } : {}),
    };
    if (overdue === "true") {
      const { messages } = await loadState(this.runtime.ports.events, settingsStream(ORGANISATION_ID), organisationSettings);
      const before = overdueBefore(messages.delayedSubmission, new Date());
      return visiblePage(
        this.runtime,
        request,
        { projection: "experiments", collection: "experiments", kind: "experiment" },
        query,
        {
          ...filter,
          createdAt: { $lt: before },
        },
      );
    }
    return visiblePage(
      this.runtime,
      request,
      { projection: "experiments", collection: "experiments", kind: "experiment" },
      query,
      filter,
    );
  }

  /** The record as this member sees it: spec §4 module display, read-only and edit-button rules applied. */
  @Route(routes.getExperiment)
  async get(@Param("id") id: string, @Req() request: AuthenticatedRequest) {
    const viewer = await loadViewer(this.runtime, request.session);
    const state = await loadExperiment(this.runtime, id, viewer);
    const mayView = mayViewRecord(state, viewer);
    const editable = mayView && (await mayEditExperiment(this.runtime, state, viewer));
    const memberId = request.session.member.id;
    const sharedRight = state.record?.ownerId === memberId ? undefined : shareRightOf(state, memberId, viewer.departmentLine);
    const view = recordView(id, state, { memberId, mayView, editable, sharedRight });
    return ok({ ...view, templateName: await templateNameOf(this.runtime.ports.readStore, state) });
  }

  @Route(routes.updateExperiment)
  async update(@Param("id") id: string, @Body() body: unknown, @Req() request: AuthenticatedRequest) {
    const { reason, ...details } = validate(UpdateExperimentBody, body);
    return ok(await this.commands.execute(new ChangeDetailsCommand(callerOf(request), id, reason, details)));
  }

  @Route(routes.addModule)
  async addModule(@Param("id") id: string, @Body() body: unknown, @Req() request: AuthenticatedRequest) {
    const { reason, ...module } = validate(AddModuleBody, body);
    return ok(await this.commands.execute(new AddModuleCommand(callerOf(request), id, reason, module)));
  }

  @Route(routes.saveModule)
  async saveModule(
    @Param("id") id: string,
    @Param("moduleId") moduleId: string,
    @Body() body: unknown,
    @Req() request: AuthenticatedRequest,
  ) {
    const { data, isAuto, lastCacheTime, reason } = validate(SaveModuleBody, body);
    const save = { content: data, isAuto, lastCacheTime, reason };
    return ok(await this.commands.execute(new SaveModuleCommand(callerOf(request), id, moduleId, save)));
  }

  @Route(routes.renameModule)
  async renameModule(
    @Param("id") id: string,
    @Param("moduleId") moduleId: string,
    @Body() body: unknown,
    @Req() request: AuthenticatedRequest,
  ) {
    const { title, reason } = validate(RenameModuleBody, body);
    return ok(await this.commands.execute(new RenameModuleCommand(callerOf(request), id, reason, moduleId, title)));
  }

  @Route(routes.deleteModule)
  async deleteModule(
    @Param("id") id: string,
    @Param("moduleId") moduleId: string,
    @Body() body: unknown,
    @Req() request: AuthenticatedRequest,
  ) {
    const { reason } = validate(ChangeReasonBody, body ?? {});
    return ok(await this.commands.execute(new DeleteModuleCommand(callerOf(request), id, reason, moduleId)));
  }

  @Route(routes.reorderModules)
  async reorderModules(@Param("id") id: string, @Body() body: unknown, @Req() request: AuthenticatedRequest) {
    const { order, reason } = validate(ReorderModulesBody, body);
    return ok(await this.commands.execute(new ReorderModulesCommand(callerOf(request), id, reason, order)));
  }

  @Route(routes.grantModule)
  async grantModule(
    @Param("id") id: string,
    @Param("moduleId") moduleId: string,
    @Param("memberId") memberId: string,
    @Body() body: unknown,
    @Req() request: AuthenticatedRequest,
  ) {
    const { attribute } = validate(ModuleGrantBody, body);
    return ok(await this.commands.execute(new GrantModuleCommand(callerOf(request), id, moduleId, memberId, attribute)));
  }

  @Route(routes.enableModuleEdit)
  async enableEdit(@Param("id") id: string, @Param("moduleId") moduleId: string, @Req() request: AuthenticatedRequest) {
    return ok(await this.commands.execute(new EnableModuleEditCommand(callerOf(request), id, moduleId)));
  }

  @Route(routes.openExperiment)
  async open(@Param("id") id: string, @Req() request: AuthenticatedRequest) {
    const viewer = await loadViewer(this.runtime, request.session);
    const state = await loadExperiment(this.runtime, id, viewer);
    const { member, record } = request.session;
    const now = Date.now();
    const sessions = this.runtime.ports.sessions;
    const others = (await sessions.openers(id, now - OPEN_HEARTBEAT_MS)).filter((o) => o.memberId !== member.id);
    await sessions.markOpen(id, record.sessionId, member.id, now);
    const openedBy = await Promise.all(
      [...new Set(others.map((o) => o.memberId))].map(async (memberId) => {
        const doc = await this.runtime.ports.readStore.get<{ id: string; realName: string }>("members", memberId);
        return { id: memberId, realName: doc?.realName ?? memberId };
      }),
    );
    const editable = (await mayEditExperiment(this.runtime, state, viewer)) && !state.lifecycle.archived;
    return ok({
      isReadOnly: !editable || openedBy.length > 0,
      permission: state.record!.ownerId === member.id ? 1 : 0,
      openedBy,
    });
  }

  @Route(routes.closeExperiment)
  async close(@Param("id") id: string, @Req() request: AuthenticatedRequest) {
    await loadExperiment(this.runtime, id, await loadViewer(this.runtime, request.session));
    await this.runtime.ports.sessions.markClosed(id, request.session.record.sessionId);
    return ok({});
  }

  @Route(routes.experimentCompleteness)
  async completeness(@Param("id") id: string, @Req() request: AuthenticatedRequest) {
    const state = await loadExperiment(this.runtime, id, await loadViewer(this.runtime, request.session));
    const incomplete = incompleteModules(state.modules);
    const language = negotiateLanguage(request.headers["accept-language"]);
    const message = incomplete.length === 0 ? null : incompleteMessage(state.modules, language);
    return ok({ complete: incomplete.length === 0, message, incomplete });
  }

  @Route(routes.experimentTrace)
  async trace(@Param("id") id: string, @Query() query: unknown, @Req() request: AuthenticatedRequest) {
    const { pageIndex = 1, pageSize } = validate(TraceQuery, query);
    await loadRecordPast(this.runtime, id, request.session);
    const window = pageSize === undefined ? undefined : { skip: (pageIndex - 1) * pageSize, limit: pageSize };
    const language = negotiateLanguage(request.headers["accept-language"]);
    const { rows, total } = await traceOf(this.runtime.ports, id, language, window);
    return page(rows, total);
  }
}

/** The refusal a submission would give, in the member's language (naming a design's empty required cells). */
function incompleteMessage(modules: Parameters<typeof assertComplete>[0], language: Parameters<typeof translate>[0]): string {
  try {
    assertComplete(modules);
  } catch (error) {
    if (error instanceof DomainError) return translate(language, error.key, error.params ?? {});
  }
  return translate(language, "experiment.incomplete", {});
}
