import { randomBytes } from "node:crypto";
import type { LoginResult } from "@labledger/contracts";
import { loginRefusal, type MemberState } from "@labledger/domain";
import { uuidv7 } from "@labledger/events";
import { dataOf } from "../pipeline/handle-command";
import type { Runtime } from "../runtime/runtime";
import { appendToMember } from "./member-commands";
import { hashPassword, verifyPassword } from "./password";

/** Spent on unknown accounts too, so response time does not tell which accounts exist. */
const decoyHash = hashPassword("decoy");

/**
 * Checks the password (scrypt, in the shell), lets the member decider decide (lockout,
 * deactivation, expiry), then opens the server-side session with a fresh signing key.
 * Refusals are recorded first (a lockout also ends every open session of the account).
 */
export async function logIn(runtime: Runtime, account: string, password: string, now = new Date()): Promise<LoginResult> {
  const sessionId = uuidv7();
  let state = { registered: false } as MemberState;
  const result = await appendToMember(
    runtime,
    account,
    async (current) => {
      state = current;
      const stored = current.registered ? current.profile.passwordHash : await decoyHash;
      const passwordMatches = (await verifyPassword(password, stored)) && current.registered;
      const { lockout: policy, password: passwordPolicy } = runtime.security;
      return { type: "LogIn", passwordMatches, sessionId, now, policy, passwordPolicy };
    },
    undefined,
    { retryOnConflict: true },
  );
  const refusal = loginRefusal(result.events);
  if (refusal) throw refusal;
  if (!state.registered) throw new Error("unreachable: the decider refuses unknown accounts");
  const profile = state.profile;
  const passwordExpired = dataOf(result, "MemberLoggedIn")!.passwordExpired === true;
  const signingKey = randomBytes(32).toString("base64url");
  await runtime.ports.sessions.open({
    sessionId,
    memberId: profile.memberId,
    account: profile.account,
    createdAt: now.getTime(),
    lastSeenAt: now.getTime(),
    mustChangePassword: passwordExpired,
    signingKey,
  });
  return {
    token: runtime.tokens.issue({ sessionId, memberId: profile.memberId, account: profile.account }, now.getTime()),
    signingKey,
    user: {
      id: profile.memberId,
      account: profile.account,
      realName: profile.realName,
      language: profile.language,
      departmentId: profile.departmentId,
      isOrganisationAdmin: profile.isOrganisationAdmin,
    },
    passwordExpired,
    position: result.position,
  };
}
