import { queryOptions } from "@tanstack/react-query";
import { listQueryString } from "./list-params";
import { getPage } from "./paged";
import type { MemberRow } from "./types";

/**
 * The organisation's members, to pick leaders, managers, assignees and project members, and to
 * show names. Trial accounts may not list members: the call is quiet, and names fall back.
 */
export const MEMBER_PICK_SIZE = 200;

export const fetchMembers = (keyword = "") =>
  getPage<MemberRow>(`/members${listQueryString({ pageIndex: 1, pageSize: MEMBER_PICK_SIZE, keyword })}`, { quiet: true });

export const membersQuery = queryOptions({
  queryKey: ["members", "list", { pageIndex: 1, pageSize: MEMBER_PICK_SIZE }],
  queryFn: () => fetchMembers(),
  staleTime: 60_000,
  retry: false,
});
