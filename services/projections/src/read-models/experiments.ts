import { type EventData, SHEET_EVENT_TYPES } from "@labledger/events";
import type { DocumentWrite } from "@labledger/ports";
import { defineProjection } from "../projection";

/** Spec §4 lifecycle on the record list: status (draft … recalled), version, rejected, locked and archived flags. */
const status = (id: string, at: string, set: Record<string, unknown>): DocumentWrite[] => [
  { op: "patch", collection: "experiments", id, set: { ...set, updatedAt: at } },
];

/** A record's row as it is created (or imported, with its modules and where it came from). */
function newRecord(id: string, e: EventData<"ExperimentCreated">, at: string, more: Record<string, unknown> = {}): DocumentWrite {
  return {
    op: "upsert",
    collection: "experiments",
    doc: {
      id,
      ...e,
      participants: [],
      viewerIds: [],
      sharedWithIds: [],
      sharedWithDepartmentIds: [],
      conclusion: null,
      status: "draft",
      version: 0,
      isRejected: false,
      locked: false,
      moduleCount: 0,
      saveCount: 0,
      createdAt: at,
      updatedAt: at,
      ...more,
    },
    text: `${e.number} ${e.title}`,
  };
}

/** The record list: header fields and the viewing-scope fields; module content is read from the record's stream. */
export const experimentsProjection = defineProjection({
  name: "experiments",
  collections: ["experiments"],
  handles: [
    "ExperimentCreated",
    "ExperimentImported",
    "ExperimentDetailsChanged",
    "ModuleAdded",
    "ModuleDeleted",
    "ModuleSaved",
    ...SHEET_EVENT_TYPES,
    "ExperimentSubmitted",
    "ExperimentApproved",
    "ExperimentRejected",
    "ExperimentRecallRequested",
    "ExperimentRecallDecided",
    "ExperimentLockChanged",
    "ExperimentArchived",
    "ExperimentUnarchived",
    "ExperimentShareDecided",
    "ExperimentShareRevoked",
  ],
  project: (event) => {
    const at = event.metadata.time;
    const id = event.data.experimentId;
    switch (event.type) {
      case "ExperimentCreated":
        return [newRecord(id, event.data, at)];
      case "ExperimentImported": {
        const { modules, source, cacheTime: _stamp, ...record } = event.data;
        return [
          newRecord(id, { ...record, templateId: null, clonedFromId: null }, at, {
            moduleCount: modules.length,
            importedFrom: { fileName: source.fileName, application: source.application },
          }),
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
      case "ExperimentSubmitted":
        return status(id, at, { status: "submitted", version: event.data.version, isRejected: false, submittedAt: at });
      case "ExperimentApproved":
        return status(id, at, { status: "approved", approvedAt: at });
      case "ExperimentRejected":
        return status(id, at, { status: "rejected", isRejected: true });
      case "ExperimentRecallRequested":
        return status(id, at, { status: "recalling" });
      case "ExperimentRecallDecided":
        return status(id, at, { status: event.data.status });
      case "ExperimentLockChanged":
        return status(id, at, { locked: event.data.locked });
      // Archive management: when, by whom (their name), until when retained; taken out, it is a plain approved record again.
      case "ExperimentArchived":
        return status(id, at, {
          archived: true,
          archivedAt: event.data.archivedAt,
          archivedBy: event.metadata.actor.name,
          retainUntil: event.data.retainUntil,
        });
      case "ExperimentUnarchived":
        return status(id, at, { archived: false, archivedAt: null, archivedBy: null, retainUntil: null });
      // Spec §6: the receivers of its granted shares find the record in their lists (viewFilter reads these).
      case "ExperimentShareDecided":
      case "ExperimentShareRevoked": {
        const { sharedWithIds, sharedWithDepartmentIds } = event.data;
        return [{ op: "patch", collection: "experiments", id, set: { sharedWithIds, sharedWithDepartmentIds } }];
      }
      // A spreadsheet's cells, sheets and charts are saves of its module too.
      case "ModuleSaved":
      case "ModuleCellsChanged":
      case "ModuleSheetAdded":
      case "ModuleSheetRenamed":
      case "ModuleSheetDeleted":
      case "ModuleSheetFrozenRowsSet":
      case "ModuleChartSaved":
      case "ModuleChartDeleted":
      case "ModuleSheetsImported":
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
