import { type MemberCommand, type MemberState, member, memberStream, type Profile } from "@labledger/domain";
import type { Actor } from "@labledger/events";
import { handleCommand } from "../pipeline/handle-command";
import type { Runtime } from "../runtime/runtime";

export const actorOfProfile = (profile: Pick<Profile, "memberId" | "realName" | "departmentId">): Actor => ({
  userId: profile.memberId,
  name: profile.realName,
  ...(profile.departmentId ? { departmentId: profile.departmentId } : {}),
});

/**
 * Runs a command on a member's stream (or a function making it from the member's state);
 * without an actor, the member acts on their own account.
 */
export function appendToMember(
  runtime: Runtime,
  account: string,
  command: MemberCommand | ((state: MemberState) => MemberCommand | Promise<MemberCommand>),
  actor?: Actor,
  options: { clientCommandId?: string; retryOnConflict?: boolean } = {},
) {
  const toCommand = typeof command === "function" ? command : () => command;
  return handleCommand(runtime.ports.events, memberStream(account), member, toCommand, {
    metadata: (state) => ({
      actor: actor ?? (state.registered ? actorOfProfile(state.profile) : { userId: "anonymous", name: account }),
    }),
    ...options,
  });
}
