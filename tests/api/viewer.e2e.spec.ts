import { canView } from "@labledger/domain";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { resolveSession } from "../../services/command/src/auth/sessions";
import { loadViewer } from "../../services/command/src/auth/viewer";
import { ADMIN_PASSWORD, signedHeaders, startTestService } from "./harness";

const PASSWORD = "Chem-lab-2026";

describe("the viewer a session sees with (spec §6 viewing levels)", () => {
  let api: Awaited<ReturnType<typeof startTestService>>;
  let admin: string;
  const json = async (res: Response) => (await res.json()).response;
  /** The viewer of a logged-in member, through the same session check every request goes through. */
  const viewerOf = async (token: string) => {
    const request = { headers: signedHeaders(token, api.userOf(token)) } as never;
    return loadViewer(api.service.runtime, (await resolveSession(api.service.runtime, request))!);
  };
  beforeAll(async () => {
    api = await startTestService();
    admin = await api.login("admin", ADMIN_PASSWORD);
  });
  afterAll(async () => {
    await api?.service.stop();
  });

  it("covers the member's department and its sub-departments, and widens with the header role", async () => {
    const chem = (
      await json(await api.call("POST", "/api/departments", { token: admin, json: { name: "化学部", parentId: "root" } }))
    ).departmentId;
    const organic = (
      await json(await api.call("POST", "/api/departments", { token: admin, json: { name: "有机组", parentId: chem } }))
    ).departmentId;
    await api.call("POST", "/api/departments", { token: admin, json: { name: "生物部", parentId: "root" } });
    const { memberId } = await json(
      await api.call("POST", "/api/members", {
        token: admin,
        json: { account: "wu.head", realName: "吴", password: PASSWORD, departmentId: chem },
      }),
    );
    const { position } = await json(
      await api.call("PATCH", `/api/members/${memberId}`, { token: admin, json: { isDepartmentHeader: true } }),
    );
    await api.caughtUp(position);
    const viewer = await viewerOf(await api.login("wu.head", PASSWORD));
    expect([...viewer.departmentIds].sort()).toEqual([chem, organic].sort());
    expect([...viewer.levels.project].sort()).toEqual(["department", "own"]);
    const organicProject = { ownerId: "someone", departmentId: organic, projectId: "p1" };
    expect(canView(viewer, "project", organicProject)).toBe(true);
    expect(canView(viewer, "project", { ...organicProject, departmentId: "root" })).toBe(false);
    const adminViewer = await viewerOf(admin);
    expect(canView(adminViewer, "experiment", { ownerId: "anyone", departmentId: "elsewhere" })).toBe(true);
  });
});
