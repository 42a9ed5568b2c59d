import { defineProjection } from "../projection";

/** The record list: header fields and the viewing-scope fields; module content is read from the record's stream. */
export const experimentsProjection = defineProjection({
  name: "experiments",
  collections: ["experiments"],
  handles: ["ExperimentCreated", "ExperimentDetailsChanged", "ModuleAdded", "ModuleDeleted", "ModuleSaved"],
  project: (event) => {
    const at = event.metadata.time;
    const id = event.data.experimentId;
    switch (event.type) {
      case "ExperimentCreated": {
        const e = event.data;
        return [
          {
            op: "upsert",
            collection: "experiments",
            doc: {
              id,
              ...e,
              participants: [],
              viewerIds: [],
              conclusion: null,
              moduleCount: 0,
              saveCount: 0,
              createdAt: at,
              updatedAt: at,
            },
            text: `${e.number} ${e.title}`,
          },
        ];
      }
      case "ExperimentDetailsChanged": {
        const set: Record<string, unknown> = { updatedAt: at };
        for (const change of event.data.changes) if (change.field) set[change.field] = change.newValue;
        if (Array.isArray(set.participants)) set.viewerIds = set.participants;
        // The search terms follow the title; the number stays findable through its own filter.
        return [
          { op: "patch", collection: "experiments", id, set, ...(typeof set.title === "string" ? { text: set.title } : {}) },
        ];
      }
      case "ModuleAdded":
        return [{ op: "patch", collection: "experiments", id, set: { updatedAt: at }, inc: { moduleCount: 1 } }];
      case "ModuleDeleted":
        return [{ op: "patch", collection: "experiments", id, set: { updatedAt: at }, inc: { moduleCount: -1 } }];
      case "ModuleSaved":
        return [
          {
            op: "patch",
            collection: "experiments",
            id,
            set: { updatedAt: at, lastSavedBy: event.metadata.actor.name },
            inc: { saveCount: 1 },
          },
        ];
    }
  },
});
