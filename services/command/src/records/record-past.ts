import { readsEveryRecordHistory } from "@labledger/domain";
import type { SessionContext } from "../auth/sessions";
import { loadViewer } from "../auth/viewer";
import type { Runtime } from "../runtime/runtime";
import { loadExperimentHistory, mayViewRecord } from "./record-streams";

/**
 * A record's stored events and state, for reading its past (trace, versions, time travel):
 * whoever may view the record, and auditors (readsEveryRecordHistory) whatever their viewing levels.
 */
export async function loadRecordPast(runtime: Runtime, id: string, session: SessionContext) {
  const viewer = await loadViewer(runtime, session);
  const auditor = readsEveryRecordHistory(session.principal);
  const { stored, state } = await loadExperimentHistory(runtime, id, viewer, { auditor });
  return { stored, state, mayView: auditor || mayViewRecord(state, viewer) };
}
