import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { startService } from "@labledger/command";
import { signedHeaders } from "@labledger/domain";

const PASSWORD = "Bench-2026";

/** An embedded LabLedger on a fresh data directory, logged in as admin, with a signed JSON caller. */
export async function startBenchService(name: string) {
  const service = await startService(
    {
      LABLEDGER_DATA: mkdtempSync(join(tmpdir(), `labledger-bench-${name}-`)),
      PORT: "0",
      HOST: "127.0.0.1",
      LABLEDGER_ADMIN_PASSWORD: PASSWORD,
    },
    () => {},
  );
  const login = await fetch(`${service.url}/api/auth/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ account: "admin", password: PASSWORD }),
  });
  const { token, signingKey, user } = (await login.json()).response as {
    token: string;
    signingKey: string;
    user: { id: string };
  };
  const headers = () => signedHeaders(token, user.id);
  /** One signed call; anything but 200 throws with the server's answer. */
  const call = async (method: string, path: string, json?: unknown) => {
    const res = await fetch(`${service.url}/api${path}`, {
      method,
      headers: { "content-type": "application/json", ...headers() },
      ...(json === undefined ? {} : { body: JSON.stringify(json) }),
    });
    if (res.status !== 200) throw new Error(`${method} ${path} answered ${res.status}: ${await res.text()}`);
    const body = await res.json();
    return body.response ?? body;
  };
  return { service, token, signingKey, userId: user.id, headers, call };
}
