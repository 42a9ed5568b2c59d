import type { Decider } from "../decider/decider";
import { DomainError } from "../decider/domain-error";
import type { SnapshotFold } from "../decider/snapshot-fold";
import { holdsFiles } from "../module-kinds/registry";
import { evolveWorkbook, isSheetEvent, workbookOf } from "../module-kinds/spreadSheet/workbook-fold";
import type { ModuleDesign } from "../spreadsheet-templates/design-cells";
import { withComputedCells } from "../tables/process-rows";
import { decideComment, evolveComments, isCommentEvent } from "./comments";
import type { ChangeReason, DesignCopy, ExperimentCommand } from "./experiment-commands";
import type { ExperimentDetails, ExperimentEvent, ExperimentState, Module } from "./experiment-state";
import {
  assertEditable,
  assertNotArchived,
  assertReason,
  decideLifecycle,
  evolveLifecycle,
  INITIAL_LIFECYCLE,
} from "./lifecycle";
import { applyChanges, diffContent, EMPTY_CONTENT, type FieldChange } from "./module-content";
import { checkModuleContent, checkModuleKind, checkOnePerRecord } from "./module-rules";
import { HUMIDITY_RANGE, outOfRange, RECORD_TITLE_MAX, TEMPERATURE_RANGE } from "./record-details";
import { authorizeNewRecord, authorizeOnRecord } from "./record-rules";
import { rollBackEvents } from "./rollback";
import { decideShare, evolveShares } from "./sharing";
import { decideSheet, SHEET_COMMANDS } from "./sheet-commands";
import { workbookEvents } from "./workbook-changes";

export type { AttachmentRow, ChangeReason, DesignCopy, ExperimentCommand } from "./experiment-commands";
export type { ExperimentDetails, ExperimentEvent, ExperimentState, Module } from "./experiment-state";
export type { NewRecordFacts, RecordActor } from "./record-actor";

export const experimentStream = (experimentId: string) => `experiment-${experimentId}`;

const NO_DETAILS: ExperimentDetails = {
  title: "",
  participants: [],
  roomTemperature: null,
  relativeHumidity: null,
  conclusion: null,
  departmentId: null,
};

export const experiment: Decider<ExperimentCommand, ExperimentState, ExperimentEvent> = {
  initialState: () => ({ created: false, details: NO_DETAILS, modules: [], lifecycle: INITIAL_LIFECYCLE, comments: [] }),
  evolve,
  decide: (command, state) => {
    if (command.type === "CreateExperiment") {
      if (state.created) throw new DomainError("experiment.exists", "conflict");
      const { actor, book, project, record } = command;
      authorizeNewRecord({ actor, book, project, projectId: record.projectId, taskId: record.taskId });
      const { experimentId } = command.record;
      const cacheTime = (command.now ?? new Date()).getTime();
      if (command.importedFrom) {
        // A file from elsewhere: every module must be a kind LabLedger has, holding what its kind allows.
        (command.modules ?? []).forEach(({ module, content }, i, all) => {
          checkModuleKind(module);
          checkOnePerRecord(
            all.slice(0, i).map((m) => m.module),
            module.type,
          );
          checkModuleContent(module, content);
        });
        const { templateId: _template, clonedFromId: _clone, ...record } = command.record;
        const modules = (command.modules ?? []).map(({ module, content }) => ({
          ...module,
          content: { fields: { ...content.fields }, rows: content.rows.map((row) => ({ ...row })) },
        }));
        // A spreadsheet's workbook (read from the file's XLSX, its values computed on the server): the sheet events that build it.
        const workbooks = (command.modules ?? []).flatMap(({ module, content }) =>
          content.workbook ? workbookEvents({ experimentId, moduleId: module.moduleId, cacheTime }, content.workbook) : [],
        );
        return [
          { type: "ExperimentImported", data: { ...record, source: command.importedFrom, modules, cacheTime } },
          ...workbooks,
        ];
      }
      const modules = (command.modules ?? []).flatMap(({ module, content, grants }, i, all): ExperimentEvent[] => {
        const added: ExperimentEvent = {
          type: "ModuleAdded",
          data: { ...module, experimentId, afterModuleId: i === 0 ? null : all[i - 1]!.module.moduleId },
        };
        const changes = diffContent(EMPTY_CONTENT, content);
        const saved: ExperimentEvent[] =
          changes.length === 0
            ? []
            : [{ type: "ModuleSaved", data: { experimentId, moduleId: module.moduleId, isAuto: false, changes, cacheTime } }];
        // A clone's (or a template's) workbook: the sheet events that build it, after its module is added.
        const cells = content.workbook
          ? workbookEvents({ experimentId, moduleId: module.moduleId, cacheTime }, content.workbook)
          : [];
        const designed: ExperimentEvent[] = content.design ? [designEvent(experimentId, module.moduleId, content.design)] : [];
        const granted = Object.entries(grants ?? {}).map(
          ([memberId, attribute]): ExperimentEvent => ({
            type: "ModuleGrantChanged",
            data: { experimentId, moduleId: module.moduleId, memberId, attribute },
          }),
        );
        return [added, ...saved, ...cells, ...designed, ...granted];
      });
      return [{ type: "ExperimentCreated", data: command.record }, ...modules];
    }
    if (!state.created || !state.record) throw new DomainError("experiment.notFound", "not-found");
    return decideOnRecord(command, state, state.record.experimentId);
  },
};

