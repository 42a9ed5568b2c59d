import type { Home, Page, ProjectProgress } from "@labledger/contracts";
import { call } from "../../../transport/api-client";

export type { Home, ProjectProgress };

/** The home page's one call: every list of `/` with its total. */
export const homeQuery = {
  queryKey: ["home"],
  queryFn: async () => (await call("GET", "/home", { quiet: true })).response as Home,
} as const;

/** The project-oriented home's projects (spec §2, project-main setting), each with its records and tasks. */
export const projectHomeQuery = {
  queryKey: ["home", "projects"],
  queryFn: async () => (await call("GET", "/home/projects", { quiet: true })) as unknown as Page<ProjectProgress>,
} as const;
