import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ADMIN_PASSWORD, startTestService } from "./harness";

const PASSWORD = "Chem-lab-2026";

describe("team administration over HTTP: members, roles, permissions, trial accounts, settings", () => {
  let api: Awaited<ReturnType<typeof startTestService>>;
  let admin: string;
  const body = async (res: Response) => res.json();
  const createMember = async (account: string, extra: Record<string, unknown> = {}) => {
    const res = await api.call("POST", "/api/members", {
      token: admin,
      json: { account, realName: `成员 ${account}`, password: PASSWORD, departmentId: "root", ...extra },
    });
    expect(res.status).toBe(200);
    return (await res.json()).response as { memberId: string; position: number };
  };
  const activeCodes = async (token: string) =>
    (
      (await body(await api.call("GET", "/api/permissions/me", { token }))).rows as Array<{
        permissionCode: string;
        isActive: boolean;
      }>
    )
      .filter((r) => r.isActive)
      .map((r) => r.permissionCode);
  beforeAll(async () => {
    api = await startTestService();
    admin = await api.login("admin", ADMIN_PASSWORD);
  });
  afterAll(async () => {
    await api?.service.stop();
  });

  it("answers /api/auth/me with the session fields, trial and group flags and personal settings", async () => {
    await createMember("zhao.min", { mobile: "138 0000 0000", areaCode: "+86" });
    const token = await api.login("zhao.min", PASSWORD);
    const me = (await body(await api.call("GET", "/api/auth/me", { token }))).response;
    expect(me).toMatchObject({
      account: "zhao.min",
      mobile: "138 0000 0000",
      areaCode: "+86",
      identity: "member",
      department: { id: "root", isHeader: false },
      isOrganisationAdmin: false,
      isTrial: false,
      isGroup: true,
      locked: false,
      mustChangePassword: false,
      settings: { language: "zh-CN", releaseNotesSeen: [] },
    });
  });

  it("lets a member switch their language and mark release notes seen once per version", async () => {
    const token = await api.login("zhao.min", PASSWORD);
    expect((await api.call("PUT", "/api/me/settings", { token, json: { language: "en" } })).status).toBe(200);
    expect((await api.call("PUT", "/api/me/settings", { token, json: { language: "fr" } })).status).toBe(400);
    for (let i = 0; i < 2; i++) await api.call("POST", "/api/me/release-notes-seen", { token, json: { version: "0.2" } });
    const me = (await body(await api.call("GET", "/api/auth/me", { token }))).response;
    expect(me.settings).toEqual({ language: "en", releaseNotesSeen: ["0.2"] });
  });

  it("edits a member, makes them department header, and refuses what a MemberManage holder may not do", async () => {
    const { memberId } = await createMember("qian.li");
    const patch = await api.call("PATCH", `/api/members/${memberId}`, {
      token: admin,
      json: { realName: "钱立", isDepartmentHeader: true },
    });
    const { position } = (await body(patch)).response;
    const member = (await body(await api.call("GET", `/api/members/${memberId}?position=${position}`, { token: admin })))
      .response;
    expect(member).toMatchObject({ realName: "钱立", isDepartmentHeader: true, active: true });
    await api.caughtUp(position);
    const headerToken = await api.login("qian.li", PASSWORD);
    expect((await body(await api.call("GET", "/api/auth/me", { token: headerToken }))).response).toMatchObject({
      identity: "departmentHeader",
      department: { isHeader: true },
    });
    expect(await activeCodes(headerToken)).toContain("AudittrailSearch");
    const departments = (await body(await api.call("GET", "/api/departments?pageSize=50", { token: admin }))).rows;
    expect(departments.find((d: { id: string }) => d.id === "root").headers).toEqual([{ id: memberId, realName: "钱立" }]);
    expect(departments.find((d: { id: string }) => d.id === "1")).toMatchObject({ name: "试用组织", isTrial: true });
    expect((await api.call("PATCH", `/api/members/${memberId}`, { token: admin, json: {} })).status).toBe(400);
    expect(
      (await api.call("PATCH", `/api/members/${memberId}`, { token: admin, json: { departmentId: "nowhere" } })).status,
    ).toBe(400);
    expect((await api.call("PATCH", "/api/members/unknown-id", { token: admin, json: { realName: "x" } })).status).toBe(404);
    const self = await api.call("PATCH", `/api/members/${api.userOf(admin)}`, {
      token: admin,
      json: { active: false },
      language: "en",
    });
    expect(await body(self)).toMatchObject({ code: 409, key: "member.cannotDeactivateSelf" });
  });

  it("deactivates a member: their sessions end, they cannot log in, their history stays; reactivation lets them back", async () => {
    const { memberId } = await createMember("sun.yu");
    const token = await api.login("sun.yu", PASSWORD);
    expect((await api.call("PATCH", `/api/members/${memberId}`, { token: admin, json: { active: false } })).status).toBe(200);
    expect((await api.call("GET", "/api/auth/me", { token })).status).toBe(401);
    const refused = await api.call("POST", "/api/auth/login", {
      json: { account: "sun.yu", password: PASSWORD },
      language: "en",
    });
    expect(await body(refused)).toMatchObject({ code: 403, key: "auth.deactivated" });
    const history = (await api.service.runtime.ports.events.readStream("member-sun.yu")).map((e) => e.type);
    expect(history).toEqual(
      expect.arrayContaining(["MemberRegistered", "MemberLoggedIn", "MemberDeactivated", "MemberSessionEnded"]),
    );
    await api.call("PATCH", `/api/members/${memberId}`, { token: admin, json: { active: true } });
    expect((await api.call("POST", "/api/auth/login", { json: { account: "sun.yu", password: PASSWORD } })).status).toBe(200);
  });

  it("defines a custom role, assigns it, and the member gains exactly its rights — on the server", async () => {
    const { memberId } = await createMember("zhou.qa");
    const token = await api.login("zhou.qa", PASSWORD);
    expect(await activeCodes(token)).not.toContain("MemberManage");
    expect((await api.call("POST", "/api/members", { token, json: {} })).status).toBe(403);
    const role = {
      name: "成员管理员",
      description: "Manages members",
      permissions: [{ permissionCode: "MemberManage", isActive: true }],
      viewingLevels: { project: "department", task: "allInProject", experiment: "allInProject" },
    };
    const created = (await body(await api.call("POST", "/api/roles", { token: admin, json: role }))).response;
    expect((await api.call("POST", "/api/roles", { token: admin, json: role, language: "en" })).status).toBe(409);
    const assign = await api.call("PUT", `/api/members/${memberId}/roles`, { token: admin, json: { roleIds: [created.roleId] } });
    expect(assign.status).toBe(200);
    await api.caughtUp((await body(assign.clone())).response.position);
    expect(await activeCodes(token)).toContain("MemberManage");
    expect(
      (
        await api.call("POST", "/api/members", {
          token,
          json: { account: "by.role", realName: "R", password: PASSWORD, departmentId: "root" },
        })
      ).status,
    ).toBe(200);
    // The administrator flag stays with organisation administrators.
    const promote = await api.call("PATCH", `/api/members/${memberId}`, { token, json: { isOrganisationAdmin: true } });
    expect(await body(promote)).toMatchObject({ code: 403, key: "member.adminOnly" });
    const roles = await body(
      await api.call("GET", `/api/roles?position=${(await body(assign)).response.position}`, { token: admin }),
    );
    expect(roles.rows.map((r: { name: string }) => r.name)).toEqual(["成员", "部门负责人", "成员管理员"]);
    // Deleting the role takes the rights away again.
    const deleted = await api.call("DELETE", `/api/roles/${created.roleId}`, { token: admin });
    await api.caughtUp((await body(deleted)).response.position);
    expect(await activeCodes(token)).not.toContain("MemberManage");
    expect((await api.call("DELETE", "/api/roles/member", { token: admin })).status).toBe(409);
    expect(
      (await api.call("PUT", `/api/members/${memberId}/roles`, { token: admin, json: { roleIds: ["no-such-role"] } })).status,
    ).toBe(400);
  });

  it("lets an administrator change a built-in role, which changes every member's rights", async () => {
    const token = await api.login("zhao.min", PASSWORD);
    expect(await activeCodes(token)).not.toContain("TemplateShare");
    const member = (await body(await api.call("GET", "/api/roles", { token: admin }))).rows.find(
      (r: { id: string }) => r.id === "member",
    );
    const permissions = [
      ...member.permissions.filter((p: { permissionCode: string }) => p.permissionCode !== "TemplateShare"),
      { permissionCode: "TemplateShare", isActive: true },
    ];
    const { name, description, viewingLevels } = member;
    const changed = await api.call("PUT", "/api/roles/member", {
      token: admin,
      json: { name, description, viewingLevels, permissions },
    });
    await api.caughtUp((await body(changed)).response.position);
    expect(await activeCodes(token)).toContain("TemplateShare");
  });

  it("keeps trial accounts out of the team's functions with the spec's message", async () => {
    await createMember("trial.user", { departmentId: "1" });
    const token = await api.login("trial.user", PASSWORD);
    const me = (await body(await api.call("GET", "/api/auth/me", { token }))).response;
    expect(me).toMatchObject({
      isTrial: true,
      isGroup: false,
      identity: "trial",
      department: { id: "1", name: "试用组织" },
    });
    const en = await api.call("GET", "/api/members", { token, language: "en" });
    expect(await body(en)).toEqual({
      code: 403,
      key: "auth.trialAccount",
      message: "Trial account has no right to access this function",
    });
    const zh = await api.call("GET", "/api/members", { token, language: "zh-CN" });
    expect((await body(zh)).message).toBe("试用账号无权访问此功能");
  });

  it("serves settings with defaults, saves a section whole for administrators only, and refuses invalid values", async () => {
    const token = await api.login("zhao.min", PASSWORD);
    const watermark = (await body(await api.call("GET", "/api/settings/watermark", { token }))).response;
    expect(watermark).toMatchObject({ enabled: true, showUserName: true, showTime: true });
    const next = { ...watermark, customText: "仅限内部使用", opacity: 0.2 };
    expect((await api.call("PUT", "/api/settings/watermark", { token, json: next })).status).toBe(403);
    expect((await api.call("PUT", "/api/settings/watermark", { token: admin, json: next })).status).toBe(200);
    expect((await body(await api.call("GET", "/api/settings/watermark", { token }))).response).toEqual(next);
    const bad = await api.call("PUT", "/api/settings/other", {
      token: admin,
      json: { projectMain: true, tempSaveTime: 1, debugger: false, defaultLanguage: "zh-CN" },
    });
    expect(bad.status).toBe(400);
    expect((await body(await api.call("GET", "/api/settings/other", { token }))).response.tempSaveTime).toBe(20);
    const lab = { enabled: true, helmMode: true, compoundExport: false, structurePush: true, spreadsheetProDisplay: false };
    expect((await api.call("PUT", "/api/settings/functionLab", { token: admin, json: lab })).status).toBe(200);
    expect((await body(await api.call("GET", "/api/settings/functionLab", { token }))).response).toEqual(lab);
    const messages = (await body(await api.call("GET", "/api/settings/messages", { token }))).response;
    expect(messages.pendingReview).toMatchObject({ cycle: "daily" });
  });

  it("counts the bell's items for the member (none yet)", async () => {
    const token = await api.login("zhao.min", PASSWORD);
    const counts = (await body(await api.call("GET", "/api/messages/counts", { token }))).response;
    expect(Object.keys(counts).sort()).toEqual([
      "approvingExpCount",
      "approvingReportCount",
      "approvingShareExpCount",
      "approvingTempShareCount",
      "recordCallExameCount",
      "sampleTestCount",
      "unreadMessageCount",
    ]);
    expect(Object.values(counts).every((n) => n === 0)).toBe(true);
  });

  // Last in this suite: once opened, the setting stays open for this organisation.
  it("opens the trace-modification setting, and refuses to close it again with a clear message (spec §4)", async () => {
    const other = (await body(await api.call("GET", "/api/settings/other", { token: admin }))).response;
    expect(other.traceModification).toBe(false);
    expect(
      (await api.call("PUT", "/api/settings/other", { token: admin, json: { ...other, traceModification: true } })).status,
    ).toBe(200);
    const close = await api.call("PUT", "/api/settings/other", {
      token: admin,
      json: { ...other, traceModification: false },
      language: "en",
    });
    expect(close.status).toBe(400);
    expect(await body(close)).toMatchObject({
      key: "settings.traceModificationCannotClose",
      message: "The trace-modification setting cannot be closed once it has been opened",
    });
    expect((await body(await api.call("GET", "/api/settings/other", { token: admin }))).response.traceModification).toBe(true);
  });
});

describe("an organisation that starts in English (LABLEDGER_LANGUAGE=en)", () => {
  let api: Awaited<ReturnType<typeof startTestService>>;
  afterAll(async () => api.service.stop());

  it("names what it starts with in English: the administrator, the trial organisation, the built-in roles", async () => {
    api = await startTestService({ LABLEDGER_LANGUAGE: "en" });
    const admin = await api.login("admin", ADMIN_PASSWORD);
    const me = (await (await api.call("GET", "/api/auth/me", { token: admin })).json()).response;
    expect(me).toMatchObject({ realName: "Administrator", language: "en" });
    const departments = (await (await api.call("GET", "/api/departments", { token: admin })).json()).rows;
    expect(departments.find((d: { id: string }) => d.id === "1")).toMatchObject({ name: "Trial organisation" });
    const roles = (await (await api.call("GET", "/api/roles", { token: admin })).json()).rows;
    expect(roles.map((r: { name: string }) => r.name)).toEqual(["Member", "Department header"]);
  });
});
