import { assertRecordsUsageIn, type UsedIn, type UsedResource } from "@labledger/domain";
import { loadViewer } from "../auth/viewer";
import type { Caller } from "../pipeline/caller";
import type { Runtime } from "../runtime/runtime";
import { recordActorOf } from "./commands/on-record";
import { loadRecordState } from "./record-streams";

/**
 * A material or instrument used in a record's row is recorded on the resource's stream, by whoever
 * may save that module now (issue 20): the record as it stands, the caller as its rules see them.
 */
export async function assertRecordsUsage(runtime: Runtime, caller: Caller, usedIn: UsedIn, resource: UsedResource) {
  const state = await loadRecordState(runtime, usedIn.experimentId);
  const actor = await recordActorOf(runtime, caller, await loadViewer(runtime, caller.session), state);
  assertRecordsUsageIn(state, usedIn.moduleId, actor, resource);
}
