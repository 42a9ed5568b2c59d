import type { CallHandler, ExecutionContext, NestInterceptor } from "@nestjs/common";
import { type Observable, tap } from "rxjs";
import type { SessionWrites } from "../pipeline/session-writes";
import type { AuthenticatedRequest } from "./access.guard";

/** A write's answer carries the position of what it appended: remembered for the session's later reads. */
export class RememberSessionWrites implements NestInterceptor {
  constructor(private readonly writes: SessionWrites) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const request = context.switchToHttp().getRequest<Partial<AuthenticatedRequest>>();
    if (request.method === "GET") return next.handle();
    return next.handle().pipe(
      tap((body) => {
        const position = (body as { response?: { position?: unknown } } | undefined)?.response?.position;
        const sessionId = request.session?.record.sessionId;
        if (sessionId && typeof position === "number" && position > 0) this.writes.wrote(sessionId, position);
      }),
    );
  }
}
