import type { Home } from "@labledger/contracts";
import { call } from "../../../transport/api-client";

export type { Home };

/** The home page's one call: every list of `/` with its total. */
export const homeQuery = {
  queryKey: ["home"],
  queryFn: async () => (await call("GET", "/home", { quiet: true })).response as Home,
} as const;
