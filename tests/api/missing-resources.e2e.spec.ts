import { ROUTES, type RouteDefinition } from "@labledger/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type JsonSchema, sampleOf } from "./bad-input/json-samples";
import { ADMIN_PASSWORD, startTestService } from "./harness";

const PASSWORD = "Member-2026x";
const MISSING = "01900000-0000-7000-8000-000000000000";
/** Routes whose path ids are not looked up before a signature says who may: 403 for a forged one, what they answer instead. */
const SIGNED_LINK = new Set(["getLinkedFile"]);

type Operation = { operationId: string; method: string; path: string; body?: unknown; query: string };

/**
 * Every route with an id in its path answers 404 when the resource does not exist and when the
 * caller may not see it (a record or project of someone else), with a body that passes
 * validation, so the answer comes from the lookup: never 200, 400 or 403, which would tell a
 * caller that an id they cannot see exists, or pretend a change was made.
 */
describe("a missing or invisible resource in the path is 404 on every route", () => {
  let api: Awaited<ReturnType<typeof startTestService>>;
  let admin: string;
  let outsider: string;
  let operations: Operation[];
  const real: Record<string, string> = {};

  const send = async (op: Operation, ids: (name: string) => string, token: string) => {
    const path = op.path.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(ids(name)));
    const res = await api.call(op.method.toUpperCase(), `${path}${op.query}`, {
      token,
      ...(op.body === undefined ? {} : { json: op.body }),
    });
    return { status: res.status, key: ((await res.json()) as { key?: string }).key };
  };
  const json = async (res: Response) => {
    const body = await res.json();
    if (res.status !== 200) throw new Error(JSON.stringify(body));
    return body.response;
  };
  const post = async (path: string, body: unknown) => json(await api.call("POST", path, { token: admin, json: body }));

  beforeAll(async () => {
    api = await startTestService();
    admin = await api.login("admin", ADMIN_PASSWORD);
    const member = await post("/api/members", {
      account: "outsider",
      realName: "Outsider",
      password: PASSWORD,
      departmentId: "root",
    });
    const project = await post("/api/projects", { name: "Private", personal: true });
    const book = await post("/api/notebooks", { name: "Private book" });
    const record = await post("/api/experiments", { notebookId: book.id, title: "Private record" });
    const module = await post(`/api/experiments/${record.id}/modules`, { type: "input", title: "Yield" });
    const task = await post(`/api/projects/${project.id}/tasks`, { name: "Private task" });
    await api.caughtUp(task.position);
    outsider = await api.login("outsider", PASSWORD);
    Object.assign(real, { project: project.id, record: record.id, moduleId: module.moduleId, memberId: member.memberId });
    Object.assign(real, { taskId: task.id });
    const doc = (await (await api.call("GET", "/api/openapi.json")).json()) as {
      paths: Record<string, Record<string, OpenApiOperation>>;
    };
    operations = Object.entries(doc.paths).flatMap(([path, methods]) =>
      Object.entries(methods)
        .filter(() => path.includes("{"))
        .map(([method, op]) => operationOf(path, method, op)),
    );
  });
  afterAll(async () => {
    await api?.service.stop();
  });

  const withIds = (route: RouteDefinition) => route.path.includes("{");
  const parentOf = (path: string) => (path.startsWith("/api/projects/") ? real.project! : real.record!);
  const ownedByOthers = (path: string) => /^\/api\/(projects|experiments)\/\{id\}/.test(path);

  for (const route of ROUTES.filter(withIds)) {
    const label = `${route.method.toUpperCase()} /api${route.path}`;
    const operation = () => operations.find((o) => o.operationId === route.operationId)!;
    if (SIGNED_LINK.has(route.operationId)) {
      it(`${label}: a link's signature is its authorisation, so a forged link is 403 before any lookup`, async () => {
        expect(await send(operation(), () => MISSING, admin)).toEqual({ status: 403, key: "attachment.linkExpired" });
      });
      continue;
    }

    it(`${label}: 404 for an id that does not exist`, async () => {
      const answer = await send(operation(), () => MISSING, admin);
      expect(answer.status, JSON.stringify(answer)).toBe(404);
    });

    const names = [...route.path.matchAll(/\{(\w+)\}/g)].map(([, name]) => name!);
    for (const child of names.slice(1))
      it(`${label}: 404 for a ${child} that does not exist in a real parent`, async () => {
        const op = operation();
        const ids = (name: string) => (name === child ? MISSING : name === "id" ? parentOf(op.path) : (real[name] ?? MISSING));
        const answer = await send(op, ids, admin);
        expect(answer.status, JSON.stringify(answer)).toBe(404);
      });

    if (ownedByOthers(`/api${route.path}`))
      it(`${label}: 404 for someone else's private ${route.path.startsWith("/projects") ? "project" : "record"}`, async () => {
        const op = operation();
        const ids = (name: string) => (name === "id" ? parentOf(op.path) : (real[name] ?? MISSING));
        const answer = await send(op, ids, outsider);
        expect(answer.status, JSON.stringify(answer)).toBe(404);
        expect(answer.key).toMatch(/^(experiment|project)\.notFound$/);
      });
  }

  it("still closes a record for its owner (200), and a record they may see", async () => {
    const open = await api.call("POST", `/api/experiments/${real.record}/open`, { token: admin });
    expect(open.status).toBe(200);
    const closed = await api.call("DELETE", `/api/experiments/${real.record}/open`, { token: admin });
    expect({ status: closed.status, body: await closed.json() }).toMatchObject({ status: 200, body: { code: 100 } });
  });
});

interface OpenApiOperation {
  operationId: string;
  parameters?: Array<{ name: string; in: string; required: boolean; schema: JsonSchema }>;
  requestBody?: { content: Record<string, { schema: JsonSchema }> };
}

/** A request that passes validation: every field filled (PATCH needs at least one), required query parameters given. */
function operationOf(path: string, method: string, op: OpenApiOperation): Operation {
  const schema = op.requestBody?.content["application/json"]?.schema;
  const query = (op.parameters ?? [])
    .filter((p) => p.in === "query" && (p.required || p.name === "position"))
    .map((p) => `${p.name}=${encodeURIComponent(String(sampleOf(p.schema)))}`);
  return {
    operationId: op.operationId,
    method,
    path,
    ...(schema ? { body: sampleOf(schema, { optional: method === "patch" }) } : {}),
    query: query.length > 0 ? `?${query.join("&")}` : "",
  };
}
