import {
  assertProjectVisible,
  canEditExperiment,
  DomainError,
  type ExperimentEvent,
  type ExperimentState,
  experiment,
  experimentFold,
  experimentStream,
  isGrantedAModule,
  mayViewRecord,
  type ProjectState,
  project,
  projectStream,
  type Viewer,
} from "@labledger/domain";
import { type RecordedEvent, upcast } from "@labledger/events";
import { loadState } from "../pipeline/handle-command";
import type { Runtime } from "../runtime/runtime";

export { mayViewRecord };

/**
 * Records and projects folded from their streams, checked against the viewer: reads right
 * after a write never depend on a read model having caught up.
 */
export async function loadProject(runtime: Runtime, projectId: string, viewer: Viewer): Promise<ProjectState> {
  const state = await loadState(runtime.ports.events, projectStream(projectId), project);
  assertProjectVisible(state, viewer);
  return state;
}

/** A record the viewer may see whole, or through a module granted to them (spec §4: only those modules show). */
export async function loadExperiment(runtime: Runtime, experimentId: string, viewer: Viewer): Promise<ExperimentState> {
  const state = await loadRecordState(runtime, experimentId);
  assertMayOpen(state, viewer);
  return state;
}

/** A record's current state, from its newest snapshot and the events after it; its past is read whole (loadExperimentHistory). */
export async function loadRecordState(runtime: Runtime, experimentId: string): Promise<ExperimentState> {
  return (await runtime.snapshots.fold(runtime.ports.events, experimentStream(experimentId), experimentFold)).state;
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
  assertMayOpen(state, viewer, { auditor });
  return { stored, state };
}

function assertMayOpen(state: ExperimentState, viewer: Viewer, { auditor = false }: { auditor?: boolean } = {}): void {
  if (!state.record) throw new DomainError("experiment.notFound", "not-found");
  if (!auditor && !isGrantedAModule(state, viewer.memberId) && !mayViewRecord(state, viewer))
    throw new DomainError("experiment.notFound", "not-found");
}

export const foldExperiment = (stored: readonly RecordedEvent[]): ExperimentState =>
  stored.map((e) => upcast(e) as unknown as ExperimentEvent).reduce(experiment.evolve, experiment.initialState());

/** Whether the member may edit the record (canEditExperiment, with the record's project loaded: its writers edit its records). */
export async function mayEditExperiment(runtime: Runtime, state: ExperimentState, viewer: Viewer): Promise<boolean> {
  const projectId = state.record?.projectId;
  const recordProject = projectId ? await loadState(runtime.ports.events, projectStream(projectId), project) : undefined;
  const { memberId, isOrganisationAdmin } = viewer;
  return canEditExperiment(state, { memberId, isOrganisationAdmin, viewer, recordProject });
}
