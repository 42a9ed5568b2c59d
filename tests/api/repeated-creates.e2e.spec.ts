import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ADMIN_PASSWORD, startTestService } from "./harness";

const PASSWORD = "Chem-lab-2026";

/** The number that follows `number` in its series (its trailing serial plus one). */
const nextAfter = (number: string) => number.replace(/\d+$/, (serial) => String(Number(serial) + 1).padStart(serial.length, "0"));

/**
 * A client may send a create again with the same x-client-command-id (a lost answer, a retry):
 * it gets the first answer — same id, number and position — and nothing is appended, nor is a
 * number given out for nothing.
 */
describe("a create sent again with the same client command id", () => {
  let api: Awaited<ReturnType<typeof startTestService>>;
  const tokens: Record<"admin" | "chemist", string> = { admin: "", chemist: "" };
  let project: { id: string };
  let record: { id: string };
  let book: { id: string };
  const ok = async (r: Response) => {
    const body = await r.json();
    expect(r.status, JSON.stringify(body)).toBe(200);
    return body.response;
  };
  const head = async () => (await (await api.call("GET", "/api/health")).json()).response.position as number;

  beforeAll(async () => {
    api = await startTestService();
    tokens.admin = await api.login("admin", ADMIN_PASSWORD);
    await ok(
      await api.call("POST", "/api/members", {
        token: tokens.admin,
        json: { account: "repeat.chemist", realName: "重复 化学", password: PASSWORD, departmentId: "root" },
      }),
    );
    tokens.chemist = await api.login("repeat.chemist", PASSWORD);
    const post = async (path: string, json: unknown) => ok(await api.call("POST", path, { token: tokens.chemist, json }));
    project = await post("/api/projects", { name: "Repeat scouting" });
    book = await post("/api/notebooks", { name: "Repeat book" });
    record = await post("/api/experiments", { notebookId: book.id, title: "Source" });
  });
  afterAll(async () => {
    await api?.service.stop();
  });

  interface Case {
    readonly route: string;
    readonly as: keyof typeof tokens;
    readonly path: () => string;
    readonly json: () => unknown;
    /** A numbered create: the next one of its kind (sent without a command id) gets the next number. */
    readonly next?: () => { path: string; json: unknown };
  }
  const cases: Case[] = [
    {
      route: "record book",
      as: "chemist",
      path: () => "/api/notebooks",
      json: () => ({ name: "Repeated book" }),
      next: () => ({ path: "/api/notebooks", json: { name: "Following book" } }),
    },
    {
      route: "record",
      as: "chemist",
      path: () => "/api/experiments",
      json: () => ({ notebookId: book.id, title: "Repeated record" }),
      next: () => ({ path: "/api/experiments", json: { notebookId: book.id, title: "Following record" } }),
    },
    {
      route: "record clone",
      as: "chemist",
      path: () => `/api/experiments/${record.id}/clone`,
      json: () => ({ notebookId: book.id, title: "Repeated clone" }),
      next: () => ({ path: `/api/experiments/${record.id}/clone`, json: { notebookId: book.id } }),
    },
    {
      route: "module",
      as: "chemist",
      path: () => `/api/experiments/${record.id}/modules`,
      json: () => ({ type: "editor", title: "Procedure" }),
    },
    {
      route: "project",
      as: "chemist",
      path: () => "/api/projects",
      json: () => ({ name: "Repeated project" }),
      next: () => ({ path: "/api/projects", json: { name: "Following project" } }),
    },
    { route: "task", as: "chemist", path: () => `/api/projects/${project.id}/tasks`, json: () => ({ name: "Repeated task" }) },
    { route: "department", as: "admin", path: () => "/api/departments", json: () => ({ name: "重复测试部", parentId: "root" }) },
    {
      route: "member",
      as: "admin",
      path: () => "/api/members",
      json: () => ({ account: "repeat.member", realName: "Repeat Member", password: PASSWORD, departmentId: "root" }),
    },
    {
      route: "role",
      as: "admin",
      path: () => "/api/roles",
      json: () => ({
        name: "Repeat reviewer",
        description: "Reviews repeats",
        permissions: [],
        viewingLevels: { project: "department", task: "allInProject", experiment: "allInProject" },
      }),
    },
    {
      route: "approval flow",
      as: "admin",
      path: () => "/api/flows",
      json: () => ({ name: "Repeat sign-off", nodes: [{ name: "QA", reviewers: [{ kind: "projectManager" }] }] }),
    },
    { route: "dictionary item", as: "admin", path: () => "/api/dictionaries", json: () => ({ category: "unit", name: "µmol" }) },
  ];

  it.each(cases)("$route: answers the first result again and appends nothing", async ({ route, as, path, json, next }) => {
    const token = tokens[as];
    const send = () => api.call("POST", path(), { token, json: json(), commandId: `repeat-${route}` });
    const before = await head();
    const first = await ok(await send());
    const afterFirst = await head();
    expect(afterFirst).toBeGreaterThan(before);
    expect(first.position).toBe(afterFirst);
    const again = await ok(await send());
    expect(again).toEqual(first);
    expect(await head()).toBe(afterFirst);
    if (next) {
      const following = next();
      const then = await ok(await api.call("POST", following.path, { token, json: following.json }));
      expect(then.number).toBe(nextAfter(first.number));
    }
  });

  it("refuses a create whose command id the member already used for another command, in their language", async () => {
    const commandId = "repeat-reused";
    await ok(
      await api.call("PATCH", `/api/experiments/${record.id}`, { token: tokens.chemist, commandId, json: { title: "Renamed" } }),
    );
    const reused = await api.call("POST", "/api/projects", {
      token: tokens.chemist,
      commandId,
      json: { name: "Reused id" },
      language: "en",
    });
    expect(reused.status).toBe(409);
    expect(await reused.json()).toEqual({
      code: 409,
      key: "request.commandIdReused",
      message: "This command id was already used for another command: send a new x-client-command-id",
    });
  });
});
