import { type ProjectAccess, type ProjectStatus, projectStream, type TaskStatus } from "@labledger/domain";
import { type EventData, uuidv7 } from "@labledger/events";
import { Inject } from "@nestjs/common";
import { CommandHandler, type ICommandHandler } from "@nestjs/cqrs";
import { loadMember } from "../../auth/member-facts";
import { type Caller, CallerCommand, metadataActorOf } from "../../pipeline/caller";
import { createdOf, createOnce, newIdFor } from "../../pipeline/create-once";
import { RUNTIME, type Runtime } from "../../runtime/runtime";
import { issueNumber } from "../numbers";
import { onProject } from "./on-project";

type Positioned = { position: number };

export class CreateProjectCommand extends CallerCommand<{ id: string; number: string; position: number }> {
  constructor(
    caller: Caller,
    readonly input: { name: string; description: string; leaderId?: string | undefined; managerIds: string[]; personal: boolean },
  ) {
    super(caller);
  }
}

/** Field changes and a status move, recorded together when both are asked for. */
export class ChangeProjectCommand extends CallerCommand<Positioned> {
  constructor(
    caller: Caller,
    readonly projectId: string,
    readonly changes: EventData<"ProjectChanged">["changes"],
    readonly status: ProjectStatus | undefined,
  ) {
    super(caller);
  }
}

export class GrantProjectMemberCommand extends CallerCommand<Positioned> {
  constructor(
    caller: Caller,
    readonly projectId: string,
    readonly memberId: string,
    readonly access: ProjectAccess,
  ) {
    super(caller);
  }
}

export class RemoveProjectMemberCommand extends CallerCommand<Positioned> {
  constructor(
    caller: Caller,
    readonly projectId: string,
    readonly memberId: string,
  ) {
    super(caller);
  }
}

export class CreateTaskCommand extends CallerCommand<{ id: string; position: number }> {
  constructor(
    caller: Caller,
    readonly projectId: string,
    readonly input: { name: string; assigneeIds: string[]; dueDate: string | null },
  ) {
    super(caller);
  }
}

export class ChangeTaskStatusCommand extends CallerCommand<Positioned> {
  constructor(
    caller: Caller,
    readonly projectId: string,
    readonly taskId: string,
    readonly to: TaskStatus,
  ) {
    super(caller);
  }
}

@CommandHandler(CreateProjectCommand)
export class CreateProjectHandler implements ICommandHandler<CreateProjectCommand> {
  constructor(@Inject(RUNTIME) private readonly runtime: Runtime) {}
  async execute({ caller, input }: CreateProjectCommand) {
    const { member } = caller.session;
    const projectId = newIdFor(caller, "project");
    const create = async () => {
      const number = await issueNumber(this.runtime, "project", projectId, metadataActorOf(caller));
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
      return onProject(this.runtime, caller, projectId, () => ({ type: "CreateProject", project: data }));
    };
    return createOnce(this.runtime, caller, projectStream(projectId), create, (result) => {
      const created = createdOf(result, "ProjectCreated");
      return { id: created.projectId, number: created.number, position: result.position };
    });
  }
}

@CommandHandler(ChangeProjectCommand)
export class ChangeProjectHandler implements ICommandHandler<ChangeProjectCommand> {
  constructor(@Inject(RUNTIME) private readonly runtime: Runtime) {}
  async execute({ caller, projectId, changes, status }: ChangeProjectCommand) {
    let position = 0;
    if (Object.keys(changes).length > 0)
      position = (await onProject(this.runtime, caller, projectId, (actor) => ({ type: "ChangeProject", changes, actor })))
        .position;
    if (status) {
      const moved = await onProject(this.runtime, caller, projectId, (actor) => ({
        type: "ChangeProjectStatus",
        to: status,
        actor,
      }));
      position = moved.position || position;
    }
    return { position };
  }
}

@CommandHandler(GrantProjectMemberCommand)
export class GrantProjectMemberHandler implements ICommandHandler<GrantProjectMemberCommand> {
  constructor(@Inject(RUNTIME) private readonly runtime: Runtime) {}
  async execute({ caller, projectId, memberId, access }: GrantProjectMemberCommand) {
    const granteeKnown = (await loadMember(this.runtime, memberId)) !== undefined;
    const result = await onProject(this.runtime, caller, projectId, (actor) => ({
      type: "GrantProjectMember",
      memberId,
      access,
      granteeKnown,
      actor,
    }));
    return { position: result.position };
  }
}

@CommandHandler(RemoveProjectMemberCommand)
export class RemoveProjectMemberHandler implements ICommandHandler<RemoveProjectMemberCommand> {
  constructor(@Inject(RUNTIME) private readonly runtime: Runtime) {}
  async execute({ caller, projectId, memberId }: RemoveProjectMemberCommand) {
    const result = await onProject(this.runtime, caller, projectId, (actor) => ({
      type: "RemoveProjectMember",
      memberId,
      actor,
    }));
    return { position: result.position };
  }
}

@CommandHandler(CreateTaskCommand)
export class CreateTaskHandler implements ICommandHandler<CreateTaskCommand> {
  constructor(@Inject(RUNTIME) private readonly runtime: Runtime) {}
  async execute({ caller, projectId, input }: CreateTaskCommand) {
    const { member } = caller.session;
    const task = { taskId: uuidv7(), ...input, ownerId: member.id, departmentId: member.departmentId };
    const result = await onProject(this.runtime, caller, projectId, (actor) => ({ type: "CreateTask", task, actor }));
    // Read from the events: a repeated command id answers the first command's task.
    return { id: createdOf(result, "TaskCreated").taskId, position: result.position };
  }
}

/** A task's assignees move it on even where the project is outside their viewing levels (the project decider's rule). */
@CommandHandler(ChangeTaskStatusCommand)
export class ChangeTaskStatusHandler implements ICommandHandler<ChangeTaskStatusCommand> {
  constructor(@Inject(RUNTIME) private readonly runtime: Runtime) {}
  async execute({ caller, projectId, taskId, to }: ChangeTaskStatusCommand) {
    const result = await onProject(this.runtime, caller, projectId, (actor) => ({ type: "ChangeTaskStatus", taskId, to, actor }));
    return { position: result.position };
  }
}
