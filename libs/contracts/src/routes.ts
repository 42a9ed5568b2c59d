import { approvalsRoutes } from "./approvals";
import { archiveRoutes } from "./archive";
import { attachmentsRoutes } from "./attachments";
import { auditRoutes } from "./audit";
import { authRoutes } from "./auth";
import { chemistryRoutes } from "./chemistry";
import { commentsRoutes } from "./comments";
import { dataminingRoutes } from "./datamining";
import { experimentsRoutes } from "./experiments";
import { exportsRoutes } from "./exports";
import { healthRoutes } from "./health";
import { historyRoutes } from "./history";
import { homeRoutes } from "./home";
import { instrumentRoutes } from "./instruments";
import { inventoryImportRoutes } from "./inventory-import";
import { labelRoutes } from "./labels";
import { materialCategoryRoutes } from "./material-categories";
import { materialRoutes } from "./materials";
import { membersRoutes } from "./members";
import { messagesRoutes } from "./messages";
import { methodRoutes } from "./methods";
import { notebooksRoutes } from "./notebooks";
import { organisationRoutes } from "./organisation";
import { oversightRoutes } from "./oversight";
import { projectsRoutes } from "./projects";
import { reactionFormulaRoutes } from "./reaction-formulas";
import { recordImportsRoutes } from "./record-imports";
import { rolesRoutes } from "./roles";
import { searchRoutes } from "./search";
import { numberingAndDictionaryRoutes, settingsRoutes } from "./settings";
import type { RouteDefinition } from "./shared/route";
import { shareRoutes } from "./shares";
import { sheetFileRoutes } from "./sheet-files";
import { sheetLiveRoutes } from "./sheet-live";
import { sheetRoutes } from "./sheets";
import { spreadsheetTemplateRoutes } from "./spreadsheet-templates";
import { tableDefinitionRoutes } from "./table-definitions";
import { templateRoutes } from "./templates";

/** Every feature's routes by name: controllers bind to `routes.<name>`. */
export const routes = {
  ...healthRoutes,
  ...authRoutes,
  ...messagesRoutes,
  ...organisationRoutes,
  ...membersRoutes,
  ...rolesRoutes,
  ...numberingAndDictionaryRoutes,
  ...projectsRoutes,
  ...notebooksRoutes,
  ...experimentsRoutes,
  ...sheetRoutes,
  ...attachmentsRoutes,
  ...historyRoutes,
  ...auditRoutes,
  ...approvalsRoutes,
  ...homeRoutes,
  ...searchRoutes,
  ...dataminingRoutes,
  ...chemistryRoutes,
  ...reactionFormulaRoutes,
  ...spreadsheetTemplateRoutes,
  ...tableDefinitionRoutes,
  ...labelRoutes,
  ...exportsRoutes,
  ...recordImportsRoutes,
  ...archiveRoutes,
  ...materialRoutes,
  ...inventoryImportRoutes,
  ...materialCategoryRoutes,
  ...instrumentRoutes,
  ...methodRoutes,
  ...shareRoutes,
  ...oversightRoutes,
  ...commentsRoutes,
  ...templateRoutes,
  ...sheetFileRoutes,
  ...sheetLiveRoutes,
} as const satisfies Record<string, RouteDefinition>;

/**
 * The one assembled table: the OpenAPI document, the access guard and the authorization
 * matrix test (tests/api/authorization-matrix.e2e.spec.ts) all read it.
 */
export const ROUTES: readonly RouteDefinition[] = [
  ...Object.values(routes),
  ...Object.values(settingsRoutes).flatMap(({ read, write }) => [read, write]),
];
