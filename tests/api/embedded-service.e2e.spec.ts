import { mkdtempSync } from "node:fs";
import { hostname, tmpdir } from "node:os";
import { join } from "node:path";
import { type RunningService, startService } from "@labledger/command";
import { ROUTES } from "@labledger/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signedHeaders } from "./harness";

describe("embedded service over HTTP", () => {
  let service: RunningService;
  let lines: string[];
  const dataDir = mkdtempSync(join(tmpdir(), "labledger-e2e-"));
  const userIds = new Map<string, string>();
  const call = (
    path: string,
    init: RequestInit & { json?: unknown; language?: string; token?: string; commandId?: string } = {},
  ) =>
    fetch(`${service.url}${path}`, {
      ...init,
      headers: {
        "content-type": "application/json",
        ...(init.language ? { "accept-language": init.language } : {}),
        ...(init.token ? signedHeaders(init.token, userIds.get(init.token) ?? "") : {}),
        ...(init.commandId ? { "x-client-command-id": init.commandId } : {}),
      },
      ...(init.json !== undefined ? { body: JSON.stringify(init.json) } : {}),
    });
  const adminToken = async () => {
    const password = lines.find((l) => l.includes("administrator"))!.match(/password (\S+)/)![1];
    const res = await call("/api/auth/login", { method: "POST", json: { account: "admin", password } });
    const { token, user } = (await res.json()).response as { token: string; user: { id: string } };
    userIds.set(token, user.id);
    return token;
  };
  const head = async () => (await (await call("/api/health")).json()).response.position as number;

  beforeAll(async () => {
    lines = [];
    service = await startService({ LABLEDGER_DATA: dataDir, PORT: "0", HOST: "127.0.0.1" }, (l) => lines.push(l));
  });
  afterAll(async () => {
    await service?.stop();
  });

  it("creates the administrator on first start and prints the random password once", async () => {
    const printed = lines.find((l) => l.includes('administrator "admin"'));
    expect(printed).toMatch(/password [A-Za-z][A-Za-z0-9]{15} /);
    const password = printed!.match(/password (\S+)/)![1]!;
    expect(lines.find((l) => l.startsWith("首次启动"))).toContain(`密码 ${password}`);
    const again: string[] = [];
    await service.stop();
    service = await startService({ LABLEDGER_DATA: dataDir, PORT: "0", HOST: "127.0.0.1" }, (l) => again.push(l));
    expect(again.some((l) => l.includes("administrator"))).toBe(false);
    lines.push(printed!);
  });

  it("reports health with mode and log position", async () => {
    const res = await call("/api/health");
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body).toMatchObject({ code: 100, response: { status: "ok", mode: "embedded" } });
    expect(body.response.position).toBeGreaterThanOrEqual(3);
    // Embedded, the API process keeps every read model itself and says so.
    for (const projection of body.response.projections)
      expect(projection.processes, projection.name).toEqual([`command ${hostname()}:${process.pid}`]);
  });

  it("logs in the administrator and returns a token and the user", async () => {
    const password = lines.find((l) => l.includes("administrator"))!.match(/password (\S+)/)![1];
    const res = await call("/api/auth/login", { method: "POST", json: { account: "admin", password } });
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body.code).toBe(100);
    expect(body.response.token).toMatch(/^[\w-]+\.[\w-]+$/);
    expect(body.response.user).toMatchObject({ account: "admin", isOrganisationAdmin: true, language: "zh-CN" });
    const ready = await service.runtime.runners.find((r) => r.projection.name === "members")!.waitFor(body.response.position);
    expect(ready).toBe(true);
    expect((await service.runtime.ports.readStore.find("members", { text: "admin" })).rows[0]).toMatchObject({ loginCount: 1 });
  });

  it("refuses a wrong password with 401 in the caller's language, recording the attempt; an unknown account records nothing", async () => {
    const before = await head();
    const zh = await call("/api/auth/login", { method: "POST", json: { account: "admin", password: "wrong" } });
    expect(zh.status).toBe(401);
    expect(await zh.json()).toEqual({ code: 401, key: "auth.invalidCredentials", message: "账号或密码错误" });
    expect(await head()).toBe(before + 1);
    const en = await call("/api/auth/login", {
      method: "POST",
      json: { account: "nobody", password: "x" },
      language: "en-GB,en;q=0.9",
    });
    expect(await en.json()).toMatchObject({ code: 401, message: "Wrong account or password" });
    expect(await head()).toBe(before + 1);
  });

  it("refuses invalid and malformed bodies with 400, naming the fields", async () => {
    const invalid = await call("/api/auth/login", { method: "POST", json: { account: "" }, language: "en" });
    expect(invalid.status).toBe(400);
    const body = await invalid.json();
    expect(body).toMatchObject({ code: 400, key: "request.invalid" });
    expect(body.message).toContain("account");
    expect(body.message).toContain("password");
    const malformed = await fetch(`${service.url}/api/auth/login`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: "{nope",
    });
    expect(malformed.status).toBe(400);
    expect(await malformed.json()).toMatchObject({ key: "request.malformedJson", message: "请求内容不是有效的 JSON" });
  });

  it("answers an unknown API path with 404 in the envelope", async () => {
    const res = await call("/api/no-such-thing", { language: "en" });
    expect(res.status).toBe(404);
    expect(await res.json()).toMatchObject({
      code: 404,
      key: "route.notFound",
      message: "No such endpoint: GET /api/no-such-thing",
    });
  });

  it("serves an OpenAPI 3.1 document generated from the route table", async () => {
    const doc = await (await call("/api/openapi.json")).json();
    expect(doc.openapi).toBe("3.1.0");
    const login = doc.paths["/api/auth/login"].post;
    expect(login.requestBody.content["application/json"].schema).toMatchObject({
      type: "object",
      required: ["account", "password"],
      properties: { account: { type: "string", maxLength: 50 } },
    });
    expect(Object.keys(doc.paths).sort()).toEqual([...new Set(ROUTES.map((r) => `/api${r.path}`))].sort());
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining(["/api/auth/login", "/api/members/{id}/roles", "/api/settings/watermark"]),
    );
    expect(Object.keys(doc.paths["/api/departments"]).sort()).toEqual(["get", "post"]);
  });

  it("names every path and query parameter in the OpenAPI document", async () => {
    const doc = await (await call("/api/openapi.json")).json();
    const grant = doc.paths["/api/experiments/{id}/modules/{moduleId}/grants/{memberId}"].put;
    expect(grant.parameters.map((p: { name: string; in: string }) => `${p.in}:${p.name}`)).toEqual([
      "path:id",
      "path:moduleId",
      "path:memberId",
    ]);
    const experiments = doc.paths["/api/experiments"].get.parameters;
    expect(experiments).toEqual(
      expect.arrayContaining([
        { name: "pageSize", in: "query", required: false, schema: expect.objectContaining({ type: "integer", maximum: 200 }) },
        expect.objectContaining({ name: "overdue", in: "query", schema: { type: "string", enum: ["true", "false"] } }),
      ]),
    );
    const compare = doc.paths["/api/experiments/{id}/compare"].get.parameters;
    expect(compare.filter((p: { required: boolean }) => p.required).map((p: { name: string }) => p.name)).toEqual([
      "id",
      "from",
      "to",
    ]);
  });

  it("refuses a member route without a session (401) or with a forged token", async () => {
    const none = await call("/api/departments", { language: "en" });
    expect(none.status).toBe(401);
    expect(await none.json()).toMatchObject({ key: "auth.sessionRequired", message: "Please log in first" });
    const forged = await call("/api/departments", { token: "eyJ4IjoxfQ.bad" });
    expect(forged.status).toBe(401);
    expect(await forged.json()).toMatchObject({ key: "auth.sessionExpired", message: "登录已过期，请重新登录" });
  });

  it("creates a department and reads it back at once with ?position (read your writes)", async () => {
    const token = await adminToken();
    const created = await call("/api/departments", { method: "POST", token, json: { name: "有机合成部", parentId: "root" } });
    expect(created.status).toBe(200);
    const { response } = await created.json();
    expect(response.departmentId).toMatch(/^[0-9a-f-]{36}$/);
    const list = await (await call(`/api/departments?keyword=合成&position=${response.position}`, { token })).json();
    expect(list).toMatchObject({
      code: 100,
      total: 1,
      rows: [{ id: response.departmentId, name: "有机合成部", parentId: "root" }],
    });
    const duplicate = await call("/api/departments", {
      method: "POST",
      token,
      json: { name: "有机合成部", parentId: "root" },
      language: "en",
    });
    expect(duplicate.status).toBe(409);
    expect(await duplicate.json()).toMatchObject({
      key: "department.nameTaken",
      message: 'A department named "有机合成部" already exists at this level',
    });
  });

  it("returns the first result for a repeated x-client-command-id and appends nothing", async () => {
    const token = await adminToken();
    const before = await head();
    const send = () => call("/api/departments", { method: "POST", token, commandId: "cmd-42", json: { name: "分析测试中心" } });
    const first = (await (await send()).json()).response;
    const again = (await (await send()).json()).response;
    expect(again).toEqual(first);
    expect(await head()).toBe(before + 1);
  });

  it("refuses a department under an unknown parent with 400 and writes nothing", async () => {
    const token = await adminToken();
    const before = await head();
    const res = await call("/api/departments", { method: "POST", token, json: { name: "x", parentId: "nope" } });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ key: "department.parentNotFound", message: "上级部门不存在" });
    expect(await head()).toBe(before);
  });
});

