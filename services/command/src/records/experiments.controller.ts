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
  assertAcceptsNewWork,
  type ClonedModule,
  canWrite,
  cloneModules,
  DomainError,
  type ExperimentCommand,
  type ExperimentState,
  incompleteModules,
  maySaveModule,
  notebook,
  notebookStream,
  organisationSettings,
  settingsStream,
} from "@labledger/domain";
import { uuidv7 } from "@labledger/events";
import type { Filter } from "@labledger/ports";
import { Body, Controller, Inject, Param, Query, Req } from "@nestjs/common";
import { loadViewer } from "../auth/viewer";
import { ORGANISATION_ID } from "../bootstrap/first-start";
import { type AuthenticatedRequest, actorOf } from "../http/access.guard";
import { ok, page } from "../http/envelope";
import { Route } from "../http/route.decorator";
import { validate } from "../http/validate";
import { negotiateLanguage, translate } from "../i18n/translate";
import { loadState } from "../pipeline/handle-command";
import { RUNTIME, type Runtime } from "../runtime/runtime";
import { appendToExperiment } from "./experiment-commands";
import { traceOf } from "./experiment-trace";
import { issueNumber } from "./numbers";
import { projectActorOf, visiblePage } from "./record-access";
import { loadRecordPast } from "./record-past";
import { loadExperiment, loadProject, mayEditExperiment, mayViewRecord } from "./record-streams";
import { recordView } from "./record-view";
import { sanitiseHtml } from "./sanitise-html";

/** How long enable-edit holds a module for one member (renewed by each save). */
const EDIT_HOLD_MS = 5 * 60_000;
/** An open record not heard from (heartbeat) for this long counts as closed. */
const OPEN_HEARTBEAT_MS = 2 * 60_000;

@Controller()
export class ExperimentsController {
  constructor(@Inject(RUNTIME) private readonly runtime: Runtime) {}

  @Route(routes.createExperiment)
  async create(@Body() body: unknown, @Req() request: AuthenticatedRequest) {
    const input = validate(CreateExperimentBody, body);
    return ok(await this.createRecord(request, input));
  }

  @Route(routes.cloneExperiment)
  async clone(@Param("id") id: string, @Body() body: unknown, @Req() request: AuthenticatedRequest) {
    const input = validate(CloneExperimentBody, body);
    const source = await loadExperiment(this.runtime, id, await loadViewer(this.runtime, request.session));
    const record = source.record!;
    return ok(
      await this.createRecord(
        request,
        { notebookId: input.notebookId, title: input.title ?? record.title, projectId: record.projectId, taskId: record.taskId },
        { clonedFromId: record.experimentId, modules: cloneModules(source.modules, uuidv7) },
      ),
    );
  }

  /** A new record in a book: the book, project and task are checked, then it is numbered and created. */
  private async createRecord(
    request: AuthenticatedRequest,
    input: { notebookId: string; title: string; projectId?: string | null; taskId?: string | null },
    from?: { clonedFromId: string; modules: ClonedModule[] },
  ) {
    const viewer = await loadViewer(this.runtime, request.session);
    const book = (await loadState(this.runtime.ports.events, notebookStream(input.notebookId), notebook)).notebook;
    if (!book) throw new DomainError("notebook.notFound", "invalid");
    const projectId = input.projectId ?? book.projectId;
    let projectNumber: string | undefined;
    if (projectId) {
      const state = await loadProject(this.runtime, projectId, viewer);
      assertAcceptsNewWork(state);
      if (!canWrite(state, projectActorOf(request))) throw new DomainError("project.forbidden", "forbidden");
      if (input.taskId && !state.tasks.has(input.taskId)) throw new DomainError("task.notFound", "invalid");
      projectNumber = state.project!.number;
    } else if (input.taskId) throw new DomainError("task.notFound", "invalid");
    const experimentId = uuidv7();
    const { member } = request.session;
    const number = await issueNumber(this.runtime, "experiment", experimentId, actorOf(request.session), projectNumber);
    const record = {
      experimentId,
      number,
      notebookId: book.notebookId,
      projectId: projectId ?? null,
      taskId: input.taskId ?? null,
      title: input.title,
      ownerId: member.id,
      departmentId: member.departmentId,
      templateId: null,
      clonedFromId: from?.clonedFromId ?? null,
    };
    const command = { type: "CreateExperiment", record, modules: from?.modules ?? [], now: new Date() } as const;
    const result = await this.append(experimentId, command, request);
    return { id: experimentId, number, position: result.position };
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
      const before = new Date(Date.now() - messages.delayedSubmission.afterDays * 86_400_000).toISOString();
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
    const editable = mayView && (await mayEditExperiment(this.runtime, state, projectActorOf(request)));
    return ok(recordView(id, state, { memberId: request.session.member.id, mayView, editable }));
  }

  @Route(routes.updateExperiment)
  async update(@Param("id") id: string, @Body() body: unknown, @Req() request: AuthenticatedRequest) {
    const { reason, ...details } = validate(UpdateExperimentBody, body);
    await this.editable(id, request);
    return ok({ position: (await this.change(id, { type: "ChangeDetails", details }, request, reason)).position });
  }

  @Route(routes.addModule)
  async addModule(@Param("id") id: string, @Body() body: unknown, @Req() request: AuthenticatedRequest) {
    const { reason, ...input } = validate(AddModuleBody, body);
    const state = await this.editable(id, request);
    const moduleId = uuidv7();
    const afterModuleId = input.afterModuleId === undefined ? (state.modules.at(-1)?.moduleId ?? null) : input.afterModuleId;
    const result = await this.change(id, { type: "AddModule", module: { ...input, moduleId, afterModuleId } }, request, reason);
    return ok({ moduleId, position: result.position });
  }

