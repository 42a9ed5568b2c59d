import type { DomainEvent, EventData, PROJECT_ACCESS, PROJECT_STATUSES, TASK_STATUSES } from "@labledger/events";
import { canView, type Viewed, type Viewer } from "../access/viewing-scope";
import type { Decider } from "../decider/decider";
import { DomainError } from "../decider/domain-error";

export const projectStream = (projectId: string) => `project-${projectId}`;

export type ProjectStatus = (typeof PROJECT_STATUSES)[number];
export type TaskStatus = (typeof TASK_STATUSES)[number];
export type ProjectAccess = (typeof PROJECT_ACCESS)[number];
export type ProjectEvent = Extract<DomainEvent, { type: `Project${string}` | `Task${string}` }>;

/** Spec §4: experiments and tasks only while a project is pre-research (Waiting) or on-research (Doing). */
const ACCEPTS_NEW_WORK: ReadonlySet<ProjectStatus> = new Set(["Waiting", "Doing"]);

const PROJECT_MOVES: Readonly<Record<ProjectStatus, readonly ProjectStatus[]>> = {
  Waiting: ["Doing", "Finished"],
  Doing: ["Pause", "Changing", "Finished"],
  Pause: ["Doing", "Finished"],
  Changing: ["Doing", "Pause"],
  Finished: [],
};
const TASK_MOVES: Readonly<Record<TaskStatus, readonly TaskStatus[]>> = {
  notStarted: ["inProgress", "closed"],
  inProgress: ["finished", "closed"],
  finished: ["inProgress", "closed"],
  closed: [],
};

/** The statuses a project may move to from `status`; the console offers only these. */
export const nextProjectStatuses = (status: ProjectStatus): readonly ProjectStatus[] => PROJECT_MOVES[status] ?? [];
/** The statuses a task may move to from `status`. */
export const nextTaskStatuses = (status: TaskStatus): readonly TaskStatus[] => TASK_MOVES[status] ?? [];
export const acceptsNewWork = (status: ProjectStatus): boolean => ACCEPTS_NEW_WORK.has(status);

export interface ProjectState {
  readonly created: boolean;
  readonly project?: EventData<"ProjectCreated">;
  readonly status: ProjectStatus;
  readonly members: ReadonlyMap<string, ProjectAccess>;
  readonly tasks: ReadonlyMap<string, EventData<"TaskCreated"> & { readonly status: TaskStatus }>;
}

/** Who acts: project rules need the member and whether they administer the organisation. */
export interface ProjectActor {
  readonly memberId: string;
  readonly isOrganisationAdmin: boolean;
}

/** The member acting, with their viewing scope (spec §6): a project they may not view is answered as not found. */
export interface ActingMember extends ProjectActor {
  readonly viewer: Viewer;
}

export type ProjectCommand =
  | { type: "CreateProject"; project: EventData<"ProjectCreated"> }
  | { type: "ChangeProject"; changes: EventData<"ProjectChanged">["changes"]; actor: ActingMember }
  | { type: "ChangeProjectStatus"; to: ProjectStatus; actor: ActingMember }
  /** `granteeKnown`: the member to grant is a member of the organisation (read by the shell). */
  | { type: "GrantProjectMember"; memberId: string; access: ProjectAccess; granteeKnown: boolean; actor: ActingMember }
  | { type: "RemoveProjectMember"; memberId: string; actor: ActingMember }
  | { type: "CreateTask"; task: Omit<EventData<"TaskCreated">, "projectId">; actor: ActingMember }
  | { type: "ChangeTaskStatus"; taskId: string; to: TaskStatus; actor: ActingMember };

