import { defineProjection } from "../projection";

/** The organisation and its department tree. */
export const organisationProjection = defineProjection({
  name: "organisation",
  collections: ["organisations", "departments", "numbering_rules"],
  handles: ["OrganisationCreated", "DepartmentCreated", "NumberingRuleSet"],
  project: (event) => {
    switch (event.type) {
      case "OrganisationCreated":
        return [
          {
            op: "upsert",
            collection: "organisations",
            doc: { id: event.data.organisationId, ...event.data, createdAt: event.metadata.time },
          },
        ];
      case "DepartmentCreated":
        return [
          {
            op: "upsert",
            collection: "departments",
            doc: {
              id: event.data.departmentId,
              name: event.data.name,
              parentId: event.data.parentId,
              createdAt: event.metadata.time,
            },
            text: event.data.name,
          },
        ];
      case "NumberingRuleSet":
        return [
          {
            op: "upsert",
            collection: "numbering_rules",
            doc: { id: event.data.target, ...event.data, updatedAt: event.metadata.time, updatedBy: event.metadata.actor.name },
          },
        ];
    }
  },
});
