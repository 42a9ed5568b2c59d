import { decideAccess, type Principal } from "@labledger/domain";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ROUTES } from "../../services/command/src/http/routes";
import { ADMIN_PASSWORD, startTestService } from "./harness";

/**
 * Every operation of the route table × every kind of caller, expected outcome computed from
 * the route's own access rule: a route added to the API is in this matrix automatically.
 */
describe("authorization matrix: every route × every caller", () => {
  let api: Awaited<ReturnType<typeof startTestService>>;
  const callers: Record<string, { token?: string; principal?: Principal }> = {};
  beforeAll(async () => {
    api = await startTestService();
    const admin = await api.login("admin", ADMIN_PASSWORD);
    await api.call("POST", "/api/members", {
      token: admin,
      json: { account: "plain.member", realName: "普通成员", password: "Member-2026", departmentId: "root" },
    });
    callers.anonymous = {};
    callers.member = {
      token: await api.login("plain.member", "Member-2026"),
      principal: { isOrganisationAdmin: false, permissions: new Set() },
    };
    callers["organisation admin"] = { token: admin, principal: { isOrganisationAdmin: true, permissions: new Set() } };
  });
  afterAll(async () => {
    await api?.service.stop();
  });

  it("covers at least every route there is", () => {
    expect(ROUTES.length).toBeGreaterThanOrEqual(7);
  });

  for (const route of ROUTES) {
    for (const caller of ["anonymous", "member", "organisation admin"]) {
      it(`${route.method.toUpperCase()} /api${route.path} as ${caller}`, async () => {
        const { token, principal } = callers[caller]!;
        const path = route.path.replace(/\{\w+\}/g, "00000000-0000-7000-8000-000000000000");
        // An empty body: allowed callers get past the guard and are refused by validation instead.
        const res = await api.call(route.method.toUpperCase(), `/api${path}`, { token, ...(route.body ? { json: {} } : {}) });
        const body = await res.json();
        const expected = decideAccess(route.access, principal);
        if (expected === "unauthenticated") expect(res.status).toBe(401);
        else if (expected === "forbidden")
          expect({ status: res.status, key: body.key }).toEqual({ status: 403, key: "auth.forbidden" });
        else {
          expect(res.status).not.toBe(401);
          expect(res.status).not.toBe(403);
          expect(body.key).not.toBe("route.notFound");
        }
      });
    }
  }
});
