import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { type RunningService, startService } from "@labledger/command";
import { signedHeaders } from "@labledger/domain";
import { keyedHeaders } from "../support/keyed-headers";
import { until } from "../support/patience";

export { keyedHeaders, signedHeaders };

export const ADMIN_PASSWORD = "Admin-Test-2026";

export interface CallOptions {
  json?: unknown;
  token?: string;
  language?: string;
  /** How a call with a token is signed: the session's key (default) or the spec §7 signature. */
  signature?: "keyed" | "legacy";
  /** Sent as `x-client-command-id` (idempotency). */
  commandId?: string;
}

/** An embedded LabLedger on a fresh data directory, with a small HTTP client for tests. */
export async function startTestService(env: Record<string, string> = {}) {
  const service: RunningService = await startService(
    {
      LABLEDGER_DATA: mkdtempSync(join(tmpdir(), "labledger-api-")),
      PORT: "0",
      HOST: "127.0.0.1",
      LABLEDGER_ADMIN_PASSWORD: ADMIN_PASSWORD,
      ...env,
    },
    () => {},
  );
  /** Who each token belongs to and its signing key, so calls can be signed. */
  const sessions = new Map<string, { userId: string; signingKey: string }>();
  const signing = (token: string, method: string, url: string, body: string | undefined, options: CallOptions) => {
    const session = sessions.get(token);
    if (options.signature === "legacy" || !session) return signedHeaders(token, session?.userId ?? "");
    return { token, ...keyedHeaders(session.signingKey, { method, url, ...(body === undefined ? {} : { body }) }) };
  };
  const call = (method: string, path: string, options: CallOptions = {}) => {
    const body = options.json === undefined ? undefined : JSON.stringify(options.json);
    return fetch(`${service.url}${path}`, {
      method,
      headers: {
        "content-type": "application/json",
        ...(options.token ? signing(options.token, method, path, body, options) : {}),
        ...(options.language ? { "accept-language": options.language } : {}),
        ...(options.commandId ? { "x-client-command-id": options.commandId } : {}),
      },
      ...(body === undefined ? {} : { body }),
    });
  };
  /**
   * Logs in. A member whose first password an administrator chose must replace it (21 CFR
   * 11.300): as a member would, this sets a password of their own, then the one the test knows.
   */
  const login = async (account: string, password: string, options: { keepExpiredPassword?: boolean } = {}) => {
    const res = await call("POST", "/api/auth/login", { json: { account, password } });
    if (res.status !== 200) throw new Error(`login of ${account} answered ${res.status}`);
    const { token, signingKey, user, passwordExpired } = (await res.json()).response as {
      token: string;
      signingKey: string;
      user: { id: string };
      passwordExpired: boolean;
    };
    sessions.set(token, { userId: user.id, signingKey });
    if (passwordExpired && !options.keepExpiredPassword) await replacePassword(token, password);
    return token;
  };
  const replacePassword = async (token: string, password: string) => {
    const own = `${password}-Own-1`;
    for (const [oldPassword, newPassword] of [
      [password, own],
      [own, password],
    ]) {
      const res = await call("POST", "/api/auth/password", { token, json: { oldPassword, newPassword } });
      if (res.status !== 200) throw new Error(`changing the password answered ${res.status}: ${await res.text()}`);
    }
  };
  /** Waits until every read model has applied the write at `position` (rights are read from read models). */
  const caughtUp = async (position: number) => {
    for (const runner of service.runtime.runners) await runner.waitFor(position);
  };
  /** The server's own clock (GET /api/time), in epoch milliseconds. */
  const serverNow = async () => ((await (await call("GET", "/api/time")).json()) as { response: { now: number } }).response.now;
  /**
   * Waits until the server's clock reads `time` (epoch ms) or later, so what the server writes next
   * is stamped no earlier: a condition on the server's own clock, not a sleep.
   */
  const clockAt = async (time: number) => {
    await until(`the server's clock to read ${time}`, async () => (await serverNow()) >= time);
  };
  /** Waits until the server's clock has left the second of `time` (epoch ms). */
  const nextSecondAfter = (time: number) => clockAt((Math.floor(time / 1000) + 1) * 1000);
  return {
    service,
    call,
    login,
    caughtUp,
    clockAt,
    nextSecondAfter,
    userOf: (token: string) => sessions.get(token)!.userId,
    signingKeyOf: (token: string) => sessions.get(token)!.signingKey,
  };
}
