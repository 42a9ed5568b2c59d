import type { IncomingMessage } from "node:http";

/** A request whose JSON body's bytes were kept as they came, for the keyed request signature. */
export type WithRawBody = { rawBody?: Buffer };

/** express.json's `verify` hook: keeps the bytes it parsed. */
export function keepRawBody(request: IncomingMessage, _response: unknown, bytes: Buffer): void {
  (request as IncomingMessage & WithRawBody).rawBody = bytes;
}
