import type { Approval, ExperimentRow, Task } from "@labledger/contracts";
import { call } from "../../../transport/api-client";

/** What the home page shows of each list: the first few, newest first, as the server pages them. */
export const HOME_LIST_SIZE = 5;

export type HomeRecord = Pick<ExperimentRow, "id" | "number" | "title" | "updatedAt">;
export type HomeTask = Pick<Task, "id" | "projectId" | "name" | "dueDate">;
export type HomeApproval = Pick<Approval, "id" | "experimentId" | "version" | "number" | "title" | "applicantName">;

const rows = async <T>(path: string): Promise<readonly T[]> =>
  ((await call("GET", path, { quiet: true })).rows ?? []) as readonly T[];

export const homeQueries = {
  records: { queryKey: ["home", "records"], queryFn: () => rows<HomeRecord>(`/experiments?pageSize=${HOME_LIST_SIZE}`) },
  tasks: { queryKey: ["home", "tasks"], queryFn: () => rows<HomeTask>(`/tasks/mine?pageSize=${HOME_LIST_SIZE}`) },
  approvals: {
    queryKey: ["home", "approvals"],
    queryFn: () => rows<HomeApproval>(`/approvals?queue=record&state=pending&pageSize=${HOME_LIST_SIZE}`),
  },
} as const;