/** A record's fold, for snapshots: raise `stateVersion` with any change to evolve or ExperimentState (experiment-fold.unit.spec.ts pins it). */
export const experimentFold: SnapshotFold<ExperimentState, ExperimentEvent> = {
  name: "experiment",
  stateVersion: 6,
  initialState: experiment.initialState,
  evolve,
};

function evolve(state: ExperimentState, event: ExperimentEvent): ExperimentState {
  const withModule = (moduleId: string, change: (m: Module) => Module) => ({
    ...state,
    modules: state.modules.map((m) => (m.moduleId === moduleId ? change(m) : m)),
  });
  switch (event.type) {
    case "ExperimentCreated": {
      const { title, departmentId } = event.data;
      return { ...state, created: true, record: event.data, details: { ...NO_DETAILS, title, departmentId } };
    }
    case "ExperimentImported": {
      const { modules, source: _source, cacheTime, ...record } = event.data;
      return {
        ...state,
        created: true,
        record: { ...record, templateId: null, clonedFromId: null },
        details: { ...NO_DETAILS, title: record.title, departmentId: record.departmentId },
        modules: modules.map((m) => ({ ...m, cacheTime, isCheck: false, signatures: [] })),
      };
    }
    case "ExperimentDetailsChanged":
      return { ...state, details: applyDetailChanges(state.details, event.data.changes) };
    case "ModuleAdded": {
      const { experimentId: _, afterModuleId, ...added } = event.data;
      const module: Module = { ...added, content: EMPTY_CONTENT, cacheTime: 0, isCheck: false, signatures: [] };
      const at = afterModuleId === null ? 0 : state.modules.findIndex((m) => m.moduleId === afterModuleId) + 1;
      return { ...state, modules: [...state.modules.slice(0, at), module, ...state.modules.slice(at)] };
    }
    case "ModuleRenamed":
      return withModule(event.data.moduleId, (m) => ({ ...m, title: event.data.to }));
    case "ModulesReordered": {
      const byId = new Map(state.modules.map((m) => [m.moduleId, m]));
      return { ...state, modules: event.data.to.map((moduleId) => byId.get(moduleId)!) };
    }
    case "ModuleDeleted":
      return { ...state, modules: state.modules.filter((m) => m.moduleId !== event.data.moduleId) };
    case "ModuleGrantChanged":
      return withModule(event.data.moduleId, (m) => {
        const grants = { ...m.grants };
        if (event.data.attribute === null) delete grants[event.data.memberId];
        else grants[event.data.memberId] = event.data.attribute;
        return { ...m, grants };
      });
    case "ModuleEditLocked":
      return withModule(event.data.moduleId, (m) => ({
        ...m,
        editLock: { memberId: event.data.memberId, until: event.data.until },
      }));
    case "ModuleCellsDesigned": {
      const { templateId, templateName, cells } = event.data;
      return withModule(event.data.moduleId, (m) => ({
        ...m,
        content: { ...m.content, design: { templateId, templateName, cells } },
      }));
    }
    case "ModuleSaved":
      return withModule(event.data.moduleId, (m) => ({
        ...m,
        content: applyChanges(m.content, event.data.changes as FieldChange[]),
        cacheTime: event.data.cacheTime,
      }));
    case "ExperimentShareRequested":
    case "ExperimentShareDecided":
    case "ExperimentShareRevoked":
      return evolveShares(state, event);
    default:
      if (isSheetEvent(event))
        return withModule(event.data.moduleId, (m) => ({
          ...m,
          content: { ...m.content, workbook: evolveWorkbook(workbookOf(m.content), event) },
          cacheTime: event.data.cacheTime,
        }));
      if (isCommentEvent(event)) return { ...state, comments: evolveComments(state.comments, event) };
      return evolveLifecycle(state, event);
  }
}

const STILL_ON_ARCHIVED: ReadonlySet<ExperimentCommand["type"]> = new Set([
  "ArchiveExperiment",
  "UnarchiveExperiment",
  "RevokeShare",
]);

const CONTENT_CHANGES: ReadonlySet<ExperimentCommand["type"]> = new Set([
  "ChangeDetails",
  "AddModule",
  "RenameModule",
  "ReorderModules",
  "DeleteModule",
  "SaveModule",
  "AddAttachments",
  "RollBack",
  ...SHEET_COMMANDS,
]);

