import type { Actor } from "@labledger/events";
import { Command } from "@nestjs/cqrs";
import type { SessionContext } from "../auth/sessions";
import { type AuthenticatedRequest, actorOf, clientCommandIdOf } from "../http/access.guard";

/** Who sends a command: their session, and the client's command id when it sent one (idempotency). */
export interface Caller {
  readonly session: SessionContext;
  readonly clientCommandId?: string;
}

/**
 * A client's command id is its own: it is kept per member, so another member sending the same id
 * gets their command decided (and refused, where they may not), never the first sender's result.
 */
export const callerOf = (request: AuthenticatedRequest): Caller => {
  const clientCommandId = clientCommandIdOf(request);
  return {
    session: request.session,
    ...(clientCommandId ? { clientCommandId: `${request.session.member.id}/${clientCommandId}` } : {}),
  };
};

/** The event metadata's actor for a caller. */
export const metadataActorOf = (caller: Caller): Actor => actorOf(caller.session);

/** A command sent by a member; `TResult` types what `commandBus.execute` answers (@nestjs/cqrs typed commands). */
export abstract class CallerCommand<TResult> extends Command<TResult> {
  constructor(readonly caller: Caller) {
    super();
  }
}
