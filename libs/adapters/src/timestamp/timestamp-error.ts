/** Why a time-stamping authority gave no token; callers may pick their words by `reason`. */
export type TimestampFailure = "unreachable" | "http" | "rejected" | "malformed" | "mismatch";

/** A stamp that could not be had, in words an operator can act on. */
export class TimestampAuthorityError extends Error {
  override readonly name = "TimestampAuthorityError";
  constructor(
    readonly reason: TimestampFailure,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }
}
