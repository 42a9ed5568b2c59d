import {
  CreateProjectBody,
  CreateTaskBody,
  ListQuery,
  ProjectListQuery,
  ProjectMemberBody,
  routes,
  TaskListQuery,
  TaskStatusBody,
  UpdateProjectBody,
} from "@labledger/contracts";
import { DomainError, type ProjectCommand, project, projectStream } from "@labledger/domain";
import { uuidv7 } from "@labledger/events";
import { Body, Controller, Inject, Param, Query, Req } from "@nestjs/common";
import { loadViewer } from "../auth/viewer";
import { type AuthenticatedRequest, actorOf, clientCommandIdOf } from "../http/access.guard";
import { ok } from "../http/envelope";
import { Route } from "../http/route.decorator";
import { validate } from "../http/validate";
import { handleCommand, loadState } from "../pipeline/handle-command";
import { readYourWrites } from "../pipeline/read-your-writes";
import { RUNTIME, type Runtime } from "../runtime/runtime";
import { issueNumber } from "./numbers";
import { projectActorOf, visibleDoc, visiblePage } from "./record-access";
import { loadProject } from "./record-streams";

@Controller()
export class ProjectsController {
  constructor(@Inject(RUNTIME) private readonly runtime: Runtime) {}

  @Route(routes.createProject)
  async create(@Body() body: unknown, @Req() request: AuthenticatedRequest) {
    const input = validate(CreateProjectBody, body);
    const { member } = request.session;
    const projectId = uuidv7();
    const number = await issueNumber(this.runtime, "project", projectId, actorOf(request.session));
    const data = {
      projectId,
      number,
      name: input.name,
      description: input.description,
      ownerId: member.id,
      departmentId: member.departmentId,
      leaderId: input.leaderId ?? member.id,
      managerIds: input.managerIds,
      personal: input.personal,
    };
    const result = await this.run(projectId, { type: "CreateProject", project: data }, request);
    return ok({ id: projectId, number, position: result.position });
  }

  @Route(routes.listProjects)
  list(@Query() query: unknown, @Req() request: AuthenticatedRequest) {
    const { status } = validate(ProjectListQuery, query);
    return visiblePage(
      this.runtime,
      request,
      { projection: "projects", collection: "projects", kind: "project" },
      query,
      status ? { status } : {},
    );
  }

  @Route(routes.getProject)
  async get(@Param("id") id: string, @Query() query: unknown, @Req() request: AuthenticatedRequest) {
    await readYourWrites(this.runtime.ports, "projects", validate(ListQuery.pick({ position: true }), query).position);
    return ok(await visibleDoc(this.runtime, request, "project", "projects", id, "project.notFound"));
  }

  /** Field changes and a status move are recorded together when both are asked for. */
  @Route(routes.updateProject)
  async update(@Param("id") id: string, @Body() body: unknown, @Req() request: AuthenticatedRequest) {
    const { status, ...changes } = validate(UpdateProjectBody, body);
    await this.visible(id, request);
    const actor = projectActorOf(request);
    let position = 0;
    if (Object.keys(changes).length > 0)
      position = (await this.run(id, { type: "ChangeProject", changes, actor }, request)).position;
    if (status) position = (await this.run(id, { type: "ChangeProjectStatus", to: status, actor }, request)).position || position;
    return ok({ position });
  }

  @Route(routes.grantProjectMember)
  async grant(
    @Param("id") id: string,
    @Param("memberId") memberId: string,
    @Body() body: unknown,
    @Req() request: AuthenticatedRequest,
  ) {
    const { access } = validate(ProjectMemberBody, body);
    await this.visible(id, request);
    if (!(await this.runtime.ports.readStore.get("members", memberId))) throw new DomainError("member.notFound", "not-found");
    const command = { type: "GrantProjectMember", memberId, access, actor: projectActorOf(request) } as const;
    return ok({ position: (await this.run(id, command, request)).position });
  }

  @Route(routes.removeProjectMember)
  async remove(@Param("id") id: string, @Param("memberId") memberId: string, @Req() request: AuthenticatedRequest) {
    await this.visible(id, request);
    const command = { type: "RemoveProjectMember", memberId, actor: projectActorOf(request) } as const;
    return ok({ position: (await this.run(id, command, request)).position });
  }

  @Route(routes.createTask)
  async createTask(@Param("id") id: string, @Body() body: unknown, @Req() request: AuthenticatedRequest) {
    const input = validate(CreateTaskBody, body);
    await this.visible(id, request);
    const { member } = request.session;
    const taskId = uuidv7();
    const task = { taskId, ...input, ownerId: member.id, departmentId: member.departmentId };
    const result = await this.run(id, { type: "CreateTask", task, actor: projectActorOf(request) }, request);
    return ok({ id: taskId, position: result.position });
  }

  @Route(routes.changeTaskStatus)
  async changeTaskStatus(
    @Param("id") id: string,
    @Param("taskId") taskId: string,
    @Body() body: unknown,
    @Req() request: AuthenticatedRequest,
  ) {
    const { status } = validate(TaskStatusBody, body);
    await this.visibleOrAssigned(id, taskId, request);
    const command = { type: "ChangeTaskStatus", taskId, to: status, actor: projectActorOf(request) } as const;
    return ok({ position: (await this.run(id, command, request)).position });
  }

  @Route(routes.projectTasks)
  async projectTasks(@Param("id") id: string, @Query() query: unknown, @Req() request: AuthenticatedRequest) {
    await visibleDoc(this.runtime, request, "project", "projects", id, "project.notFound");
    return visiblePage(this.runtime, request, { projection: "projects", collection: "tasks", kind: "task" }, query, {
      projectId: id,
    });
  }

  @Route(routes.myTasks)
  myTasks(@Query() query: unknown, @Req() request: AuthenticatedRequest) {
    const { overdue } = validate(TaskListQuery, query);
    const me = request.session.member.id;
    const today = new Date().toISOString().slice(0, 10);
    const late = overdue === "true" ? [{ dueDate: { $lt: today }, status: { $in: ["notStarted", "inProgress"] } }] : [];
    return visiblePage(this.runtime, request, { projection: "projects", collection: "tasks", kind: "task" }, query, {
      $and: [{ $or: [{ ownerId: me }, { assigneeIds: me }] }, ...late],
    });
  }

  /** A project the member may not view is answered as not found, whatever the change asked, so its existence does not leak. */
  private async visible(id: string, request: AuthenticatedRequest) {
    await loadProject(this.runtime, id, await loadViewer(this.runtime, request.session));
  }

  /** A task's assignees move it on (spec §4) even where the project itself is outside their viewing levels. */
  private async visibleOrAssigned(id: string, taskId: string, request: AuthenticatedRequest) {
    const state = await loadState(this.runtime.ports.events, projectStream(id), project);
    if (state.tasks.get(taskId)?.assigneeIds.includes(request.session.member.id)) return;
    await this.visible(id, request);
  }

  private run(projectId: string, command: ProjectCommand, request: AuthenticatedRequest) {
    return handleCommand(this.runtime.ports.events, projectStream(projectId), project, () => command, {
      metadata: { actor: actorOf(request.session) },
      clientCommandId: clientCommandIdOf(request),
    });
  }
}
