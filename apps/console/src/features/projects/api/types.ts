/** The shapes the console reads from the project, task, record-book and record lists. */
export const PROJECT_STATUSES = ["Waiting", "Doing", "Pause", "Finished", "Changing"] as const;
export type ProjectStatus = (typeof PROJECT_STATUSES)[number];
export type TaskStatus = "notStarted" | "inProgress" | "finished" | "closed";
export type ProjectAccess = "read" | "write";

export interface Project {
  readonly id: string;
  readonly number: string;
  readonly name: string;
  readonly description: string;
  readonly ownerId: string;
  readonly leaderId: string;
  readonly managerIds: readonly string[];
  readonly personal: boolean;
  readonly status: ProjectStatus;
  readonly members: Readonly<Record<string, ProjectAccess>>;
  readonly createdAt: string;
  readonly updatedAt: string;
}

export interface Task {
  readonly id: string;
  readonly projectId: string;
  readonly name: string;
  readonly ownerId: string;
  readonly assigneeIds: readonly string[];
  readonly dueDate: string | null;
  readonly status: TaskStatus;
  readonly createdAt: string;
  readonly updatedAt: string;
}

export interface Notebook {
  readonly id: string;
  readonly number: string;
  readonly name: string;
  readonly ownerId: string;
  readonly projectId: string | null;
  readonly createdAt: string;
}

export interface ExperimentRow {
  readonly id: string;
  readonly number: string;
  readonly title: string;
  readonly notebookId: string;
  readonly projectId: string | null;
  readonly taskId: string | null;
  readonly ownerId: string;
  /** Not in the list yet: records have no submission lifecycle on this server. */
  readonly status?: string;
  readonly createdAt: string;
  readonly updatedAt: string;
}

export interface MemberRow {
  readonly id: string;
  readonly account: string;
  readonly realName: string;
  readonly active: boolean;
}

export interface Page<T> {
  readonly rows: readonly T[];
  readonly total: number;
}

/** What a create call answers. */
export interface Created {
  readonly id: string;
  readonly number?: string;
  readonly position: number;
}

/** What a change call answers: the log position of the write. */
export interface Written {
  readonly position: number;
}