describe("account lockout over HTTP", () => {
  let service: RunningService;
  const login = (password: string) =>
    fetch(`${service.url}/api/auth/login`, {
      method: "POST",
      headers: { "content-type": "application/json", "accept-language": "en" },
      body: JSON.stringify({ account: "admin", password }),
    });
  beforeAll(async () => {
    const env = { LABLEDGER_DATA: mkdtempSync(join(tmpdir(), "labledger-lock-")), PORT: "0", HOST: "127.0.0.1" };
    service = await startService({ ...env, LABLEDGER_ADMIN_PASSWORD: "Right-2026", LABLEDGER_LOCKOUT_ATTEMPTS: "3" }, () => {});
  });
  afterAll(async () => {
    await service?.stop();
  });

  it("locks the account at the configured number of wrong passwords, then refuses even the right one with 423", async () => {
    expect((await login("wrong-1")).status).toBe(401);
    expect((await login("wrong-2")).status).toBe(401);
    const third = await login("wrong-3");
    expect(third.status).toBe(423);
    expect(await third.json()).toMatchObject({
      key: "auth.lockedNow",
      message: "Wrong password 3 times in a row: the account is locked; try again later",
    });
    const right = await login("Right-2026");
    expect(right.status).toBe(423);
    expect(await right.json()).toMatchObject({ key: "auth.locked" });
    const types = (await service.runtime.ports.events.readStream("member-admin")).map((e) => e.type);
    expect(types).toEqual([
      "MemberRegistered",
      "MemberLoginFailed",
      "MemberLoginFailed",
      "MemberLoginFailed",
      "MemberLockedOut",
      "MemberLoginFailed",
    ]);
  });
});
