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

describe("numbering rules over HTTP", () => {
  let api: Awaited<ReturnType<typeof startTestService>>;
  beforeAll(async () => {
    api = await startTestService();
  });
  afterAll(async () => {
    await api?.service.stop();
  });

  it("shows the default rule of every target with an example, and lets an admin set one", async () => {
    const admin = await api.login("admin", ADMIN_PASSWORD);
    const before = await (await api.call("GET", "/api/numbering-rules", { token: admin })).json();
    expect(before.rows.map((r: { target: string }) => r.target)).toEqual(["experiment", "notebook", "sample"]);
    expect(before.rows[0]).toMatchObject({ isDefault: true, relatedKey: "date", serialDigits: 3 });
    expect(before.rows[0].example).toMatch(/^\d{6}001$/);

    const rule = { target: "experiment", prefix: "EXP", relatedKey: "project", serialDigits: 4, mode: "restart" };
    const set = await api.call("POST", "/api/numbering-rules", { token: admin, json: rule });
    expect(set.status).toBe(200);
    const { position } = (await set.json()).response;
    await api.service.runtime.runners.find((r) => r.projection.name === "organisation")!.waitFor(position);
    const after = await (await api.call("GET", "/api/numbering-rules", { token: admin })).json();
    expect(after.rows[0]).toMatchObject({
      target: "experiment",
      isDefault: false,
      prefix: "EXP",
      example: "EXPPRJ0010001",
      updatedBy: "管理员",
    });
  });

  it("refuses a prefix of digits with the spec's rule, in the caller's language", async () => {
    const admin = await api.login("admin", ADMIN_PASSWORD);
    const res = await api.call("POST", "/api/numbering-rules", {
      token: admin,
      language: "en",
      json: { target: "sample", prefix: "S1", relatedKey: "none", serialDigits: 4, mode: "consecutive" },
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({
      key: "numbering.prefixInvalid",
      message: "The number prefix is at most 4 English letters, without digits or symbols",
    });
  });
});

describe("dictionaries over HTTP", () => {
  let api: Awaited<ReturnType<typeof startTestService>>;
  beforeAll(async () => {
    api = await startTestService();
  });
  afterAll(async () => {
    await api?.service.stop();
  });

  it("hides a disabled item from choices but keeps it for management, and refuses a duplicate name", async () => {
    const admin = await api.login("admin", ADMIN_PASSWORD);
    const add = async (name: string) =>
      (await (await api.call("POST", "/api/dictionaries", { token: admin, json: { category: "unit", name } })).json()).response;
    const mmol = await add("mmol");
    await add("mL");
    const off = await (
      await api.call("POST", `/api/dictionaries/${mmol.itemId}/status`, { token: admin, json: { enabled: false } })
    ).json();
    await api.service.runtime.runners.find((r) => r.projection.name === "dictionaries")!.waitFor(off.response.position);
    const names = async (query: string) =>
      (await (await api.call("GET", `/api/dictionaries?${query}`, { token: admin })).json()).rows.map(
        (r: { name: string }) => r.name,
      );
    expect(await names("category=unit")).toEqual(["mL"]);
    expect(await names("category=unit&includeDisabled=true")).toEqual(["mmol", "mL"]);
    const again = await api.call("POST", "/api/dictionaries", { token: admin, json: { category: "unit", name: "mmol" } });
    expect(again.status).toBe(409);
    expect(await again.json()).toMatchObject({ key: "dictionary.nameTaken", message: "该字典中已有“mmol”" });
  });

  it("answers an unknown item with 404 and a message", async () => {
    const admin = await api.login("admin", ADMIN_PASSWORD);
    const res = await api.call("POST", "/api/dictionaries/nope/status", {
      token: admin,
      json: { enabled: true },
      language: "en",
    });
    expect(res.status).toBe(404);
    expect(await res.json()).toMatchObject({ key: "dictionary.itemNotFound", message: "No such dictionary item" });
  });
});
