import { CHECKPOINT_MESSAGE_KEY } from "@labledger/events";
import type { BusMessage } from "@labledger/ports";

type CommittedRecord = { readonly position: number; readonly signed?: number };

/**
 * The newest signed checkpoint a committed record says was published: none before anything was
 * (0), unknown (undefined) while a record of an older version without it is carried.
 */
export const signedOf = ({ position, signed }: CommittedRecord): number | undefined => (position === 0 ? (signed ?? 0) : signed);

/** The newest signed checkpoint published once `messages` are, carried over from the committed record. */
export function newestSigned(committed: CommittedRecord, messages: readonly BusMessage[]): number | undefined {
  const carried = signedOf(committed);
  const sequences = messages.filter((m) => m.key === CHECKPOINT_MESSAGE_KEY).map((m) => m.value.sequence);
  return sequences.length === 0 ? carried : Math.max(carried ?? 0, ...sequences);
}
