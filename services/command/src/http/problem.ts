import { DomainError, type DomainErrorKind } from "@labledger/domain";
import { WrongExpectedRevisionError } from "@labledger/ports";

const STATUS: Record<DomainErrorKind, number> = {
  invalid: 400,
  unauthenticated: 401,
  forbidden: 403,
  "not-found": 404,
  conflict: 409,
  locked: 423,
  gone: 410,
};

export interface Problem {
  readonly status: number;
  readonly key: string;
  readonly params: Readonly<Record<string, string | number>>;
  readonly details?: unknown;
  /** The words to say when they are more precise than the key's (spec §8 'You have no permission to create template'); the key stays. */
  readonly messageKey?: string;
}

/** Maps anything a request can throw to an HTTP status and a stable message key. */
export function problemOf(error: unknown): Problem {
  if (error instanceof DomainError)
    return {
      status: STATUS[error.kind],
      key: error.key,
      params: error.params,
      ...(error.details === undefined ? {} : { details: error.details }),
    };
  if (error instanceof WrongExpectedRevisionError) return { status: 409, key: "stream.conflict", params: {} };
  if (error instanceof RequestError)
    return {
      status: error.status,
      key: error.key,
      params: error.params,
      details: error.details,
      ...(error.messageKey ? { messageKey: error.messageKey } : {}),
    };
  const refusal = unreadableRequest(error);
  if (refusal) return refusal;
  return { status: 500, key: "system.error", params: {} };
}

/** Keys for what the body parser and the router refuse (http-errors with a `type`), by type. */
const PARSER_KEYS: Record<string, string> = {
  "entity.parse.failed": "request.malformedJson",
  "entity.too.large": "request.tooLarge",
  "charset.unsupported": "request.unsupportedCharset",
  "encoding.unsupported": "request.unsupportedEncoding",
};

/**
 * A request the HTTP layer could not read: a body that is not JSON, too large, in a charset or
 * content encoding we do not take, cut short, or a path that does not decode. Their own 4xx
 * status is kept; their message (which may quote the input) never leaves.
 */
function unreadableRequest(error: unknown): Problem | undefined {
  const http = error as { status?: unknown; type?: unknown; charset?: unknown; encoding?: unknown } | undefined;
  if (!http || typeof http.status !== "number" || http.status < 400 || http.status > 499) return undefined;
  const typed = typeof http.type === "string" ? PARSER_KEYS[http.type] : undefined;
  const key = typed ?? (error instanceof URIError ? "request.badPath" : "request.unreadable");
  const named = (value: unknown) => String(value ?? "").slice(0, 40);
  return { status: http.status, key, params: { charset: named(http.charset), encoding: named(http.encoding) } };
}

/** A request refused at the edge, before any command ran. */
export class RequestError extends Error {
  constructor(
    readonly status: number,
    readonly key: string,
    readonly params: Readonly<Record<string, string | number>> = {},
    readonly details?: unknown,
    readonly messageKey?: string,
  ) {
    super(key);
  }
}
