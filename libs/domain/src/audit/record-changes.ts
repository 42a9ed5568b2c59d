import type { CurrentEvent } from "@labledger/events";
import { SHEET_EVENT_TYPES } from "@labledger/events/catalogue/sheets-values";
import { type ChangeAction, diffContent, EMPTY_CONTENT } from "../experiment/module-content";
import { SHEET_FIELD, sheetChangesOf } from "./sheet-changes";

/**
 * One change of a record as the audit trail shows it (spec §3 audit trace item): action
 * 1 added, 2 modified, 3 deleted, with module, row, field, old and new value.
 */
export interface RecordChange {
  readonly moduleId: string | null;
  /** The module's title, when the event names it (added or renamed); otherwise looked up by id. */
  readonly moduleTitle?: string;
  readonly action: ChangeAction;
  readonly fieldName: string | null;
  readonly rowId: string | null;
  readonly oldValue: unknown;
  readonly newValue: unknown;
  readonly isAuto: boolean;
}

/** The record events that change what a record holds (and so appear in its trace). */
export const RECORD_CHANGE_EVENTS = [
  "ExperimentCreated",
  "ExperimentImported",
  "ExperimentDetailsChanged",
  "ModuleAdded",
  "ModuleRenamed",
  "ModulesReordered",
  "ModuleDeleted",
  "ModuleSaved",
  "ModuleGrantChanged",
  "ModuleSigned",
  "ModuleSignatureRemoved",
  ...SHEET_EVENT_TYPES,
  "ModuleCellsDesigned",
  "ExperimentSubmitted",
  "ExperimentReviewApproved",
  "ExperimentApproved",
  "ExperimentRejected",
  "ExperimentRecallRequested",
  "ExperimentRecallDecided",
  "ExperimentLockChanged",
  "ExperimentRolledBack",
  "ExperimentArchived",
  "ExperimentUnarchived",
  "ExperimentShareRequested",
  "ExperimentShareDecided",
  "ExperimentShareRevoked",
  "ExperimentCommentAdded",
  "ExperimentCommentResolved",
  "ExperimentCommentReopened",
  "ExperimentCommentDeleted",
] as const;

const change = (
  moduleId: string | null,
  action: ChangeAction,
  fieldName: string | null,
  oldValue: unknown,
  newValue: unknown,
  extra: { moduleTitle?: string; isAuto?: boolean; rowId?: string | null } = {},
): RecordChange => ({
  moduleId,
  action,
  fieldName,
  rowId: extra.rowId ?? null,
  oldValue,
  newValue,
  isAuto: extra.isAuto ?? false,
  ...(extra.moduleTitle !== undefined ? { moduleTitle: extra.moduleTitle } : {}),
});

/** The id of one change of an event in the team audit trail: the event's id and the change's place in it. */
export const changeEntryId = (eventId: string, index: number): string => `${eventId}:${String(index).padStart(6, "0")}`;

