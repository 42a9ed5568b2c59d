import type { Actor } from "@labledger/events";
import { type CanActivate, type ExecutionContext, Inject, Injectable } from "@nestjs/common";
import type { Request } from "express";
import type { SessionClaims } from "../auth/session-token";
import { RUNTIME, type Runtime } from "../runtime/runtime";
import { RequestError } from "./problem";

export type AuthenticatedRequest = Request & { session: SessionClaims };

/** The spec's `token` header (or `Authorization: Bearer`) must carry a live session. */
@Injectable()
export class SessionGuard implements CanActivate {
  constructor(@Inject(RUNTIME) private readonly runtime: Runtime) {}

  canActivate(context: ExecutionContext): boolean {
    const request = context.switchToHttp().getRequest<AuthenticatedRequest>();
    const bearer = request.headers.authorization?.match(/^Bearer\s+(\S+)$/i)?.[1];
    const token = (request.headers.token as string | undefined) ?? bearer;
    if (!token) throw new RequestError(401, "auth.sessionRequired");
    const session = this.runtime.tokens.verify(token);
    if (!session) throw new RequestError(401, "auth.sessionExpired");
    request.session = session;
    return true;
  }
}

export const actorOf = (session: SessionClaims): Actor => ({
  userId: session.memberId,
  name: session.realName,
  ...(session.departmentId ? { departmentId: session.departmentId } : {}),
});

/** Idempotency: a client may send the same `x-client-command-id` again and get the first result. */
export const clientCommandIdOf = (request: Request): string | undefined => {
  const id = request.headers["x-client-command-id"];
  return typeof id === "string" && id.length > 0 && id.length <= 100 ? id : undefined;
};
