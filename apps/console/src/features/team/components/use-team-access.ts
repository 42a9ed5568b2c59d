import { useQuery } from "@tanstack/react-query";
import { meQuery, permissionsQuery } from "../../../transport/queries";
import type { PermissionCode } from "../api/types";

/**
 * What the session may change on the team pages, to hide edit controls; the server stays the
 * judge (it answers 403 with a localised message). Administrators hold every code.
 */
export function useTeamAccess() {
  const me = useQuery(meQuery);
  const permissions = useQuery(permissionsQuery);
  const isAdmin = me.data?.isOrganisationAdmin === true;
  const active = new Set((permissions.data ?? []).filter((p) => p.isActive).map((p) => p.permissionCode));
  return {
    ready: me.isSuccess && !permissions.isPending,
    isAdmin,
    meId: me.data?.id,
    can: (code: PermissionCode) => isAdmin || active.has(code),
  };
}