const designEvent = (experimentId: string, moduleId: string, design: ModuleDesign): ExperimentEvent => ({
  type: "ModuleCellsDesigned",
  data: {
    experimentId,
    moduleId,
    templateId: design.templateId,
    templateName: design.templateName,
    cells: design.cells.map((c) => ({ ...c })),
  },
});

/** A spreadsheet design module's start: the design's workbook as sheet events, then its input cells (a copy). */
function designedModule(experimentId: string, module: { moduleId: string; type: string }, design: DesignCopy): ExperimentEvent[] {
  if (module.type !== "spreadDesign") throw new DomainError("spreadsheetTemplate.notADesignModule", "invalid");
  const on = { experimentId, moduleId: module.moduleId, cacheTime: design.now.getTime() };
  return [...workbookEvents(on, design.workbook), designEvent(experimentId, module.moduleId, design)];
}

function decideOnRecord(
  command: Exclude<ExperimentCommand, { type: "CreateExperiment" }>,
  state: ExperimentState,
  experimentId: string,
): ExperimentEvent[] {
  const module = (moduleId: string) => {
    const found = state.modules.find((m) => m.moduleId === moduleId);
    if (!found) throw new DomainError("module.notFound", "not-found");
    return found;
  };
  authorizeOnRecord(command, state);
  // An archived record is read-only: only taking it out of the archive changes anything (and a share may still be revoked).
  if (!STILL_ON_ARCHIVED.has(command.type)) assertNotArchived(state);
  if (command.type === "RollBack" && !command.target)
    throw new DomainError("history.versionNotFound", "not-found", { version: command.toVersion });
  if (CONTENT_CHANGES.has(command.type)) {
    assertEditable(state);
    assertReason(state, command as ChangeReason);
  }
  switch (command.type) {
    case "ChangeDetails": {
      const next = withNotApplicable({ ...state.details, ...command.details }, command.details);
      checkDetails(next);
      const changes = diffContent({ fields: state.details as never, rows: [] }, { fields: next as never, rows: [] });
      return changes.length === 0 ? [] : [{ type: "ExperimentDetailsChanged", data: { experimentId, changes } }];
    }
    case "AddModule": {
      const { afterModuleId } = command.module;
      if (state.modules.some((m) => m.moduleId === command.module.moduleId)) throw new DomainError("module.exists", "conflict");
      if (afterModuleId !== null) module(afterModuleId);
      checkModuleKind(command.module);
      checkOnePerRecord(state.modules, command.module.type);
      const added: ExperimentEvent = { type: "ModuleAdded", data: { ...command.module, experimentId } };
      return command.design ? [added, ...designedModule(experimentId, command.module, command.design)] : [added];
    }
    case "RenameModule": {
      const { title } = module(command.moduleId);
      return title === command.title
        ? []
        : [{ type: "ModuleRenamed", data: { experimentId, moduleId: command.moduleId, from: title, to: command.title } }];
    }
    case "ReorderModules": {
      const from = state.modules.map((m) => m.moduleId);
      const to = [...command.order];
      if (to.length !== from.length || new Set(to).size !== to.length || to.some((id) => !from.includes(id)))
        throw new DomainError("module.orderInvalid", "invalid");
      return to.every((id, i) => id === from[i]) ? [] : [{ type: "ModulesReordered", data: { experimentId, from, to } }];
    }
    case "DeleteModule":
      if (module(command.moduleId).isCheck) throw new DomainError("module.reviewedCannotBeDeleted", "conflict");
      return [{ type: "ModuleDeleted", data: { experimentId, moduleId: command.moduleId } }];
    case "EnableModuleEdit": {
      assertEditable(state);
      const target = module(command.moduleId);
      if (target.isCheck) throw new DomainError("module.signed", "conflict");
      assertNotTemplateLocked(target);
      const { memberId } = command.actor;
      assertNotHeldByOther(target, memberId, command.now);
      const until = new Date(command.now.getTime() + command.holdMs).toISOString();
      return [{ type: "ModuleEditLocked", data: { experimentId, moduleId: command.moduleId, memberId, until } }];
    }
    case "GrantModule": {
      const target = module(command.moduleId);
      if ((target.grants?.[command.memberId] ?? null) === command.attribute) return [];
      return [
        {
          type: "ModuleGrantChanged",
          data: { experimentId, moduleId: command.moduleId, memberId: command.memberId, attribute: command.attribute },
        },
      ];
    }
    case "AddAttachments": {
      const target = module(command.moduleId);
      if (!holdsFiles(target.type)) throw new DomainError("attachment.notAnAttachmentModule", "invalid", { title: target.title });
      if (target.isCheck) throw new DomainError("module.signed", "conflict");
      assertNotTemplateLocked(target);
      assertNotHeldByOther(target, command.actor.memberId, command.now);
      const changes = command.files.map((file) => ({
        action: 1 as const,
        field: null,
        rowId: file.rowId,
        oldValue: null,
        newValue: file,
      }));
      const cacheTime = Math.max(command.now.getTime(), target.cacheTime + 1);
      return changes.length === 0
        ? []
        : [{ type: "ModuleSaved", data: { experimentId, moduleId: command.moduleId, isAuto: false, changes, cacheTime } }];
    }
    case "RollBack":
      return rollBackEvents(state, command.target!, command.toVersion, command.now);
    case "SubmitExperiment":
    case "ReviewExperiment":
    case "RequestRecall":
    case "DecideRecall":
    case "ChangeLock":
    case "SignModule":
    case "RemoveSignature":
    case "ArchiveExperiment":
    case "UnarchiveExperiment":
      return decideLifecycle(command, state, experimentId);
    case "RequestShare":
    case "DecideShare":
    case "RevokeShare":
      return decideShare(command, state, experimentId);
    case "AddComment":
    case "ResolveComment":
    case "ReopenComment":
    case "DeleteComment":
      return decideComment(command, state, experimentId);
    case "ChangeCells":
    case "AddSheet":
    case "RenameSheet":
    case "DeleteSheet":
    case "SetFrozenRows":
    case "SaveChart":
    case "DeleteChart":
    case "ImportSheets":
      return decideSheet(command, module(command.moduleId), experimentId, command.actor.memberId);
    case "SaveModule": {
      const target = module(command.moduleId);
      if (target.isCheck) throw new DomainError("module.signed", "conflict");
      assertNotTemplateLocked(target);
      assertNotHeldByOther(target, command.actor.memberId, command.now);
      // Someone saved since this client loaded the module: never overwrite, say so.
      if (command.lastCacheTime !== target.cacheTime)
        throw new DomainError("module.changedSinceLoaded", "conflict", { title: target.title });
      // A data-processing table's computed cells are the server's, whatever the client sent (spec §1).
      const content = { ...command.content, rows: withComputedCells(target.columns, command.content.rows) };
      checkModuleContent(target, content);
      const changes = diffContent(target.content, content);
      // Files enter a record only through the upload, where their content is checked: a save may remove or reorder them.
      if (holdsFiles(target.type) && changes.some((c) => c.rowId !== null && !(c.action === 3 && c.field === null)))
        throw new DomainError("attachment.addedByUploadOnly", "invalid", { title: target.title });
      if (changes.length === 0) return [];
      const cacheTime = Math.max(command.now.getTime(), target.cacheTime + 1);
      return [
        { type: "ModuleSaved", data: { experimentId, moduleId: command.moduleId, isAuto: command.isAuto, changes, cacheTime } },
      ];
    }
  }
}

