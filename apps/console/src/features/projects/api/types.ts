/** The shapes the console reads from the project, task, record-book and record lists: the server's contracts. */
import type { Member, Position } from "@labledger/contracts";

export type {
  ExperimentRow,
  Notebook,
  Page,
  Project,
  ProjectAccess,
  ProjectStatus,
  Task,
  TaskStatus,
} from "@labledger/contracts";

// Deep path: the plain lists, without the catalogue's zod schemas.
export { PROJECT_STATUSES } from "@labledger/events/catalogue/projects-values";

export type MemberRow = Pick<Member, "id" | "account" | "realName" | "active">;

/** What a create call answers (a task has no number). */
export interface Created {
  readonly id: string;
  readonly number?: string;
  readonly position: number;
}

/** What a change call answers: the log position of the write. */
export type Written = Position;
