import {
  canView,
  canWrite,
  DomainError,
  type ExperimentEvent,
  type ExperimentState,
  experiment,
  experimentStream,
  type ProjectActor,
  type ProjectState,
  project,
  projectStream,
  type Viewed,
  type Viewer,
} from "@labledger/domain";
import { type RecordedEvent, upcast } from "@labledger/events";
import { loadState } from "../pipeline/handle-command";
import type { Runtime } from "../runtime/runtime";

/**
 * Records and projects folded from their streams, checked against the viewer: reads right
 * after a write never depend on a read model having caught up.
 */
export async function loadProject(runtime: Runtime, projectId: string, viewer: Viewer): Promise<ProjectState> {
  const state = await loadState(runtime.ports.events, projectStream(projectId), project);
  if (!state.project || !canView(viewer, "project", projectViewed(state))) throw new DomainError("project.notFound", "not-found");
  return state;
}

/** A record the viewer may see whole, or through a module granted to them (spec §4: only those modules show). */
export async function loadExperiment(runtime: Runtime, experimentId: string, viewer: Viewer): Promise<ExperimentState> {
  return (await loadExperimentHistory(runtime, experimentId, viewer)).state;
}

/** loadExperiment, with the record's stored events (for time travel); an `auditor` reads any record's past (readsEveryRecordHistory). */
export async function loadExperimentHistory(
  runtime: Runtime,
  experimentId: string,
  viewer: Viewer,
  { auditor = false }: { auditor?: boolean } = {},
): Promise<{ stored: RecordedEvent[]; state: ExperimentState }> {
  const stored = await runtime.ports.events.readStream(experimentStream(experimentId));
  const state = foldExperiment(stored);
  if (!state.record) throw new DomainError("experiment.notFound", "not-found");
  const granted = state.modules.some((m) => m.grants?.[viewer.memberId] !== undefined);
  if (!auditor && !granted && !mayViewRecord(state, viewer)) throw new DomainError("experiment.notFound", "not-found");
  return { stored, state };
}

export const foldExperiment = (stored: readonly RecordedEvent[]): ExperimentState =>
  stored.map((e) => upcast(e) as unknown as ExperimentEvent).reduce(experiment.evolve, experiment.initialState());

export const mayViewRecord = (state: ExperimentState, viewer: Viewer) => canView(viewer, "experiment", experimentViewed(state));

export const projectViewed = (state: ProjectState): Viewed => {
  const p = state.project!;
  return {
    ownerId: p.ownerId,
    departmentId: p.departmentId,
    projectId: p.projectId,
    viewerIds: [p.leaderId, ...p.managerIds, ...state.members.keys()],
  };
};

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
  };
};

/** Owner, participants, writers of its project and administrators edit a record. */
export function canEditExperiment(state: ExperimentState, actor: ProjectActor, projectState?: ProjectState): boolean {
  const r = state.record!;
  return (
    actor.isOrganisationAdmin ||
    actor.memberId === r.ownerId ||
    state.details.participants.includes(actor.memberId) ||
    (projectState !== undefined && canWrite(projectState, actor))
  );
}

/** canEditExperiment with the record's project loaded: its writers edit its records. */
export async function mayEditExperiment(runtime: Runtime, state: ExperimentState, actor: ProjectActor): Promise<boolean> {
  const projectId = state.record?.projectId;
  const projectState = projectId ? await loadState(runtime.ports.events, projectStream(projectId), project) : undefined;
  return canEditExperiment(state, actor, projectState);
}
