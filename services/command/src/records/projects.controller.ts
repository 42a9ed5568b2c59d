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
import { dueDayOf, lateTasks } from "@labledger/domain";
import { Body, Controller, Inject, Param, Query, Req } from "@nestjs/common";
import { CommandBus } from "@nestjs/cqrs";
import type { AuthenticatedRequest } from "../http/access.guard";
import { ok } from "../http/envelope";
import { Route } from "../http/route.decorator";
import { validate } from "../http/validate";
import { callerOf } from "../pipeline/caller";
import { readYourWrites } from "../pipeline/read-your-writes";
import { RUNTIME, type Runtime } from "../runtime/runtime";
import {
  ChangeProjectCommand,
  ChangeTaskStatusCommand,
  CreateProjectCommand,
  CreateTaskCommand,
  GrantProjectMemberCommand,
  RemoveProjectMemberCommand,
} from "./commands/project.commands";
import { visibleDoc, visiblePage } from "./record-access";

@Controller()
export class ProjectsController {
  constructor(
    @Inject(RUNTIME) private readonly runtime: Runtime,
    @Inject(CommandBus) private readonly commands: CommandBus,
  ) {}

  @Route(routes.createProject)
  async create(@Body() body: unknown, @Req() request: AuthenticatedRequest) {
    const input = validate(CreateProjectBody, body);
    return ok(await this.commands.execute(new CreateProjectCommand(callerOf(request), input)));
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
    return ok(await this.commands.execute(new ChangeProjectCommand(callerOf(request), id, changes, status)));
  }

  @Route(routes.grantProjectMember)
  async grant(
    @Param("id") id: string,
    @Param("memberId") memberId: string,
    @Body() body: unknown,
    @Req() request: AuthenticatedRequest,
  ) {
    const { access } = validate(ProjectMemberBody, body);
    return ok(await this.commands.execute(new GrantProjectMemberCommand(callerOf(request), id, memberId, access)));
  }

  @Route(routes.removeProjectMember)
  async remove(@Param("id") id: string, @Param("memberId") memberId: string, @Req() request: AuthenticatedRequest) {
    return ok(await this.commands.execute(new RemoveProjectMemberCommand(callerOf(request), id, memberId)));
  }

  @Route(routes.createTask)
  async createTask(@Param("id") id: string, @Body() body: unknown, @Req() request: AuthenticatedRequest) {
    const input = validate(CreateTaskBody, body);
    return ok(await this.commands.execute(new CreateTaskCommand(callerOf(request), id, input)));
  }

  @Route(routes.changeTaskStatus)
  async changeTaskStatus(
    @Param("id") id: string,
    @Param("taskId") taskId: string,
    @Body() body: unknown,
    @Req() request: AuthenticatedRequest,
  ) {
    const { status } = validate(TaskStatusBody, body);
    return ok(await this.commands.execute(new ChangeTaskStatusCommand(callerOf(request), id, taskId, status)));
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
    const late = overdue === "true" ? [lateTasks(dueDayOf(new Date()))] : [];
    return visiblePage(this.runtime, request, { projection: "projects", collection: "tasks", kind: "task" }, query, {
      $and: [{ $or: [{ ownerId: me }, { assigneeIds: me }] }, ...late],
    });
  }
}
