import { CHECKPOINT_MESSAGE_KEY } from "@labledger/events";
import type { BusMessage } from "@labledger/ports";

/**
 * The newest signed checkpoint published once `messages` are: carried over from the committed
 * record, unknown (undefined) while a record of an older version without it is carried.
 */
export function newestSigned(
  committed: { readonly position: number; readonly signed?: number },
  messages: readonly BusMessage[],
): number | undefined {
  const carried = committed.position === 0 ? (committed.signed ?? 0) : committed.signed;
  const sequences = messages.filter((m) => m.key === CHECKPOINT_MESSAGE_KEY).map((m) => m.value.sequence);
  return sequences.length === 0 ? carried : Math.max(carried ?? 0, ...sequences);
}
