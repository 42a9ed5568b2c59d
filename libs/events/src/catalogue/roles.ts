import { z } from "zod";
import { defineEvent } from "./define";

const id = z.string().min(1).max(64);

export const PERMISSION_CODE = z.enum([
  "ProjectManage",
  "FlowManage",
  "TemplateDesign",
  "PermissioManage",
  "TemplateShare",
  "MemberManage",
  "FulltextSearch",
  "AudittrailSearch",
  "MaintainMaterialTypes",
  "MaintainMaterialResources",
]);

/** Spec §6 viewing levels: how far a role's holder sees projects, tasks and experiments. */
export const VIEWING_LEVELS = {
  project: ["own", "department", "organisation"],
  task: ["own", "departmentInProject", "allInProject"],
  experiment: ["ownInDepartment", "departmentInTask", "allInTask", "departmentInProject", "allInProject"],
} as const;

export const RoleDefinition = z.object({
  name: z.string().min(1).max(50),
  description: z.string().max(200),
  permissions: z.array(z.object({ permissionCode: PERMISSION_CODE, isActive: z.boolean() })),
  viewingLevels: z.object({
    project: z.enum(VIEWING_LEVELS.project),
    task: z.enum(VIEWING_LEVELS.task),
    experiment: z.enum(VIEWING_LEVELS.experiment),
  }),
});

export const RoleDefined = defineEvent({
  type: "RoleDefined",
  version: 1,
  description:
    "A role was created or changed: its permission codes (each active or not) and viewing levels. Built-in roles have fixed ids.",
  schema: RoleDefinition.extend({ roleId: id, builtIn: z.boolean() }),
});

export const RoleDeleted = defineEvent({
  type: "RoleDeleted",
  version: 1,
  description: "A custom role was deleted; members holding it lose what it granted.",
  schema: z.object({ roleId: id }),
});
