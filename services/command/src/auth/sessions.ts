import { type Principal, principalOf } from "@labledger/domain";
import { SYSTEM_ACTOR } from "@labledger/events";
import type { SessionEndReason, SessionRecord } from "@labledger/ports";
import type { Request } from "express";
import { RequestError } from "../http/problem";
import type { Runtime } from "../runtime/runtime";
import { appendToMember } from "./member-commands";
import { factsOf, loadMember, loadRoles, type MemberDoc } from "./member-facts";
import { checkRequestSigning, type TokenSource } from "./request-signing";
import { clearSessionCookie, sessionCookieOf } from "./session-cookie";
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
 * Checks, in order: a genuine token (header or cookie), a live server-side session (not logged
 * out, not idle beyond the policy — which ends it), the request's signature, an active member
 * who is not locked out (another process may have locked the account: this ends the session
 * too). A session found ended clears the browser's cookie.
 */
export async function resolveSession(runtime: Runtime, request: Request, now = Date.now()): Promise<SessionContext | undefined> {
  const presented = presentedToken(request);
  if (!presented) return undefined;
  const { token, source } = presented;
  const ended = (key: string, params?: Record<string, number>) => {
    if (source === "cookie") clearSessionCookie(request);
    return new RequestError(401, key, params);
  };
  const claims = runtime.tokens.verify(token, now);
  const record = claims && (await runtime.ports.sessions.get(claims.sessionId));
  if (!claims || !record || record.endedAt !== null) throw ended("auth.sessionExpired");
  if (now - record.lastSeenAt > runtime.security.sessionIdleMs) {
    await endSession(runtime, record, "idle", now);
    throw ended("auth.sessionIdle", { minutes: runtime.security.sessionIdleMs / 60_000 });
  }
  await checkRequestSigning(runtime, request, { token, source, claims, record }, now);
  const member = await loadMember(runtime, claims.memberId);
  if (!member?.active) {
    await endSession(runtime, record, "deactivated", now);
    throw ended("auth.sessionExpired");
  }
  if (member.lockedUntil !== undefined && Date.parse(member.lockedUntil) > now) {
    await endSession(runtime, record, "locked-out", now);
    throw ended("auth.locked");
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

/** The spec's `token` header or `Authorization: Bearer` first (API clients), else the console's cookie. */
function presentedToken(request: Request): { token: string; source: TokenSource } | undefined {
  const header = request.headers.token;
  const bearer = request.headers.authorization?.match(/^Bearer\s+(\S+)$/i)?.[1];
  const token = (typeof header === "string" && header.length > 0 ? header : undefined) ?? bearer;
  if (token) return { token, source: "header" };
  const cookie = sessionCookieOf(request);
  return cookie ? { token: cookie, source: "cookie" } : undefined;
}
