import { ROUTES } from "@labledger/contracts";
import {
  BUILT_IN_ROLES,
  decideAccess,
  type MemberFacts,
  normalisePermissions,
  type Principal,
  principalOf,
  type Role,
} from "@labledger/domain";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ADMIN_PASSWORD, startTestService } from "./harness";

const PASSWORD = "Member-2026";
const customRole = {
  name: "Team manager",
  description: "Manages members and their roles",
  permissions: normalisePermissions([
    { permissionCode: "MemberManage", isActive: true },
    { permissionCode: "PermissioManage", isActive: true },
  ]),
  viewingLevels: { project: "department", task: "allInProject", experiment: "allInProject" },
} as const;

/** Each kind of caller: how to make one, and the facts its expected rights are computed from. */
const CALLERS: Record<string, { account?: string; departmentId?: string; facts?: MemberFacts; admin?: boolean }> = {
  anonymous: {},
  member: {
    account: "plain.member",
    facts: { isOrganisationAdmin: false, isDepartmentHeader: false, isTrial: false, roleIds: [] },
  },
  "department header": {
    account: "dept.header",
    facts: { isOrganisationAdmin: false, isDepartmentHeader: true, isTrial: false, roleIds: [] },
  },
  "custom role": {
    account: "role.holder",
    facts: { isOrganisationAdmin: false, isDepartmentHeader: false, isTrial: false, roleIds: ["custom"] },
  },
  "trial account": {
    account: "trial.user",
    departmentId: "1",
    facts: { isOrganisationAdmin: false, isDepartmentHeader: false, isTrial: true, roleIds: [] },
  },
  "organisation admin": {
    account: "admin",
    admin: true,
    facts: { isOrganisationAdmin: true, isDepartmentHeader: false, isTrial: false, roleIds: [] },
  },
};

/** Calls that change the caller's own session run in a session of their own. */
const SESSION_CHANGING = new Set(["logout", "lockScreen"]);

/**
 * Every operation of the route table × every kind of caller, the expected outcome computed
 * from the route's own access rule and the caller's roles: a route added to the API is in
 * this matrix automatically, and a route served without a row in the table fails it.
 */
describe("authorization matrix: every route × every caller", () => {
  let api: Awaited<ReturnType<typeof startTestService>>;
  const tokens: Record<string, string | undefined> = {};
  const principals: Record<string, Principal | undefined> = {};
  const passwordOf = (caller: string) => (CALLERS[caller]!.admin ? ADMIN_PASSWORD : PASSWORD);

  beforeAll(async () => {
    api = await startTestService();
    const admin = await api.login("admin", ADMIN_PASSWORD);
    const json = async (res: Response) => (await res.json()).response;
    const { roleId } = await json(await api.call("POST", "/api/roles", { token: admin, json: customRole }));
    const roles = new Map<string, Role>(
      [...BUILT_IN_ROLES, { ...customRole, roleId: "custom", builtIn: false }].map((r) => [r.roleId, r]),
    );
    for (const [caller, { account, departmentId, facts, admin: isAdmin }] of Object.entries(CALLERS)) {
      if (account && !isAdmin) {
        const created = await json(
          await api.call("POST", "/api/members", {
            token: admin,
            json: { account, realName: caller, password: PASSWORD, departmentId: departmentId ?? "root" },
          }),
        );
        if (facts?.isDepartmentHeader)
          await api.call("PATCH", `/api/members/${created.memberId}`, { token: admin, json: { isDepartmentHeader: true } });
        if (facts?.roleIds.length)
          await api.call("PUT", `/api/members/${created.memberId}/roles`, { token: admin, json: { roleIds: [roleId] } });
      }
      principals[caller] = facts && principalOf(facts, roles);
    }
    await api.caughtUp((await json(await api.call("GET", "/api/health"))).position);
    for (const [caller, { account }] of Object.entries(CALLERS))
      tokens[caller] = account ? await api.login(account, passwordOf(caller)) : undefined;
  });
  afterAll(async () => {
    await api?.service.stop();
  });

  it("has a row for every route the server answers, and the server answers every row", () => {
    const router = (
      api.service.app.getHttpAdapter().getInstance() as {
        router: { stack: Array<{ route?: { path: string; methods: Record<string, boolean> } }> };
      }
    ).router;
    const served = router.stack
      .filter((layer) => layer.route?.path.startsWith("/api/"))
      .flatMap((layer) => Object.keys(layer.route!.methods).map((m) => `${m} ${layer.route!.path}`))
      .sort();
    const table = ROUTES.map((r) => `${r.method} /api${r.path.replace(/\{(\w+)\}/g, ":$1")}`).sort();
    expect(served).toEqual(table);
  });

  it("gives each caller the rights it was set up with", async () => {
    const res = await api.call("GET", "/api/permissions/me", { token: tokens["custom role"] });
    const rows = (await res.json()).rows as Array<{ permissionCode: string; isActive: boolean }>;
    expect(rows.filter((r) => r.isActive).map((r) => r.permissionCode)).toContain("PermissioManage");
  });

  for (const route of ROUTES) {
    for (const caller of Object.keys(CALLERS)) {
      it(`${route.method.toUpperCase()} /api${route.path} as ${caller}`, async () => {
        const account = CALLERS[caller]!.account;
        const token =
          account && SESSION_CHANGING.has(route.operationId) ? await api.login(account, passwordOf(caller)) : tokens[caller];
        const path = route.path.replace(/\{\w+\}/g, "00000000-0000-7000-8000-000000000000");
        // An empty body: allowed callers get past the guard and are refused by validation instead.
        const res = await api.call(route.method.toUpperCase(), `/api${path}`, { token, ...(route.body ? { json: {} } : {}) });
        const body = await res.json();
        const expected = decideAccess(route, principals[caller]);
        if (expected === "unauthenticated") expect(res.status).toBe(401);
        else if (expected === "forbidden")
          expect({ status: res.status, key: body.key }).toEqual({ status: 403, key: "auth.forbidden" });
        else if (expected === "trial-account")
          expect({ status: res.status, key: body.key }).toEqual({ status: 403, key: "auth.trialAccount" });
        else {
          expect(res.status, JSON.stringify(body)).not.toBe(401);
          expect(res.status, JSON.stringify(body)).not.toBe(403);
          expect(body.key).not.toBe("route.notFound");
        }
      });
    }
  }
});
