import type { Actor } from "@labledger/events";
import { Command } from "@nestjs/cqrs";
import type { SessionContext } from "../auth/sessions";
import { type AuthenticatedRequest, actorOf, clientCommandIdOf } from "../http/access.guard";

/** Who sends a command: their session, and the client's command id when it sent one (idempotency). */
export interface Caller {
  readonly session: SessionContext;
  readonly clientCommandId?: string;
}

export const callerOf = (request: AuthenticatedRequest): Caller => ({
  session: request.session,
  clientCommandId: clientCommandIdOf(request),
});

/** The event metadata's actor for a caller. */
export const metadataActorOf = (caller: Caller): Actor => actorOf(caller.session);

/** A command sent by a member; `TResult` types what `commandBus.execute` answers (@nestjs/cqrs typed commands). */
export abstract class CallerCommand<TResult> extends Command<TResult> {
  constructor(readonly caller: Caller) {
    super();
  }
}
