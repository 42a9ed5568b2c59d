import { createHash } from "node:crypto";
import { type DomainEvent, uuidv7 } from "@labledger/events";
import type { Runtime } from "../runtime/runtime";
import type { Caller } from "./caller";
import { type Appended, earlierAppend } from "./handle-command";

/**
 * The id of a new aggregate. With a client command id it is derived from it (a version 8 UUID from
 * sha256 of the kind and the member-scoped id), so a repeat of the command looks on the stream the
 * first one created; without one, a fresh UUIDv7.
 */
export function newIdFor(caller: Caller, kind: string): string {
  if (caller.clientCommandId === undefined) return uuidv7();
  const bytes = createHash("sha256").update(`${kind}\n${caller.clientCommandId}`).digest().subarray(0, 16);
  bytes[6] = (bytes[6]! & 0x0f) | 0x80;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = bytes.toString("hex");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
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
