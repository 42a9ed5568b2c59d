import { expect } from "vitest";

/** The answer of a call that must succeed (200); the refusal's body is shown when it did not. */
export async function ok(r: Response) {
  const body = await r.json();
  expect(r.status, JSON.stringify(body)).toBe(200);
  return body.response ?? body;
}

/** The localised refusal of a call that must be refused with this status. */
export async function refused(r: Response, status: number) {
  const body = await r.json();
  expect(r.status, JSON.stringify(body)).toBe(status);
  return body as { key: string; message: string };
}
