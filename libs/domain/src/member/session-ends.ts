import type { EventData } from "@labledger/events";

type SessionEndReason = EventData<"MemberSessionEnded">["reason"];

/**
 * A lockout or a deactivation ends every session of the account at once, not only the one
 * that typed the wrong password: sessions opened before it must not go on saving.
 */
export function everySessionEndedBy(events: ReadonlyArray<{ type: string }>): SessionEndReason | undefined {
  if (events.some((e) => e.type === "MemberLockedOut")) return "locked-out";
  if (events.some((e) => e.type === "MemberDeactivated")) return "deactivated";
  return undefined;
}
