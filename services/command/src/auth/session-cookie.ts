import type { Request } from "express";

/**
 * The session token for browsers: HttpOnly (no script reads it), SameSite=Strict (no other
 * site's page sends it), Path=/api (pages and assets never carry it), Secure when the request
 * came over HTTPS. `request.secure` believes X-Forwarded-Proto only from the proxies named in
 * LABLEDGER_TRUST_PROXY (express's `trust proxy`), since any client can send that header.
 */
export const SESSION_COOKIE = "labledger_session";
const PATH = "/api";

export function setSessionCookie(request: Request, token: string, lifetimeMs: number): void {
  request.res?.cookie(SESSION_COOKIE, token, {
    httpOnly: true,
    sameSite: "strict",
    secure: request.secure,
    path: PATH,
    maxAge: lifetimeMs,
  });
}

export function clearSessionCookie(request: Request): void {
  request.res?.clearCookie(SESSION_COOKIE, { httpOnly: true, sameSite: "strict", secure: request.secure, path: PATH });
}

/** The token the request's Cookie header carries, if any. */
export function sessionCookieOf(request: Request): string | undefined {
  for (const part of (request.headers.cookie ?? "").split(";")) {
    const at = part.indexOf("=");
    if (at > 0 && part.slice(0, at).trim() === SESSION_COOKIE) {
      const value = part.slice(at + 1).trim();
      return value.length > 0 ? value : undefined;
    }
  }
  return undefined;
}
