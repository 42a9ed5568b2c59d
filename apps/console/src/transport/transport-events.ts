import type { ApiError } from "./api-error";

/** Where the transport reports what the UI must react to (wired up by the app). */
export interface TransportHandlers {
  /** HTTP 401 on a signed call: the session is gone. */
  relogin(message: string): void;
  /** HTTP 423 auth.screenLocked: show the lock screen. */
  screenLocked(): void;
  /** HTTP 403 auth.passwordExpired: the password must be changed before anything else (no toast). */
  passwordExpired(): void;
  /** Any other failure of a call that is not quiet: show the message as a toast. */
  error(error: ApiError): void;
}

let handlers: TransportHandlers = { relogin() {}, screenLocked() {}, passwordExpired() {}, error() {} };

export function setTransportHandlers(next: TransportHandlers): void {
  handlers = next;
}

export function transportHandlers(): TransportHandlers {
  return handlers;
}
