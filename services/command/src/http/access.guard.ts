import { decideAccess, type Principal } from "@labledger/domain";
import type { Actor } from "@labledger/events";
import { type CanActivate, type ExecutionContext, Inject, Injectable } from "@nestjs/common";
import { Reflector } from "@nestjs/core";
import type { Request } from "express";
import type { SessionClaims } from "../auth/session-token";
import { RUNTIME, type Runtime } from "../runtime/runtime";
import { RequestError } from "./problem";
import type { RouteDefinition } from "./routes";

export type AuthenticatedRequest = Request & { session: SessionClaims };
export const ROUTE = Symbol("route");

/**
 * Every route's `access` rule, enforced on the server: the spec's `token` header (or
 * `Authorization: Bearer`) must carry a live session, and a permission route the
 * permission. Roles will add permissions to the principal (identity issue).
 */
@Injectable()
export class AccessGuard implements CanActivate {
  constructor(
    @Inject(RUNTIME) private readonly runtime: Runtime,
    @Inject(Reflector) private readonly reflector: Reflector,
  ) {}

  canActivate(context: ExecutionContext): boolean {
    const route = this.reflector.get<RouteDefinition>(ROUTE, context.getHandler());
    const request = context.switchToHttp().getRequest<AuthenticatedRequest>();
    const token = sessionToken(request);
    const session = token ? this.runtime.tokens.verify(token) : undefined;
    const principal: Principal | undefined = session && {
      isOrganisationAdmin: session.isOrganisationAdmin,
      permissions: new Set(),
    };
    switch (decideAccess(route.access, principal)) {
      case "unauthenticated":
        throw new RequestError(401, token ? "auth.sessionExpired" : "auth.sessionRequired");
      case "forbidden":
        throw new RequestError(403, "auth.forbidden");
      case "allow":
        if (session) request.session = session;
        return true;
    }
  }
}

function sessionToken(request: Request): string | undefined {
  const bearer = request.headers.authorization?.match(/^Bearer\s+(\S+)$/i)?.[1];
  return (request.headers.token as string | undefined) ?? bearer;
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
