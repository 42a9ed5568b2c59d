import { useQuery } from "@tanstack/react-query";
import { useMemo } from "react";
import { meQuery, permissionsQuery } from "../../../transport/queries";
import { membersQuery } from "../api/members";

/** The signed-in member as project rules need them. */
export function useMe(): { id: string; isOrganisationAdmin: boolean } | undefined {
  const { data } = useQuery(meQuery);
  return data ? { id: data.id, isOrganisationAdmin: data.isOrganisationAdmin } : undefined;
}

/** Creating a project needs the ProjectManage permission (administrators hold every permission). */
export function useCanCreateProject(): boolean {
  const me = useQuery(meQuery).data;
  const permissions = useQuery(permissionsQuery).data;
  if (me?.isOrganisationAdmin) return true;
  return (permissions ?? []).some((p) => p.permissionCode === "ProjectManage" && p.isActive);
}

/** Member id → display name, for owners, leaders and assignees. */
export function useMemberNames(): (id: string | null | undefined) => string {
  const me = useQuery(meQuery).data;
  const { data } = useQuery({ ...membersQuery, enabled: me !== undefined && !me.isTrial });
  return useMemo(() => {
    const names = new Map((data?.rows ?? []).map((m) => [m.id, m.realName || m.account]));
    if (me) names.set(me.id, me.realName || me.account);
    return (id) => (id ? (names.get(id) ?? id) : "");
  }, [data, me]);
}
