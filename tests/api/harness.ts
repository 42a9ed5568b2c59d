import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { type RunningService, startService } from "@labledger/command";
import { signedHeaders } from "@labledger/domain";

export { signedHeaders };

export const ADMIN_PASSWORD = "Admin-Test-2026";

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
  /** Who each token belongs to, so calls can be signed. */
  const users = new Map<string, string>();
  const call = (method: string, path: string, options: { json?: unknown; token?: string; language?: string } = {}) =>
    fetch(`${service.url}${path}`, {
      method,
      headers: {
        "content-type": "application/json",
        ...(options.token ? signedHeaders(options.token, users.get(options.token) ?? "") : {}),
        ...(options.language ? { "accept-language": options.language } : {}),
      },
      ...(options.json !== undefined ? { body: JSON.stringify(options.json) } : {}),
    });
  /**
   * Logs in. A member whose first password an administrator chose must replace it (21 CFR
   * 11.300): as a member would, this sets a password of their own, then the one the test knows.
   */
  const login = async (account: string, password: string, options: { keepExpiredPassword?: boolean } = {}) => {
    const res = await call("POST", "/api/auth/login", { json: { account, password } });
    if (res.status !== 200) throw new Error(`login of ${account} answered ${res.status}`);
    const { token, user, passwordExpired } = (await res.json()).response as {
      token: string;
      user: { id: string };
      passwordExpired: boolean;
    };
    users.set(token, user.id);
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
  return { service, call, login, caughtUp, userOf: (token: string) => users.get(token)! };
}
