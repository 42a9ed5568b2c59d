import type { Decider } from "@labledger/domain";
import type { DomainEvent } from "@labledger/events";
import type { Runtime } from "../runtime/runtime";
import { type Caller, metadataActorOf } from "./caller";
import { type Appended, handleCommand } from "./handle-command";

/** The decider pipeline for a caller's command on one stream: load, build the command on the state read, decide, append with that revision. */
export function onStream<C, S, E extends DomainEvent>(
  runtime: Runtime,
  caller: Caller,
  streamId: string,
  decider: Decider<C, S, E>,
  build: (state: S) => C | Promise<C>,
  options: { retryOnConflict?: boolean; beforeAppend?: () => Promise<void> } = {},
): Promise<Appended<E>> {
  return handleCommand(runtime.ports.events, streamId, decider, build, {
    metadata: { actor: metadataActorOf(caller) },
    clientCommandId: caller.clientCommandId,
    ...options,
  });
}
