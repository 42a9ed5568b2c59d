import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ADMIN_PASSWORD, startTestService } from "./harness";

const PASSWORD = "Chem-lab-2026";

describe("a lockout or a deactivation ends every session of the account at once", () => {
  let api: Awaited<ReturnType<typeof startTestService>>;
  let admin: string;
  const ok = async (res: Response) => {
    const body = await res.json();
    expect(res.status, JSON.stringify(body)).toBe(200);
    return body.response;
  };
  const createMember = async (account: string) =>
    (
      await ok(
        await api.call("POST", "/api/members", {
          token: admin,
          json: { account, realName: account, password: PASSWORD, departmentId: "root" },
        }),
      )
    ).memberId as string;

  /** A record with one module the member can save, and a save of it in a given session. */
  const recordOf = async (token: string) => {
    const book = await ok(await api.call("POST", "/api/notebooks", { token, json: { name: "Notebook" } }));
    const record = await ok(await api.call("POST", "/api/experiments", { token, json: { notebookId: book.id, title: "Batch" } }));
    const { moduleId } = await ok(
      await api.call("POST", `/api/experiments/${record.id}/modules`, {
        token,
        json: { type: "grid", subType: "labMaterial", title: "Materials", columns: [{ field: "name", required: false }] },
      }),
    );
    let lastCacheTime = 0;
    const sign = (session: string, password: string) =>
      api.call("POST", `/api/experiments/${record.id}/modules/${moduleId}/signatures`, {
        token: session,
        json: { password, meaning: "authorship" },
      });
    const save = async (session: string, name: string) => {
      const res = await api.call("PUT", `/api/experiments/${record.id}/modules/${moduleId}`, {
        token: session,
        json: { data: { rows: [{ rowId: "r1", name }] }, isAuto: false, lastCacheTime },
      });
      if (res.status === 200) lastCacheTime = (await res.clone().json()).response.lastCacheTime;
      return res;
    };
    return Object.assign(save, { sign });
  };
  const endedSessions = async (account: string) =>
    (await api.service.runtime.ports.events.readStream(`member-${account}`))
      .filter((e) => e.type === "MemberSessionEnded")
      .map((e) => e.data as { sessionId: string; reason: string });

  beforeAll(async () => {
    api = await startTestService({ LABLEDGER_LOCKOUT_ATTEMPTS: "3" });
    admin = await api.login("admin", ADMIN_PASSWORD);
  });
  afterAll(async () => {
    await api?.service.stop();
  });

  it("wrong logins from elsewhere lock the account out: both sessions opened before can no longer save", async () => {
    await createMember("two.sessions");
    const first = await api.login("two.sessions", PASSWORD);
    const second = await api.login("two.sessions", PASSWORD);
    const save = await recordOf(first);
    expect((await save(first, "before")).status).toBe(200);
    expect((await save(second, "before, too")).status).toBe(200);
    const wrong = () => api.call("POST", "/api/auth/login", { json: { account: "two.sessions", password: "guess" } });
    expect((await wrong()).status).toBe(401);
    expect((await wrong()).status).toBe(401);
    expect((await wrong()).status).toBe(423);
    for (const session of [first, second]) {
      const refused = await save(session, "after the lockout");
      expect(refused.status).toBe(401);
    }
    expect(await endedSessions("two.sessions")).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ reason: "locked-out" }),
        expect.objectContaining({ reason: "locked-out" }),
      ]),
    );
    expect((await endedSessions("two.sessions")).filter((e) => e.reason === "locked-out")).toHaveLength(2);
  });

  it("wrong e-signature passwords in one session lock the account out and end the other session too", async () => {
    await createMember("signer.sessions");
    const signing = await api.login("signer.sessions", PASSWORD);
    const other = await api.login("signer.sessions", PASSWORD);
    const save = await recordOf(signing);
    expect((await save(other, "before")).status).toBe(200);
    for (const expected of [403, 403, 423]) expect((await save.sign(signing, "guess")).status).toBe(expected);
    expect((await save(other, "after the lockout")).status).toBe(401);
    expect((await api.call("GET", "/api/auth/me", { token: signing })).status).toBe(401);
  });

  it("a deactivation ends every session of the member", async () => {
    const memberId = await createMember("leaving.member");
    const first = await api.login("leaving.member", PASSWORD);
    const second = await api.login("leaving.member", PASSWORD);
    const save = await recordOf(first);
    const deactivated = await api.call("PATCH", `/api/members/${memberId}`, { token: admin, json: { active: false } });
    expect(deactivated.status).toBe(200);
    for (const session of [first, second]) expect((await save(session, "after leaving")).status).toBe(401);
    expect((await endedSessions("leaving.member")).filter((e) => e.reason === "deactivated")).toHaveLength(2);
  });
});

describe("a session of a member locked out by another process", () => {
  it("is refused and ended on its next request, even when that process did not end it", async () => {
    const api = await startTestService({ LABLEDGER_LOCKOUT_ATTEMPTS: "2" });
    try {
      const { handleCommand } = await import("../../services/command/src/pipeline/handle-command");
      const { DEFAULT_PASSWORD_POLICY, member, memberStream } = await import("@labledger/domain");
      const admin = await api.login("admin", ADMIN_PASSWORD);
      const created = await api.call("POST", "/api/members", {
        token: admin,
        json: { account: "elsewhere", realName: "elsewhere", password: PASSWORD, departmentId: "root" },
      });
      expect(created.status).toBe(200);
      const token = await api.login("elsewhere", PASSWORD);
      expect((await api.call("GET", "/api/permissions/me", { token })).status).toBe(200);
      // Wrong passwords recorded straight into the member's stream, as another service instance might.
      const policy = { maxFailedAttempts: 2, lockMinutes: 15 };
      let position = 0;
      for (let i = 0; i < 2; i++) {
        const command = { type: "LogIn", passwordMatches: false, sessionId: "00000000-0000-7000-8000-000000000000" } as const;
        const result = await handleCommand(
          api.service.runtime.ports.events,
          memberStream("elsewhere"),
          member,
          () => ({ ...command, now: new Date(), policy, passwordPolicy: DEFAULT_PASSWORD_POLICY }),
          { metadata: () => ({ actor: { userId: "anonymous", name: "elsewhere" } }) },
        );
        position = result.position;
      }
      await api.caughtUp(position);
      const refused = await api.call("GET", "/api/permissions/me", { token, language: "en" });
      expect(refused.status).toBe(401);
      expect(await refused.json()).toMatchObject({ key: "auth.locked" });
      expect((await api.service.runtime.ports.sessions.get(sessionIdOf(token)))?.endReason).toBe("locked-out");
    } finally {
      await api.service.stop();
    }
  });
});

const sessionIdOf = (token: string) => JSON.parse(Buffer.from(token.split(".")[0]!, "base64url").toString()).sessionId as string;
