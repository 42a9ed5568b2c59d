import { DomainError } from "@labledger/domain";
import { type DomainEvent, uuidv7 } from "@labledger/events";
import { nameBasedId } from "@labledger/events/node";
import type { Runtime } from "../runtime/runtime";
import type { Caller } from "./caller";
import { type Appended, dataOf, earlierAppend } from "./handle-command";

/**
 * The id of a new aggregate. With a client command id it is derived from it (a version 8 UUID from
 * sha256 of the kind and the member-scoped id), so a repeat of the command looks on the stream the
 * first one created; without one, a fresh UUIDv7.
 */
export function newIdFor(caller: Caller, kind: string): string {
  return caller.clientCommandId === undefined ? uuidv7() : nameBasedId(`${kind}\n${caller.clientCommandId}`);
}

/**
 * A create done once per client command id: a repeat answers from the events the first one appended
 * to `streamId`, before anything is checked, numbered or decided again (so no number is given out for
 * nothing); otherwise `create` runs. Both answers are read from the events, so they are equal.
 */
export async function createOnce<E extends DomainEvent, R>(
  runtime: Runtime,
  caller: Caller,
  streamId: string,
  create: () => Promise<Appended<E>>,
  answer: (created: Appended<E>) => R,
): Promise<R> {
  const earlier =
    caller.clientCommandId === undefined
      ? undefined
      : earlierAppend<E>(await runtime.ports.events.readStream(streamId), caller.clientCommandId);
  return answer(earlier ?? (await create()));
}

/**
 * The data of the event a create appended, its answer. A client command id the member first used
 * for another command brings back that command's events instead: refused as a conflict.
 */
export function createdOf<E extends DomainEvent, T extends E["type"]>(
  appended: Appended<E>,
  type: T,
): Extract<E, { type: T }>["data"] {
  const data = dataOf(appended, type);
  if (!data) throw new DomainError("request.commandIdReused", "conflict");
  return data;
}