export const project: Decider<ProjectCommand, ProjectState, ProjectEvent> = {
  initialState: () => ({ created: false, status: "Waiting", members: new Map(), tasks: new Map() }),
  evolve: (state, event) => {
    switch (event.type) {
      case "ProjectCreated":
        return { ...state, created: true, project: event.data };
      case "ProjectChanged":
        return { ...state, project: { ...state.project!, ...event.data.changes } };
      case "ProjectStatusChanged":
        return { ...state, status: event.data.to };
      case "ProjectMemberGranted":
        return { ...state, members: new Map(state.members).set(event.data.memberId, event.data.access) };
      case "ProjectMemberRemoved": {
        const members = new Map(state.members);
        members.delete(event.data.memberId);
        return { ...state, members };
      }
      case "TaskCreated":
        return { ...state, tasks: new Map(state.tasks).set(event.data.taskId, { ...event.data, status: "notStarted" }) };
      case "TaskStatusChanged": {
        const task = state.tasks.get(event.data.taskId)!;
        return { ...state, tasks: new Map(state.tasks).set(event.data.taskId, { ...task, status: event.data.to }) };
      }
    }
  },
  decide: (command, state) => {
    if (command.type === "CreateProject") {
      if (state.created) throw new DomainError("project.exists", "conflict");
      return [{ type: "ProjectCreated", data: command.project }];
    }
    assertReaches(state, command);
    const { projectId } = state.project!;
    switch (command.type) {
      case "ChangeProject": {
        assertManages(state, command.actor);
        const current = state.project!;
        type Field = keyof typeof command.changes;
        const changed = (Object.keys(command.changes) as Field[]).filter(
          (k) => command.changes[k] !== undefined && JSON.stringify(command.changes[k]) !== JSON.stringify(current[k]),
        );
        if (changed.length === 0) return [];
        const pick = (source: typeof command.changes) => Object.fromEntries(changed.map((k) => [k, source[k]]));
        return [{ type: "ProjectChanged", data: { projectId, changes: pick(command.changes), previous: pick(current) } }];
      }
      case "ChangeProjectStatus": {
        assertManages(state, command.actor);
        if (command.to === state.status) return [];
        if (!nextProjectStatuses(state.status).includes(command.to))
          throw new DomainError("project.statusMoveRefused", "conflict", { from: state.status, to: command.to });
        return [{ type: "ProjectStatusChanged", data: { projectId, from: state.status, to: command.to } }];
      }
      case "GrantProjectMember": {
        if (!command.granteeKnown) throw new DomainError("member.notFound", "not-found");
        assertManages(state, command.actor);
        if (state.project!.personal) throw new DomainError("project.personalCannotBeShared", "conflict");
        if (command.memberId === state.project!.ownerId || state.members.get(command.memberId) === command.access) return [];
        return [{ type: "ProjectMemberGranted", data: { projectId, memberId: command.memberId, access: command.access } }];
      }
      case "RemoveProjectMember":
        assertManages(state, command.actor);
        if (!state.members.has(command.memberId)) throw new DomainError("project.notAMember", "not-found");
        return [{ type: "ProjectMemberRemoved", data: { projectId, memberId: command.memberId } }];
      case "CreateTask":
        if (!canWrite(state, command.actor)) throw new DomainError("project.forbidden", "forbidden");
        assertAcceptsNewWork(state);
        if (state.tasks.has(command.task.taskId)) throw new DomainError("task.exists", "conflict");
        return [{ type: "TaskCreated", data: { ...command.task, projectId } }];
      case "ChangeTaskStatus": {
        const task = state.tasks.get(command.taskId);
        if (!task) throw new DomainError("task.notFound", "not-found");
        if (!canWrite(state, command.actor) && !task.assigneeIds.includes(command.actor.memberId))
          throw new DomainError("project.forbidden", "forbidden");
        if (task.status === command.to) return [];
        if (!nextTaskStatuses(task.status).includes(command.to))
          throw new DomainError("task.statusMoveRefused", "conflict", { from: task.status, to: command.to });
        return [{ type: "TaskStatusChanged", data: { projectId, taskId: command.taskId, from: task.status, to: command.to } }];
      }
    }
  },
};

/** Owner, leader, managers and organisation administrators manage a project. */
export function managesProject(state: ProjectState, actor: ProjectActor): boolean {
  const p = state.project;
  return (
    Boolean(p) &&
    (actor.isOrganisationAdmin ||
      actor.memberId === p!.ownerId ||
      actor.memberId === p!.leaderId ||
      p!.managerIds.includes(actor.memberId))
  );
}

/** Managers, and members with read-and-write access, work in a project (tasks, experiments). */
export const canWrite = (state: ProjectState, actor: ProjectActor) =>
  managesProject(state, actor) || state.members.get(actor.memberId) === "write";

/** Who sees a project (viewing-scope.ts): its owner's department, its leader, managers and members. */
export const projectViewed = (state: ProjectState): Viewed => {
  const p = state.project!;
  return {
    ownerId: p.ownerId,
    departmentId: p.departmentId,
    projectId: p.projectId,
    viewerIds: [p.leaderId, ...p.managerIds, ...state.members.keys()],
  };
};

/** A project that exists and the member may view; otherwise not found, whatever was asked, so its existence does not leak. */
export function assertProjectVisible(state: ProjectState | undefined, viewer: Viewer): asserts state is ProjectState {
  if (!state?.project || !canView(viewer, "project", projectViewed(state)))
    throw new DomainError("project.notFound", "not-found");
}

/** Spec §4: a task's assignees move it on even where the project is outside their viewing levels. */
function assertReaches(state: ProjectState, command: Exclude<ProjectCommand, { type: "CreateProject" }>): void {
  const assigned =
    command.type === "ChangeTaskStatus" && state.tasks.get(command.taskId)?.assigneeIds.includes(command.actor.memberId);
  if (!assigned) assertProjectVisible(state, command.actor.viewer);
}

function assertManages(state: ProjectState, actor: ProjectActor) {
  if (!managesProject(state, actor)) throw new DomainError("project.forbidden", "forbidden");
}

/** Creating an experiment in a project checks the same rule (libs/domain experiment decider's caller). */
export function assertAcceptsNewWork(state: ProjectState) {
  if (!acceptsNewWork(state.status)) throw new DomainError("project.inactive", "conflict", { status: state.status });
}
