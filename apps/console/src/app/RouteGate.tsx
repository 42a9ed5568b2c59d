import { TEMP_SAVE_SECONDS } from "@labledger/events/catalogue/settings-values";
import { useQuery } from "@tanstack/react-query";
import { Navigate, Outlet } from "react-router";
import NoAccessPage from "../pages/NoAccessPage";
import NotFoundPage from "../pages/NotFoundPage";
import type { PageContext } from "../pages/page-context";
import type { Me } from "../transport/api-types";
import { otherSettingsQuery, permissionsQuery } from "../transport/queries";
import { decideGate } from "./gating";
import { Loading } from "./Loading";
import { pageVariant } from "./page-variant";
import { useRouteHandle } from "./route-handle";

/** Applies the gating of spec §2/§6 to the matched page and picks its variant. */
export function RouteGate({ me }: { me: Me }) {
  const handle = useRouteHandle();
  const other = useQuery(otherSettingsQuery);
  const permissions = useQuery(permissionsQuery);
  if (!handle) return <Outlet />;
  if (other.isPending || permissions.isPending) return <Loading />;
  const settings = other.data ?? { projectMain: false, debugger: false, tempSaveTime: TEMP_SAVE_SECONDS.default };
  const decision = decideGate(handle.gate, me, settings);
  if (decision === "noTeam") return <Navigate to="/noTeam" replace />;
  if (decision === "noAccess") return <NoAccessPage />;
  const pageName = pageVariant(handle.name, {
    projectMain: settings.projectMain,
    debuggerOn: settings.debugger,
    activePermissions: new Set((permissions.data ?? []).filter((p) => p.isActive).map((p) => p.permissionCode)),
  });
  if (pageName === "notFound") return <NotFoundPage />;
  const context: PageContext = { pageName };
  return <Outlet context={context} />;
}
