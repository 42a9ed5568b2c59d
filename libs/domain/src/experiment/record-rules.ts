import { canView, type Viewed } from "../access/viewing-scope";
import { meaningOfAct } from "../approval/signature-meanings";
import { DomainError } from "../decider/domain-error";
import { type ActingMember, assertAcceptsNewWork, assertProjectVisible, canWrite } from "../project/project";
import type { ExperimentCommand } from "./experiment-commands";
import type { ExperimentState, Module } from "./experiment-state";
import { assertEditable } from "./lifecycle";
import { maySaveModule } from "./module-access";
import type { NewRecordFacts, RecordActor } from "./record-actor";
import { activeShares, shareAct, shareRightOf } from "./sharing";

/** Participants, and the reviewers its submission named (they must read what they are asked to sign). */
export const experimentViewed = (state: ExperimentState): Viewed => {
  const r = state.record!;
  const { approval, recall } = state.lifecycle;
  const reviewers = [...(approval?.nodes.flatMap((n) => n.reviewerIds) ?? []), ...(recall?.reviewerIds ?? [])];
  return {
    ownerId: r.ownerId,
    departmentId: state.details.departmentId,
    projectId: r.projectId,
    taskId: r.taskId,
    viewerIds: [...state.details.participants, ...reviewers],
    // Spec §6: the receivers of a granted share, and the reviewers of one asked for (they read what they decide).
    sharedWithIds: [
      ...activeShares(state).flatMap((s) => s.memberIds),
      ...(state.shares ?? []).filter((s) => s.state === "pending").flatMap((s) => s.reviewerIds),
    ],
    sharedWithDepartmentIds: activeShares(state).flatMap((s) => s.departmentIds),
  };
};

export const mayViewRecord = (state: ExperimentState, viewer: ActingMember["viewer"]) =>
  canView(viewer, "experiment", experimentViewed(state));

/** A member holding a grant on any module reaches the record (spec §4: only those modules show). */
export const isGrantedAModule = (state: ExperimentState, memberId: string) =>
  state.modules.some((m) => m.grants?.[memberId] !== undefined);

/** Owner, participants, writers of its project, receivers of a read-write share and administrators edit a record. */
export function canEditExperiment(state: ExperimentState, actor: RecordActor): boolean {
  const r = state.record!;
  return (
    actor.isOrganisationAdmin ||
    actor.memberId === r.ownerId ||
    state.details.participants.includes(actor.memberId) ||
    (actor.recordProject !== undefined && canWrite(actor.recordProject, actor)) ||
    shareRightOf(state, actor.memberId, actor.viewer.departmentLine) === 1
  );
}

/** The record as this member may open it: whole, or the modules granted to them; else not found, so its existence does not leak. */
export function assertReachesRecord(state: ExperimentState, actor: RecordActor): void {
  if (!state.record) throw new DomainError("experiment.notFound", "not-found");
  if (!isGrantedAModule(state, actor.memberId) && !mayViewRecord(state, actor.viewer))
    throw new DomainError("experiment.notFound", "not-found");
}

const assertViewsRecord = (state: ExperimentState, actor: RecordActor) => {
  if (!state.record || !mayViewRecord(state, actor.viewer)) throw new DomainError("experiment.notFound", "not-found");
};

const assertEdits = (state: ExperimentState, actor: RecordActor) => {
  if (!canEditExperiment(state, actor)) throw new DomainError("experiment.readOnly", "forbidden");
};

const assertOwnerOrAdmin = (state: ExperimentState, actor: RecordActor, key: string) => {
  if (state.record!.ownerId !== actor.memberId && !actor.isOrganisationAdmin) throw new DomainError(key, "forbidden");
};

/** Archive management: organisation administrators archive records and take them out of the archive. */
const assertArchivist = (actor: RecordActor) => {
  if (!actor.isOrganisationAdmin) throw new DomainError("archive.adminOnly", "forbidden");
};

function moduleOf(state: ExperimentState, moduleId: string): Module {
  const found = state.modules.find((m) => m.moduleId === moduleId);
  if (!found) throw new DomainError("module.notFound", "not-found");
  return found;
}

/** Record editors save a module, narrowed by module grants once any module is shared (module-access.ts). */
function assertSavesModule(state: ExperimentState, moduleId: string, actor: RecordActor): void {
  const module = moduleOf(state, moduleId);
  const mayEdit = mayViewRecord(state, actor.viewer) && canEditExperiment(state, actor);
  if (!maySaveModule(state, module, actor.memberId, mayEdit)) throw new DomainError("experiment.readOnly", "forbidden");
}

/**
 * A material or instrument used in a module's row (issue 20) is recorded on the resource's own
 * stream, by whoever may save that module now: the record reachable, its content editable, the
 * module theirs to save.
 */