/** Spec §5: adding N/A clears the entered temperature, humidity and participants (the console confirms first). */
function withNotApplicable(next: ExperimentDetails, asked: Partial<ExperimentDetails>): ExperimentDetails {
  const na = asked.roomTemperature === "N/A" || asked.relativeHumidity === "N/A";
  return na ? { ...next, roomTemperature: "N/A", relativeHumidity: "N/A", participants: [] } : next;
}

function assertNotHeldByOther(module: Module, memberId: string, now: Date) {
  const lock = module.editLock;
  if (lock && lock.memberId !== memberId && new Date(lock.until) > now) throw new DomainError("module.inUse", "locked");
}

/** Spec §5/§9: temperature −60…60 ℃, humidity 0…100 %, either may be N/A; title 1…300 characters. */
function checkDetails(details: ExperimentDetails) {
  const { title, roomTemperature: t, relativeHumidity: h } = details;
  if (title.trim().length === 0 || [...title].length > RECORD_TITLE_MAX)
    throw new DomainError("experiment.titleInvalid", "invalid", { max: RECORD_TITLE_MAX });
  if (outOfRange(t, TEMPERATURE_RANGE)) throw new DomainError("experiment.temperatureOutOfRange", "invalid", TEMPERATURE_RANGE);
  if (outOfRange(h, HUMIDITY_RANGE)) throw new DomainError("experiment.humidityOutOfRange", "invalid", HUMIDITY_RANGE);
}

function applyDetailChanges(details: ExperimentDetails, changes: readonly FieldChange[]): ExperimentDetails {
  return applyChanges({ fields: details as never, rows: [] }, changes).fields as unknown as ExperimentDetails;
}

/** Spec §4 lockContent: a module that came locked from its template keeps the template's content. */
function assertNotTemplateLocked(target: Module): void {
  if (target.locked) throw new DomainError("module.lockedByTemplate", "conflict", { title: target.title });
}
