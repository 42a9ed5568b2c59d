import { defineProjection } from "../projection";

/** Roles with their permission rows and viewing levels: the role pages and every access check read them. */
export const rolesProjection = defineProjection({
  name: "roles",
  collections: ["roles"],
  handles: ["RoleDefined", "RoleDeleted"],
  project: (event) =>
    event.type === "RoleDefined"
      ? [
          {
            op: "upsert",
            collection: "roles",
            doc: { id: event.data.roleId, ...event.data, updatedAt: event.metadata.time, updatedBy: event.metadata.actor.name },
            text: event.data.name,
          },
        ]
      : [{ op: "delete", collection: "roles", id: event.data.roleId }],
});
