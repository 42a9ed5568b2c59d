import { AsyncLocalStorage } from "node:async_hooks";
import type { NextFunction, Request, Response } from "express";

/** Sessions whose last write this process remembers; the least recently writing are forgotten past it. */
const REMEMBERED = 10_000;

/**
 * Read-your-writes without a token: the position of the last write each session made through
 * this process. A read later in the same session waits until the read model reflects it, in
 * every mode, whether or not the client passed `?position=` (issue 22: in the distributed mode
 * the read models are projected by another process and lag the log).
 */
export class SessionWrites {
  private readonly last = new Map<string, number>();

  wrote(sessionId: string, position: number): void {
    const before = this.last.get(sessionId) ?? 0;
    this.last.delete(sessionId);
    this.last.set(sessionId, Math.max(before, position));
    if (this.last.size > REMEMBERED) this.last.delete(this.last.keys().next().value!);
  }

  lastOf(sessionId: string): number | undefined {
    return this.last.get(sessionId);
  }
}

/** What a request's reads must reflect: its session's last write (set once the session is known). */
interface RequestScope {
  lastWrite?: number;
}

const scope = new AsyncLocalStorage<RequestScope>();

/** Express middleware: every API request runs in a scope of its own. */
export function inRequestScope(_request: Request, _response: Response, next: NextFunction): void {
  scope.run({}, next);
}

/** Called once the request's session is known. */
export function readsAfter(position: number | undefined): void {
  const current = scope.getStore();
  if (current && position !== undefined) current.lastWrite = position;
}

/** The position a read of this request must reflect when it names none itself. */
export const lastWriteOfRequest = (): number | undefined => scope.getStore()?.lastWrite;
