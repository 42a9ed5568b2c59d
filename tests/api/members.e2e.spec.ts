import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ADMIN_PASSWORD, startTestService } from "./harness";

describe("members over HTTP", () => {
  let api: Awaited<ReturnType<typeof startTestService>>;
  let admin: string;
  const newMember = (overrides: Record<string, unknown> = {}) => ({
    account: "li.wei",
    realName: "李伟",
    password: "Chem-lab-2026",
    departmentId: "root",
    ...overrides,
  });
  beforeAll(async () => {
    api = await startTestService();
    admin = await api.login("admin", ADMIN_PASSWORD);
  });
  afterAll(async () => {
    await api?.service.stop();
  });

  it("lets an organisation admin create a member who can then log in and is listed", async () => {
    const res = await api.call("POST", "/api/members", { token: admin, json: newMember() });
    expect(res.status).toBe(200);
    const { memberId, position } = (await res.json()).response;
    const token = await api.login("li.wei", "Chem-lab-2026");
    const list = await (await api.call("GET", `/api/members?keyword=李伟&position=${position}`, { token })).json();
    expect(list).toMatchObject({
      code: 100,
      total: 1,
      rows: [{ id: memberId, account: "li.wei", realName: "李伟", isOrganisationAdmin: false }],
    });
    expect(list.rows[0].passwordHash).toBeUndefined();
  });

  it("refuses a member without MemberManage with 403 and a clear message, creating nothing", async () => {
    const token = await api.login("li.wei", "Chem-lab-2026");
    const res = await api.call("POST", "/api/members", { token, json: newMember({ account: "zhang.san" }), language: "en" });
    expect(res.status).toBe(403);
    expect(await res.json()).toEqual({ code: 403, key: "auth.forbidden", message: "You have no permission to do this" });
    expect(
      (await api.call("POST", "/api/auth/login", { json: { account: "zhang.san", password: "Chem-lab-2026" } })).status,
    ).toBe(401);
  });

  it("refuses a weak password, an unknown department and a taken account, each with its own message", async () => {
    const weak = await api.call("POST", "/api/members", {
      token: admin,
      json: newMember({ account: "wang.wu", password: "password" }),
    });
    expect(weak.status).toBe(400);
    expect(await weak.json()).toMatchObject({ key: "password.tooSimple" });
    const nowhere = await api.call("POST", "/api/members", {
      token: admin,
      json: newMember({ account: "wang.wu", departmentId: "nope" }),
    });
    expect(await nowhere.json()).toMatchObject({ code: 400, key: "department.notFound", message: "部门不存在" });
    const taken = await api.call("POST", "/api/members", {
      token: admin,
      json: newMember({ account: "LI.WEI" }),
      language: "en",
    });
    expect(taken.status).toBe(409);
    expect(await taken.json()).toMatchObject({ key: "member.accountTaken", message: 'The account "LI.WEI" is already taken' });
  });
});

describe("the session's user", () => {
  let api: Awaited<ReturnType<typeof startTestService>>;
  beforeAll(async () => {
    api = await startTestService({ LABLEDGER_ORGANISATION_NAME: "华东药物研究所" });
  });
  afterAll(async () => {
    await api?.service.stop();
  });

  it("answers GET /api/auth/me with the session fields of spec §3", async () => {
    const token = await api.login("admin", ADMIN_PASSWORD);
    const res = await api.call("GET", "/api/auth/me", { token });
    expect(res.status).toBe(200);
    const { response } = await res.json();
    expect(response).toMatchObject({
      account: "admin",
      realName: "管理员",
      language: "zh-CN",
      organisationCode: "main",
      department: { id: "root", name: "华东药物研究所", isHeader: false },
      isOrganisationAdmin: true,
    });
    expect(Date.parse(response.sessionExpiresAt)).toBeGreaterThan(Date.now());
    expect((await api.call("GET", "/api/auth/me")).status).toBe(401);
  });
});
