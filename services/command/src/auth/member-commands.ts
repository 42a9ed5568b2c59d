import { everySessionEndedBy, type MemberCommand, type MemberState, member, memberStream, type Profile } from "@labledger/domain";
import { type Actor, type EventData, SYSTEM_ACTOR } from "@labledger/events";
import { handleCommand } from "../pipeline/handle-command";
import type { Runtime } from "../runtime/runtime";

export const actorOfProfile = (profile: Pick<Profile, "memberId" | "realName" | "departmentId">): Actor => ({
  userId: profile.memberId,
  name: profile.realName,
  ...(profile.departmentId ? { departmentId: profile.departmentId } : {}),
});

/**
 * Runs a command on a member's stream (or a function making it from the member's state);
 * without an actor, the member acts on their own account. Whatever the command, events that
 * end every session (a lockout, a deactivation) end them here, so no caller can forget to.
 */
export async function appendToMember(
  runtime: Runtime,
  account: string,
  command: MemberCommand | ((state: MemberState) => MemberCommand | Promise<MemberCommand>),
  actor?: Actor,
  options: { clientCommandId?: string; retryOnConflict?: boolean } = {},
) {
  const toCommand = typeof command === "function" ? command : () => command;
  const result = await handleCommand(runtime.ports.events, memberStream(account), member, toCommand, {
    metadata: (state) => ({
      actor: actor ?? (state.registered ? actorOfProfile(state.profile) : { userId: "anonymous", name: account }),
    }),
    ...options,
  });
  const reason = everySessionEndedBy(result.events);
  const first = result.events[0]?.data;
  const memberId = first && "memberId" in first ? first.memberId : undefined;
  if (reason && memberId) await endSessionsOf(runtime, { id: memberId, account }, reason);
  return result;
}

/** Ends every live session of a member (but one, when given) and records each end in the member's stream. */
export async function endSessionsOf(
  runtime: Runtime,
  target: { readonly id: string; readonly account: string },
  reason: EventData<"MemberSessionEnded">["reason"],
  except?: string,
): Promise<void> {
  for (const sessionId of await runtime.ports.sessions.endAllOf(target.id, Date.now(), reason, except))
    await appendToMember(runtime, target.account, { type: "EndSession", sessionId, reason }, SYSTEM_ACTOR);
}
