/** A call that did not succeed; `message` is the server's, already in the user's language. */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly key: string,
    /** What the server added to explain the refusal (a changed cell's current content). */
    readonly details?: unknown,
  ) {
    super(message);
    this.name = "ApiError";
  }
}