  @Route(routes.saveModule)
  async saveModule(
    @Param("id") id: string,
    @Param("moduleId") moduleId: string,
    @Body() body: unknown,
    @Req() request: AuthenticatedRequest,
  ) {
    const { data, isAuto, lastCacheTime, reason } = validate(SaveModuleBody, body);
    const state = await this.moduleEditable(id, moduleId, request);
    const target = state.modules.find((m) => m.moduleId === moduleId);
    const fields =
      target?.type === "editor" && typeof data.fields.html === "string"
        ? { ...data.fields, html: sanitiseHtml(data.fields.html) }
        : data.fields;
    const command = {
      type: "SaveModule",
      moduleId,
      content: { fields, rows: data.rows as never },
      isAuto,
      lastCacheTime,
      memberId: request.session.member.id,
      now: new Date(),
    } as const;
    const result = await this.change(id, command, request, reason);
    const saved = result.events.find((e) => e.type === "ModuleSaved")?.data as { cacheTime: number } | undefined;
    return ok({ lastCacheTime: saved?.cacheTime ?? lastCacheTime, position: result.position });
  }

  @Route(routes.renameModule)
  async renameModule(
    @Param("id") id: string,
    @Param("moduleId") moduleId: string,
    @Body() body: unknown,
    @Req() request: AuthenticatedRequest,
  ) {
    const { title, reason } = validate(RenameModuleBody, body);
    await this.editable(id, request);
    return ok({ position: (await this.change(id, { type: "RenameModule", moduleId, title }, request, reason)).position });
  }

  @Route(routes.deleteModule)
  async deleteModule(
    @Param("id") id: string,
    @Param("moduleId") moduleId: string,
    @Body() body: unknown,
    @Req() request: AuthenticatedRequest,
  ) {
    const { reason } = validate(ChangeReasonBody, body ?? {});
    await this.editable(id, request);
    return ok({ position: (await this.change(id, { type: "DeleteModule", moduleId }, request, reason)).position });
  }

  @Route(routes.reorderModules)
  async reorderModules(@Param("id") id: string, @Body() body: unknown, @Req() request: AuthenticatedRequest) {
    const { order, reason } = validate(ReorderModulesBody, body);
    await this.editable(id, request);
    return ok({ position: (await this.change(id, { type: "ReorderModules", order }, request, reason)).position });
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
    const state = await loadExperiment(this.runtime, id, await loadViewer(this.runtime, request.session));
    const { member } = request.session;
    if (state.record!.ownerId !== member.id && !member.isOrganisationAdmin)
      throw new DomainError("experiment.ownerOnly", "forbidden");
    if (!(await this.runtime.ports.readStore.get("members", memberId))) throw new DomainError("member.notFound", "not-found");
    return ok({ position: (await this.append(id, { type: "GrantModule", moduleId, memberId, attribute }, request)).position });
  }

  @Route(routes.enableModuleEdit)
  async enableEdit(@Param("id") id: string, @Param("moduleId") moduleId: string, @Req() request: AuthenticatedRequest) {
    const state = await this.moduleEditable(id, moduleId, request);
    const command = {
      type: "EnableModuleEdit",
      moduleId,
      memberId: request.session.member.id,
      now: new Date(),
      holdMs: EDIT_HOLD_MS,
    } as const;
    const result = await this.append(id, command, request);
    const locked = result.events[0]!.data as { until: string };
    const module = state.modules.find((m) => m.moduleId === moduleId)!;
    return ok({ until: locked.until, lastCacheTime: module.cacheTime, position: result.position });
  }

  @Route(routes.openExperiment)
  async open(@Param("id") id: string, @Req() request: AuthenticatedRequest) {
    const state = await loadExperiment(this.runtime, id, await loadViewer(this.runtime, request.session));
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
    const editable = await mayEditExperiment(this.runtime, state, projectActorOf(request));
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
    const message = incomplete.length === 0 ? null : translate(language, "experiment.incomplete", {});
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

  /** The record, when the member may edit it (404 when they may not even view it). */
  private async editable(id: string, request: AuthenticatedRequest): Promise<ExperimentState> {
    const state = await loadExperiment(this.runtime, id, await loadViewer(this.runtime, request.session));
    if (!(await mayEditExperiment(this.runtime, state, projectActorOf(request))))
      throw new DomainError("experiment.readOnly", "forbidden");
    return state;
  }

  /** The record, when the member may save this module: record editors, narrowed by module grants once any module is shared. */
  private async moduleEditable(id: string, moduleId: string, request: AuthenticatedRequest): Promise<ExperimentState> {
    const viewer = await loadViewer(this.runtime, request.session);
    const state = await loadExperiment(this.runtime, id, viewer);
    const module = state.modules.find((m) => m.moduleId === moduleId);
    if (!module) throw new DomainError("module.notFound", "not-found");
    const mayEdit = mayViewRecord(state, viewer) && (await mayEditExperiment(this.runtime, state, projectActorOf(request)));
    if (!maySaveModule(state, module, request.session.member.id, mayEdit))
      throw new DomainError("experiment.readOnly", "forbidden");
    return state;
  }

  /** A change of the record's content, with its reason where one is given (or required). */
  private async change(id: string, command: ExperimentCommand, request: AuthenticatedRequest, reason: string | undefined) {
    const { other } = await loadState(this.runtime.ports.events, settingsStream(ORGANISATION_ID), organisationSettings);
    return this.append(id, { ...command, reason, reasonRequired: other.traceModification } as ExperimentCommand, request, reason);
  }

  private append(experimentId: string, command: ExperimentCommand, request: AuthenticatedRequest, reason?: string) {
    return appendToExperiment(this.runtime, experimentId, command, request, reason);
  }
}
