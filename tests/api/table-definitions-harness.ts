import { ok } from "../support/api-answers";
import { ADMIN_PASSWORD, startTestService } from "./harness";

const PASSWORD = "Tables-2026-pass";

/** A service with an administrator and two members (chen, li), and calls as any of them. */
export async function tablesService() {
  const api = await startTestService();
  const token: Record<string, string> = { admin: await api.login("admin", ADMIN_PASSWORD) };
  for (const account of ["chen", "li"]) {
    await ok(
      await api.call("POST", "/api/members", {
        token: token.admin,
        json: { account, realName: `${account} (printed)`, password: PASSWORD, departmentId: "root" },
      }),
    );
    token[account] = await api.login(account, PASSWORD);
  }
  const as = (who: string, method: string, path: string, json?: unknown, language = "en") =>
    api.call(method, `/api${path}`, { token: token[who]!, language, ...(json === undefined ? {} : { json }) });
  /** The admin trail's rows of events starting with `prefix`, as "subject: words". */
  const trail = async (prefix: string, language: string) => {
    const rows = (await ok(await as("admin", "GET", "/audit?category=admin&pageSize=100", undefined, language))).rows;
    return rows
      .filter((r: { eventType: string }) => r.eventType.startsWith(prefix))
      .map((r: { words: { subject: string; newValue: { text: string } } }) => `${r.words.subject}: ${r.words.newValue.text}`);
  };
  return { api, as, trail };
}
