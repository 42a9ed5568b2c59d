import { call } from "../../../transport/api-client";

/** What the home page shows of each list: the first few, newest first, as the server pages them. */
export const HOME_LIST_SIZE = 5;

export interface HomeRecord {
  readonly id: string;
  readonly number: string;
  readonly title: string;
  readonly updatedAt: string;
}
export interface HomeTask {
  readonly id: string;
  readonly projectId: string;
  readonly name: string;
  readonly dueDate: string | null;
}
export interface HomeApproval {
  readonly id: string;
  readonly experimentId: string;
  readonly version: number;
  readonly number: string | null;
  readonly title: string | null;
  readonly applicantName: string;
}

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
