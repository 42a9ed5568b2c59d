import { DomainError, type DomainErrorKind } from "@labledger/domain";
import { WrongExpectedRevisionError } from "@labledger/ports";

const STATUS: Record<DomainErrorKind, number> = {
  invalid: 400,
  unauthenticated: 401,
  forbidden: 403,
  "not-found": 404,
  conflict: 409,
  locked: 423,
};

export interface Problem {
  readonly status: number;
  readonly key: string;
  readonly params: Readonly<Record<string, string | number>>;
  readonly details?: unknown;
}

/** Maps anything a request can throw to an HTTP status and a stable message key. */
export function problemOf(error: unknown): Problem {
  if (error instanceof DomainError) return { status: STATUS[error.kind], key: error.key, params: error.params };
  if (error instanceof WrongExpectedRevisionError) return { status: 409, key: "stream.conflict", params: {} };
  if (error instanceof RequestError)
    return { status: error.status, key: error.key, params: error.params, details: error.details };
  const http = error as { status?: number; type?: string };
  if (http?.type === "entity.parse.failed") return { status: 400, key: "request.malformedJson", params: {} };
  if (http?.type === "entity.too.large") return { status: 413, key: "request.tooLarge", params: {} };
  return { status: 500, key: "system.error", params: {} };
}

/** A request refused at the edge, before any command ran. */
export class RequestError extends Error {
  constructor(
    readonly status: number,
    readonly key: string,
    readonly params: Readonly<Record<string, string | number>> = {},
    readonly details?: unknown,
  ) {
    super(key);
  }
}
