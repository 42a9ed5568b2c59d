/**
 * A refused command. `key` is stable and names the message in the i18n catalogues
 * (services/command/src/i18n); `kind` decides the HTTP status.
 */
export type DomainErrorKind = "invalid" | "unauthenticated" | "forbidden" | "not-found" | "conflict" | "locked" | "gone";

export class DomainError extends Error {
  constructor(
    readonly key: string,
    readonly kind: DomainErrorKind,
    readonly params: Readonly<Record<string, string | number>> = {},
    /** What the caller needs beside the words (a refused cell edit: what the cells hold now). */
    readonly details?: unknown,
  ) {
    super(key);
  }
}
