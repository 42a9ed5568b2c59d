import { z } from "zod";
import { defineEvent } from "./define";
import { PERMISSION_CODES, ROLE_LIMITS, VIEWING_LEVELS } from "./roles-values";

const id = z.string().min(1).max(64);

export { ALWAYS_ALLOWED_PERMISSIONS, PERMISSION_CODES, ROLE_LIMITS, VIEWING_LEVELS } from "./roles-values";

export const PERMISSION_CODE = z.enum(PERMISSION_CODES);

export const RoleDefinition = z.object({
  name: z.string().min(1).max(ROLE_LIMITS.name),
  description: z.string().max(ROLE_LIMITS.description),
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
