import { DomainError, loginRefusal, type SignatureMeaning } from "@labledger/domain";
import { appendToMember } from "../auth/member-commands";
import { verifyPassword } from "../auth/password";
import type { AuthenticatedRequest } from "../http/access.guard";
import type { Runtime } from "../runtime/runtime";

/**
 * 21 CFR 11.200: every signing asks the signer's password again. A wrong one signs nothing and
 * counts toward the lockout like a wrong login (the attempt is in the audit trail); reaching
 * the lockout ends every session of the account (appendToMember does). Returns the signer as the manifestation names them (11.50).
 */
export async function confirmSigner(
  runtime: Runtime,
  { session }: Pick<AuthenticatedRequest, "session">,
  password: string,
  meaning: SignatureMeaning,
): Promise<{ memberId: string; printedName: string; meaning: SignatureMeaning }> {
  const result = await appendToMember(
    runtime,
    session.member.account,
    async (state) => ({
      type: "ConfirmSignature",
      passwordMatches: state.registered && (await verifyPassword(password, state.profile.passwordHash)),
      now: new Date(),
      policy: runtime.security.lockout,
    }),
    undefined,
    { retryOnConflict: true },
  );
  const refusal = loginRefusal(result.events);
  if (refusal?.kind === "locked") throw refusal;
  // Not 401: the session is sound, and 401 would send the console to the login page.
  if (refusal) throw new DomainError("signature.passwordInvalid", "forbidden");
  return signerOf({ session }, meaning);
}

/** The signer as the manifestation names them (the password confirms it is them). */
export const signerOf = ({ session }: Pick<AuthenticatedRequest, "session">, meaning: SignatureMeaning) => ({
  memberId: session.member.id,
  printedName: session.member.realName,
  meaning,
});
