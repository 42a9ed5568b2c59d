/**
 * The roles catalogue's lists and limits as plain values (no zod): the event schemas and the
 * server's contracts build on them, and the console deep-imports them, so each is declared once.
 */

/** Spec §3 permission codes, in the spec's order. */
export const PERMISSION_CODES = [
  "ProjectManage",
  "FlowManage",
  "TemplateDesign",
  "PermissioManage",
  "TemplateShare",
  "MemberManage",
  "FulltextSearch",
  "AudittrailSearch",
  /** Spec §6 "viewing members' experiments": the records of the members of one's department and those under it. */
  "ViewMemberExperiments",
  "MaintainMaterialTypes",
  "MaintainMaterialResources",
] as const;
export type PermissionCodeValue = (typeof PERMISSION_CODES)[number];

/** Spec §3: every member may always do these, whatever their roles say (so a role editor has nothing to switch). */
export const ALWAYS_ALLOWED_PERMISSIONS = [
  "MaintainMaterialTypes",
  "MaintainMaterialResources",
] as const satisfies readonly PermissionCodeValue[];

/** Spec §6 viewing levels: how far a role's holder sees projects, tasks and experiments. */
export const VIEWING_LEVELS = {
  project: ["own", "department", "organisation"],
  task: ["own", "departmentInProject", "allInProject"],
  experiment: ["ownInDepartment", "departmentInTask", "allInTask", "departmentInProject", "allInProject"],
} as const;

/** A role's name and description, in characters. */
export const ROLE_LIMITS = { name: 50, description: 200 } as const;