export function assertRecordsUsageIn(state: ExperimentState, moduleId: string, actor: RecordActor, resource: UsedResource): void {
  assertReachesRecord(state, actor);
  assertEditable(state);
  const { type, subType } = moduleOf(state, moduleId);
  const mayEdit = mayViewRecord(state, actor.viewer) && canEditExperiment(state, actor);
  if (!maySaveModule(state, moduleOf(state, moduleId), actor.memberId, mayEdit))
    throw new DomainError("usage.recordNotEditable", "forbidden");
  if (!USAGE_MODULES[resource].includes(subType ? `${type}/${subType}` : type))
    throw new DomainError(resource === "material" ? "usage.moduleNotForMaterial" : "usage.moduleNotForInstrument", "invalid");
}

export type UsedResource = "material" | "instrument";
/** Where a usage of each resource is recorded from: material grids, sample rows and reaction tables; instrument grids. */
const USAGE_MODULES: Readonly<Record<UsedResource, readonly string[]>> = {
  material: ["grid/labMaterial", "grid/labSample", "equation"],
  instrument: ["grid/labInstrument"],
};

/**
 * Who may do what to an existing record, in the order its refusals are answered (not found,
 * then forbidden). The decider checks it on the state it appends to; the shell also calls it
 * before a side effect that must not happen for a refused command (a password check counts
 * toward the lockout).
 */
export function authorizeOnRecord(command: Exclude<ExperimentCommand, { type: "CreateExperiment" }>, state: ExperimentState) {
  const { actor } = command;
  switch (command.type) {
    case "ChangeDetails":
    case "AddModule":
    case "RenameModule":
    case "ReorderModules":
    case "DeleteModule":
      assertReachesRecord(state, actor);
      return assertEdits(state, actor);
    case "SaveModule":
    case "EnableModuleEdit":
    case "AddAttachments":
    case "ChangeCells":
    case "AddSheet":
    case "RenameSheet":
    case "DeleteSheet":
    case "SetFrozenRows":
    case "SaveChart":
    case "DeleteChart":
      assertReachesRecord(state, actor);
      return assertSavesModule(state, command.moduleId, actor);
    case "GrantModule":
      assertReachesRecord(state, actor);
      assertOwnerOrAdmin(state, actor, "experiment.ownerOnly");
      if (!command.granteeKnown) throw new DomainError("member.notFound", "not-found");
      return;
    case "RollBack":
    case "SubmitExperiment":
      assertViewsRecord(state, actor);
      return assertEdits(state, actor);
    case "RequestRecall":
      return assertViewsRecord(state, actor);
    case "ChangeLock":
      assertViewsRecord(state, actor);
      return assertOwnerOrAdmin(state, actor, "experiment.lockOwnerOnly");
    case "SignModule":
      assertViewsRecord(state, actor);
      moduleOf(state, command.moduleId);
      // Authorship is signed by those who may write the record; review, approval and responsibility by any who may read it.
      if (command.signer.meaning === "authorship") assertEdits(state, actor);
      return meaningOfAct("signModule", command.signer.meaning);
    case "RemoveSignature":
      assertViewsRecord(state, actor);
      moduleOf(state, command.moduleId);
      if (command.signerId !== actor.memberId) assertOwnerOrAdmin(state, actor, "signature.notYours");
      return meaningOfAct("removeSignature", command.remover.meaning);
    case "ArchiveExperiment":
      assertViewsRecord(state, actor);
      return assertArchivist(actor);
    case "UnarchiveExperiment":
      assertViewsRecord(state, actor);
      assertArchivist(actor);
      return meaningOfAct("unarchive", command.signer.meaning);
    case "ReviewExperiment":
    case "DecideRecall":
      // The approval must be one the queue lists; the decider checks the rest on the record's own state.
      if (!command.approvalListed) throw new DomainError("approval.notFound", "not-found");
      return meaningOfAct(actOf(command), command.signer.meaning);
    case "RequestShare":
    case "RevokeShare":
      assertViewsRecord(state, actor);
      return assertOwnerOrAdmin(state, actor, "share.ownerOnly");
    case "DecideShare":
      // A share this member is not asked to decide is not found, before any password check.
      if (!state.record || !state.shares?.some((s) => s.shareId === command.shareId && s.reviewerIds.includes(actor.memberId)))
        throw new DomainError("approval.notFound", "not-found");
      return meaningOfAct(shareAct(command.granted), command.signer.meaning);
  }
}

const actOf = (command: Extract<ExperimentCommand, { type: "ReviewExperiment" | "DecideRecall" }>) =>
  command.type === "DecideRecall"
    ? command.granted
      ? "grantRecall"
      : "refuseRecall"
    : command.decision === "reject"
      ? "reject"
      : "approve";

export function authorizeNewRecord({ actor, book, project, projectId, taskId }: NewRecordFacts): void {
  if (!book) throw new DomainError("notebook.notFound", "invalid");
  if (projectId) {
    assertProjectVisible(project, actor.viewer);
    assertAcceptsNewWork(project);
    if (!canWrite(project, actor)) throw new DomainError("project.forbidden", "forbidden");
    if (taskId && !project.tasks.has(taskId)) throw new DomainError("task.notFound", "invalid");
  } else if (taskId) throw new DomainError("task.notFound", "invalid");
}
