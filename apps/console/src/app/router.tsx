import { createBrowserRouter, type RouteObject } from "react-router";
import { approvalPages } from "../features/approvals/pages";
import { archivePages } from "../features/archive/pages";
import { auditPages } from "../features/audit/pages";
import { dataminingPages } from "../features/datamining/pages";
import { exportPages } from "../features/exports/pages";
import { homePages } from "../features/home/pages";
import { instrumentPages } from "../features/instruments/pages";
import { labelPages } from "../features/labels/pages";
import { materialCategoryPages } from "../features/material-categories/pages";
import { materialPages } from "../features/materials/pages";
import { methodPages } from "../features/methods/pages";
import { projectPages } from "../features/projects/pages";
import { recordPages } from "../features/records/pages";
import { resourcePages } from "../features/resources/pages";
import { searchPages } from "../features/search/pages";
import { sharingPages } from "../features/sharing/pages";
import { spreadsheetTemplatePages } from "../features/spreadsheet-templates/pages";
import { tablePages } from "../features/tables/pages";
import { teamPages } from "../features/team/pages";
import { templatePages } from "../features/templates/pages";
import NotFoundPage from "../pages/NotFoundPage";
import { Loading } from "./Loading";
import { lazyPage } from "./lazy-page";
import { RouteErrorPage } from "./RouteErrorPage";
import { ROUTES, type RouteEntry } from "./route-table";
import { ShellLayout } from "./ShellLayout";

const coming = lazyPage(() => import("../pages/ComingPage"));

/** Pages with their own component; every other route of spec §2 shows the "coming" page. */
const OWN_PAGES: Record<string, RouteObject["lazy"]> = {
  noTeam: lazyPage(() => import("../pages/NoTeamPage")),
  ...homePages,
  ...teamPages,
  ...projectPages,
  ...recordPages,
  ...auditPages,
  ...approvalPages,
  ...searchPages,
  ...dataminingPages,
  ...resourcePages,
  ...materialPages,
  ...labelPages,
  ...exportPages,
  ...archivePages,
  ...materialCategoryPages,
  ...instrumentPages,
  ...methodPages,
  ...sharingPages,
  ...templatePages,
  ...tablePages,
  ...spreadsheetTemplatePages,
};

const toRoute = (entry: RouteEntry): RouteObject => ({
  path: entry.path,
  handle: { name: entry.name, gate: entry.gate, hideHeader: entry.hideHeader },
  lazy: OWN_PAGES[entry.name] ?? coming,
});

export const router = createBrowserRouter([
  {
    path: "/login",
    lazy: lazyPage(() => import("../pages/LoginPage")),
    errorElement: <RouteErrorPage />,
    hydrateFallbackElement: <Loading />,
  },
  {
    path: "/changePassword",
    lazy: lazyPage(() => import("../pages/ChangePasswordPage")),
    errorElement: <RouteErrorPage />,
    hydrateFallbackElement: <Loading />,
  },
  {
    element: <ShellLayout />,
    hydrateFallbackElement: <Loading />,
    children: [
      {
        errorElement: <RouteErrorPage />,
        children: [
          ...ROUTES.map(toRoute),
          { path: "/userCentre", handle: { name: "userCentre" }, lazy: lazyPage(() => import("../pages/UserCentrePage")) },
          // RouteGate shows the 404 page for the "notFound" name.
          { path: "*", handle: { name: "notFound" }, Component: NotFoundPage },
        ],
      },
    ],
  },
]);
