import {
  type ExperimentCommand,
  type ExperimentEvent,
  type ExperimentState,
  experiment,
  experimentFold,
  experimentStream,
  organisationSettings,
  type ProjectState,
  project,
  projectStream,
  type RecordActor,
  settingsStream,
  type Viewer,
} from "@labledger/domain";
import type { RecordedEvent } from "@labledger/events";
import { loadViewer } from "../../auth/viewer";
import { ORGANISATION_ID } from "../../bootstrap/first-start";
import { type Caller, metadataActorOf } from "../../pipeline/caller";
import { type Appended, handleCommand, loadState } from "../../pipeline/handle-command";
import type { Runtime } from "../../runtime/runtime";

/** What a record command's handler sees of the record, from the same read its append's expected revision comes from. */
export interface RecordRead {
  readonly state: ExperimentState;
  /** The record's events up to the revision read (read whole only when asked: the state may come from a snapshot). */
  readonly history: () => Promise<readonly RecordedEvent[]>;
  readonly actor: RecordActor;
}

export interface RecordOptions {
  /** Why, kept in the events' metadata. */
  readonly reason?: string;
  readonly retryOnConflict?: boolean;
  readonly beforeAppend?: () => Promise<void>;
}

/**
 * The decider pipeline for a record: load (fold its stream), gather the facts about the acting
 * member (viewing scope, the record's project), build the command, decide, append with the
 * revision read. `build` may check the rules early (authorizeOnRecord) before a side effect.
 */
export async function onRecord(
  runtime: Runtime,
  caller: Caller,
  experimentId: string,
  build: (read: RecordRead) => ExperimentCommand | Promise<ExperimentCommand>,
  options: RecordOptions = {},
): Promise<Appended<ExperimentEvent>> {
  const viewer = await loadViewer(runtime, caller.session);
  return handleCommand(
    runtime.ports.events,
    experimentStream(experimentId),
    experiment,
    async (state, { history }) => build({ state, history, actor: await recordActorOf(runtime, caller, viewer, state) }),
    {
      metadata: { actor: metadataActorOf(caller), ...(options.reason ? { reason: options.reason } : {}) },
      clientCommandId: caller.clientCommandId,
      snapshots: { from: runtime.snapshots, fold: experimentFold },
      ...(options.retryOnConflict ? { retryOnConflict: true } : {}),
      ...(options.beforeAppend ? { beforeAppend: options.beforeAppend } : {}),
    },
  );
}

/** The acting member as a record's rules see them: their viewing scope and the record's project as it stands. */
export async function recordActorOf(
  runtime: Runtime,
  caller: Caller,
  viewer: Viewer,
  state: ExperimentState,
): Promise<RecordActor> {
  const { member } = caller.session;
  const recordProject = await projectOf(runtime, state.record?.projectId);
  return { memberId: member.id, isOrganisationAdmin: member.isOrganisationAdmin, viewer, recordProject };
}

/** A project folded from its stream (undefined when none is named or it does not exist). */
export async function projectOf(runtime: Runtime, projectId: string | null | undefined): Promise<ProjectState | undefined> {
  if (!projectId) return undefined;
  const state = await loadState(runtime.ports.events, projectStream(projectId), project);
  return state.created ? state : undefined;
}

/** The organisation's trace-modification setting: when open, every change of content gives a reason. */
export async function reasonRequired(runtime: Runtime): Promise<boolean> {
  return (await loadState(runtime.ports.events, settingsStream(ORGANISATION_ID), organisationSettings)).other.traceModification;
}
