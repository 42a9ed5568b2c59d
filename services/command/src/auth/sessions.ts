import { checkRequestSignature, type Principal, principalOf } from "@labledger/domain";
import { SYSTEM_ACTOR } from "@labledger/events";
import type { SessionEndReason, SessionRecord } from "@labledger/ports";
import type { Request } from "express";
import { RequestError } from "../http/problem";
import type { Runtime } from "../runtime/runtime";
import { appendToMember } from "./member-commands";
import { factsOf, loadMember, loadRoles, type MemberDoc } from "./member-facts";
import type { SessionClaims } from "./session-token";

/** The session a request runs in: its token, its server-side record and the member's current rights. */
export interface SessionContext {
  readonly claims: SessionClaims;
  readonly record: SessionRecord;
  readonly member: MemberDoc;
  readonly principal: Principal;
}

/** Writing activity on every request would cost a write per read: once in this window is enough. */
const TOUCH_EVERY_MS = 15_000;

/**
 * Checks, in order: a genuine token, a live server-side session (not logged out, not idle
 * beyond the policy — which ends it), the spec §7 request signature, and an active member.
 */
export async function resolveSession(runtime: Runtime, request: Request, now = Date.now()): Promise<SessionContext | undefined> {
  const token = sessionToken(request);
  if (!token) return undefined;
  const claims = runtime.tokens.verify(token, now);
  const record = claims && (await runtime.ports.sessions.get(claims.sessionId));
  if (!claims || !record || record.endedAt !== null) throw new RequestError(401, "auth.sessionExpired");
  if (now - record.lastSeenAt > runtime.security.sessionIdleMs) {
    await endSession(runtime, record, "idle", now);
    throw new RequestError(401, "auth.sessionIdle", { minutes: runtime.security.sessionIdleMs / 60_000 });
  }
  checkSignature(request, token, claims.memberId, now);
  const member = await loadMember(runtime, claims.memberId, claims.account);
  if (!member?.active) {
    await endSession(runtime, record, "deactivated", now);
    throw new RequestError(401, "auth.sessionExpired");
  }
  if (now - record.lastSeenAt > TOUCH_EVERY_MS) await runtime.ports.sessions.touch(record.sessionId, now);
  return { claims, record, member, principal: principalOf(factsOf(member), await loadRoles(runtime)) };
}

/** Ends a session and records why in the member's stream (the audit trail). */
export async function endSession(runtime: Runtime, record: SessionRecord, reason: SessionEndReason, now = Date.now()) {
  if (!(await runtime.ports.sessions.end(record.sessionId, now, reason))) return 0;
  const actor = reason === "logout" ? undefined : SYSTEM_ACTOR;
  const result = await appendToMember(
    runtime,
    record.account,
    { type: "EndSession", sessionId: record.sessionId, reason },
    actor,
  );
  return result.position;
}

function checkSignature(request: Request, token: string, memberId: string, now: number): void {
  const header = (name: string) => {
    const value = request.headers[name];
    return typeof value === "string" ? value : "";
  };
  const userId = header("userid");
  if (userId !== memberId) throw new RequestError(401, "auth.signatureInvalid");
  const check = checkRequestSignature({ token, userId, timestamp: header("timestamp"), signature: header("sign") }, now);
  if (check === "stale") throw new RequestError(401, "auth.signatureStale");
  if (check === "mismatch") throw new RequestError(401, "auth.signatureInvalid");
}

function sessionToken(request: Request): string | undefined {
  const bearer = request.headers.authorization?.match(/^Bearer\s+(\S+)$/i)?.[1];
  const header = request.headers.token;
  return (typeof header === "string" && header.length > 0 ? header : undefined) ?? bearer;
}