/** The changes one event makes to a record, read from the event itself: saves carry their field changes, nothing is diffed. */
export function recordChangesOf(event: CurrentEvent): RecordChange[] {
  switch (event.type) {
    case "ExperimentCreated": {
      const { title, templateId, templateVersion } = event.data;
      // Made from a template: the sentence names it and its version (issue 18).
      return templateId
        ? [change(null, 1, "fromTemplate", null, { title, templateId, templateVersion: templateVersion ?? null })]
        : [change(null, 1, null, null, title)];
    }
    case "ExperimentImported": {
      // One event: where the record came from, then each module added with what it holds.
      const { modules, source, title } = event.data;
      return [
        change(null, 1, "import", null, { ...source, title }),
        ...modules.flatMap((m) => [
          change(m.moduleId, 1, null, null, m.type, { moduleTitle: m.title }),
          ...diffContent(EMPTY_CONTENT, m.content).map((c) =>
            change(m.moduleId, c.action, c.field, c.oldValue, c.newValue, { rowId: c.rowId }),
          ),
        ]),
      ];
    }
    case "ExperimentDetailsChanged":
      return event.data.changes.map((c) => change(null, c.action, c.field, c.oldValue, c.newValue, { rowId: c.rowId }));
    case "ModuleAdded":
      return [change(event.data.moduleId, 1, null, null, event.data.type, { moduleTitle: event.data.title })];
    case "ModuleRenamed":
      return [change(event.data.moduleId, 2, "title", event.data.from, event.data.to, { moduleTitle: event.data.to })];
    case "ModulesReordered":
      return [change(null, 2, "moduleOrder", event.data.from, event.data.to)];
    case "ModuleDeleted":
      return [change(event.data.moduleId, 3, null, null, null)];
    case "ModuleSaved":
      return event.data.changes.map((c) =>
        change(event.data.moduleId, c.action, c.field, c.oldValue, c.newValue, { rowId: c.rowId, isAuto: event.data.isAuto }),
      );
    case "ModuleGrantChanged": {
      const { moduleId, memberId, attribute } = event.data;
      return [change(moduleId, attribute === null ? 3 : 2, "grant", null, { memberId, attribute })];
    }
    case "ModuleSigned": {
      const { experimentId: _, moduleId, ...signature } = event.data;
      return [change(moduleId, 1, "signature", null, signature)];
    }
    case "ModuleSignatureRemoved": {
      const { moduleId, removedSignerId, removedSignTime, signerId, printedName, meaning, signTime } = event.data;
      return [
        change(
          moduleId,
          3,
          "signature",
          { signerId: removedSignerId, signTime: removedSignTime },
          { signerId, printedName, meaning, signTime },
        ),
      ];
    }
    case "ModuleCellsChanged":
    case "ModuleSheetAdded":
    case "ModuleSheetRenamed":
    case "ModuleSheetDeleted":
    case "ModuleSheetFrozenRowsSet":
    case "ModuleChartSaved":
    case "ModuleChartDeleted":
    case "ModuleSheetsImported":
      return sheetChangesOf(event).map((c) => change(event.data.moduleId, c.action, c.fieldName, c.oldValue, c.newValue));
    case "ModuleCellsDesigned": {
      const { moduleId, templateName, cells } = event.data;
      return [change(moduleId, 1, SHEET_FIELD.design, null, { templateName, cells })];
    }
    case "ExperimentSubmitted":
      return [change(null, 2, "status", null, { status: "submitted", version: event.data.version, flow: event.data.flowName })];
    case "ExperimentReviewApproved":
    case "ExperimentRejected": {
      const { experimentId: _, ...review } = event.data;
      return [change(null, 2, event.type === "ExperimentRejected" ? "rejection" : "approval", null, review)];
    }
    case "ExperimentApproved":
      return [change(null, 2, "status", "submitted", { status: "approved", version: event.data.version })];
    case "ExperimentRecallRequested":
      return [change(null, 2, "status", null, { status: "recalling", version: event.data.version, reason: event.data.reason })];
    case "ExperimentRecallDecided": {
      const { experimentId: _, ...decision } = event.data;
      return [change(null, 2, "recall", "recalling", decision)];
    }
    case "ExperimentRolledBack":
      return [change(null, 2, "rollback", null, { toVersion: event.data.toVersion })];
    case "ExperimentLockChanged":
      return [change(null, 2, "locked", !event.data.locked, event.data.locked)];
    case "ExperimentArchived": {
      const { version, retentionYears, retainUntil } = event.data;
      return [change(null, 2, "archive", null, { archived: true, version, retentionYears, retainUntil })];
    }
    case "ExperimentUnarchived": {
      const { experimentId: _, ...signed } = event.data;
      return [change(null, 2, "archive", null, { archived: false, ...signed })];
    }
    // A share changes nothing the record holds: the trace says who it reaches, with what right, and who decided.
    case "ExperimentShareRequested": {
      const { memberIds, departmentIds, attribute, reason } = event.data;
      return [change(null, 1, "share", null, { step: "requested", memberIds, departmentIds, attribute, reason })];
    }
    case "ExperimentShareDecided": {
      const { experimentId: _, shareId: _share, sharedWithIds: _m, sharedWithDepartmentIds: _d, ...decision } = event.data;
      return [change(null, 2, "share", null, { step: "decided", ...decision })];
    }
    case "ExperimentShareRevoked": {
      const { memberIds, departmentIds, attribute } = event.data;
      return [change(null, 3, "share", null, { step: "revoked", memberIds, departmentIds, attribute })];
    }
    // A comment is not a change of what the record holds; the trace shows it (field "comment") so nothing said is lost.
    case "ExperimentCommentAdded": {
      const { commentId, moduleId, parentId, text, mentionIds } = event.data;
      return [change(moduleId, 1, "comment", null, { commentId, reply: parentId !== null, text, mentionIds })];
    }
    case "ExperimentCommentResolved":
    case "ExperimentCommentReopened":
      return [
        change(event.data.moduleId, 2, "comment", null, {
          commentId: event.data.commentId,
          resolved: event.type === "ExperimentCommentResolved",
        }),
      ];
    case "ExperimentCommentDeleted":
      return [change(event.data.moduleId, 3, "comment", { commentId: event.data.commentId }, null)];
    default:
      return [];
  }
}
