import type { RouteDefinition } from "@labledger/contracts";
import { decideAccess } from "@labledger/domain";
import type { Actor } from "@labledger/events";
import { type CanActivate, type ExecutionContext, Inject, Injectable } from "@nestjs/common";
import { Reflector } from "@nestjs/core";
import type { Request } from "express";
import { actorOfProfile } from "../auth/member-commands";
import { resolveSession, type SessionContext } from "../auth/sessions";
import { hasMessage } from "../i18n/translate";
import { readsAfter } from "../pipeline/session-writes";
import { RUNTIME, type Runtime } from "../runtime/runtime";
import { RequestError } from "./problem";

export type AuthenticatedRequest = Request & { session: SessionContext };
export const ROUTE = Symbol("route");

/**
 * Every route's access rule, enforced on the server: a live session (spec `token` header or
 * `Authorization: Bearer`, with the request signature), an unlocked screen, a password that
 * has not expired, and the permission the route asks for.
 */
@Injectable()
export class AccessGuard implements CanActivate {
  constructor(
    @Inject(RUNTIME) private readonly runtime: Runtime,
    @Inject(Reflector) private readonly reflector: Reflector,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const route = this.reflector.get<RouteDefinition>(ROUTE, context.getHandler());
    const request = context.switchToHttp().getRequest<AuthenticatedRequest>();
    const session = route.access === "public" ? undefined : await resolveSession(this.runtime, request);
    if (session?.record.locked && !route.allowsLockedSession) throw new RequestError(423, "auth.screenLocked");
    if (session?.record.mustChangePassword && !route.allowsExpiredPassword) throw new RequestError(403, "auth.passwordExpired");
    switch (decideAccess(route, session?.principal)) {
      case "unauthenticated":
        throw new RequestError(401, "auth.sessionRequired");
      case "forbidden":
        throw new RequestError(403, "auth.forbidden", {}, undefined, withoutPermission(route));
      case "trial-account":
        throw new RequestError(403, "auth.trialAccount");
      case "allow":
        if (session) {
          request.session = session;
          readsAfter(this.runtime.sessionWrites.lastOf(session.record.sessionId));
        }
        return true;
    }
  }
}

export const actorOf = (session: SessionContext): Actor =>
  actorOfProfile({ memberId: session.member.id, realName: session.member.realName, departmentId: session.member.departmentId });

/** Idempotency: a client may send the same `x-client-command-id` again and get the first result. */
export const clientCommandIdOf = (request: Request): string | undefined => {
  const id = request.headers["x-client-command-id"];
  return typeof id === "string" && id.length > 0 && id.length <= 100 ? id : undefined;
};

/** Spec §8 permission messages ('You have no permission to create template'): the words for the missing permission, where there are some. */
function withoutPermission(route: RouteDefinition): string | undefined {
  if (typeof route.access !== "object") return undefined;
  const key = `auth.noPermission.${route.access.permission}`;
  return hasMessage(key) ? key : undefined;
}
