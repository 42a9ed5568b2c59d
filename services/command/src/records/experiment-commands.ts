import { type ExperimentCommand, experiment, experimentStream } from "@labledger/domain";
import { type AuthenticatedRequest, actorOf, clientCommandIdOf } from "../http/access.guard";
import { handleCommand } from "../pipeline/handle-command";
import type { Runtime } from "../runtime/runtime";

/** Runs a command on a record's stream as the calling member; a reason, when given, is kept in the event's metadata. */
export function appendToExperiment(
  runtime: Runtime,
  experimentId: string,
  command: ExperimentCommand,
  request: AuthenticatedRequest,
  reason?: string,
) {
  return handleCommand(runtime.ports.events, experimentStream(experimentId), experiment, () => command, {
    metadata: { actor: actorOf(request.session), ...(reason ? { reason } : {}) },
    clientCommandId: clientCommandIdOf(request),
  });
}
