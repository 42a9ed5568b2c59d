import { type LoginResult, ROUTES, type RouteDefinition } from "@labledger/contracts";
import { UNSIGNED_PAYLOAD } from "@labledger/domain";
import { Validator } from "@seriousme/openapi-schema-validator";
import Ajv2020 from "ajv/dist/2020";
import { type AxiosError, isAxiosError } from "axios";
import { OpenAPIClientAxios } from "openapi-client-axios";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ADMIN_PASSWORD, keyedHeaders, startTestService } from "./harness";

type Operation = {
  operationId: string;
  parameters: Array<{ name: string; in: string; required: boolean }>;
  requestBody?: { content: Record<string, { schema: { properties?: Record<string, unknown>; required?: string[] } }> };
  responses: Record<string, unknown>;
  security?: unknown[];
};
type Document = { paths: Record<string, Record<string, Operation>>; components: { schemas: { Problem: object } } };

const PNG = Buffer.from(
  "89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d49444154789c6360000002000154a24f5d0000000049454e44ae426082",
  "hex",
);

describe("the OpenAPI document", () => {
  let api: Awaited<ReturnType<typeof startTestService>>;
  let document: Document;
  const operation = (route: RouteDefinition) => document.paths[`/api${route.path}`]?.[route.method];
  const byId = (operationId: string) => ROUTES.find((route) => route.operationId === operationId)!;
  const routeOf = (method: string, path: string) =>
    ROUTES.find(
      (route) =>
        route.method === method.toLowerCase() &&
        new RegExp(`^/api${route.path.replace(/\{\w+\}/g, "[^/]+")}$`).test(path) &&
        !(route.path.endsWith("}") && /\/(mine|records|export|counts|me)$/.test(path)),
    )!;

  beforeAll(async () => {
    api = await startTestService();
    document = await (await api.call("GET", "/api/openapi.json")).json();
  });
  afterAll(async () => {
    await api?.service.stop();
  });

  it("is valid OpenAPI 3.1 by a maintained validator (which refuses a broken copy)", async () => {
    const result = await new Validator().validate(structuredClone(document) as never);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
    expect((document as unknown as { openapi: string }).openapi).toBe("3.1.0");
    const broken = structuredClone(document);
    broken.paths["/api/members/{id}"]!.get!.parameters[0]!.required = false;
    expect((await new Validator().validate(broken as never)).valid).toBe(false);
  });

  it("holds every route of the table, with every {path} parameter and query property declared", () => {
    for (const route of ROUTES) {
      const op = operation(route);
      expect(op?.operationId, `${route.method} ${route.path}`).toBe(route.operationId);
      const declared = (where: string) => op!.parameters.filter((p) => p.in === where).map((p) => p.name);
      const inPath = [...route.path.matchAll(/\{(\w+)\}/g)].map(([, name]) => name);
      expect(declared("path").sort(), route.operationId).toEqual(inPath.sort());
      expect(declared("query").sort(), route.operationId).toEqual(Object.keys(route.query?.shape ?? {}).sort());
    }
  });

  it("declares the multipart upload's fields and files, and the refusals each route can give", () => {
    const upload = operation(byId("uploadAttachments"))!.requestBody!.content["multipart/form-data"]!.schema;
    expect(Object.keys(upload.properties ?? {}).sort()).toEqual(["files", "moduleId", "reason"]);
    expect(upload.required).toEqual(["moduleId", "files"]);
    const statuses = (id: string) => Object.keys(operation(byId(id))!.responses).filter((s) => /^\d+$/.test(s));
    expect(statuses("getHealth")).toEqual(["200"]);
    expect(statuses("login")).toEqual(["200", "400", "401", "403", "413", "415", "423"]);
    expect(statuses("listMembers")).toEqual(["200", "400", "401", "403", "423"]);
    expect(statuses("getMe")).toEqual(["200", "401"]);
    expect(statuses("uploadAttachments")).toEqual(["200", "400", "401", "403", "404", "409", "413", "423"]);
    expect(operation(byId("getHealth"))!.security).toEqual([]);
  });

  it("drives a client: a list filtered by query parameters, a read at ?position=, a multipart upload, a refusal", async () => {
    const client = await new OpenAPIClientAxios({
      definition: document as never,
      axiosConfigDefaults: { baseURL: api.service.url },
    }).init();
    // Every JSON answer must match what the document says the operation answers (its status's schema).
    const ajv = new Ajv2020({ strict: false, allErrors: true });
    const answered: string[] = [];
    client.interceptors.response.use(
      (response) => {
        const sent = new URL(client.getUri(response.config));
        const { operationId } = routeOf(response.config.method!, sent.pathname);
        const op = operation(byId(operationId))!;
        const declared = (op.responses["200"] as { content: Record<string, { schema: object }> }).content["application/json"];
        if (declared) {
          const valid = ajv.validate(declared.schema, response.data);
          expect(valid, `${operationId}: ${JSON.stringify(ajv.errors)}`).toBe(true);
        }
        answered.push(operationId);
        return response;
      },
      (error: AxiosError) => {
        const body = error.response?.data;
        if (body && !(body instanceof ArrayBuffer))
          expect(ajv.validate(document.components.schemas.Problem, body), ajv.errorsText()).toBe(true);
        throw error;
      },
    );
    let session: LoginResult | undefined;
    // Every call of a session is signed (README, Calling the API): over the URL and the bytes axios will send.
    client.interceptors.request.use((config) => {
      if (!session) return config;
      const sent = new URL(client.getUri(config));
      let body: string | typeof UNSIGNED_PAYLOAD | undefined;
      if (config.data instanceof FormData) body = UNSIGNED_PAYLOAD;
      else if (config.data != null) {
        body = JSON.stringify(config.data);
        config.data = body;
        config.headers.set("content-type", "application/json");
      }
      const method = config.method!.toUpperCase();
      config.headers.set({
        token: session.token,
        ...keyedHeaders(session.signingKey, { method, url: sent.pathname + sent.search, ...(body ? { body } : {}) }),
      });
      return config;
    });
    const call = client as unknown as Record<string, (...args: unknown[]) => Promise<{ data: Record<string, unknown> }>>;
    const answer = async <T>(request: Promise<{ data: Record<string, unknown> }>) => (await request).data.response as T;

    session = await answer<LoginResult>(call.login!(null, { account: "admin", password: ADMIN_PASSWORD }));
    expect(session.signingKey).toBeTruthy();

    for (const name of ["Grignard 放大", "Suzuki coupling"]) await answer(call.createProject!(null, { name, description: "" }));
    const created = await answer<{ id: string; position: number }>(call.createProject!(null, { name: "Grignard 小试" }));
    const filtered = await call.listProjects!({
      keyword: "Grignard",
      status: "Waiting",
      pageSize: 1,
      position: created.position,
    });
    expect(filtered.data).toMatchObject({ code: 100, total: 2 });
    expect(filtered.data.rows).toHaveLength(1);

    const book = await answer<{ id: string }>(call.createNotebook!(null, { name: "光谱", projectId: created.id }));
    const record = await answer<{ id: string }>(call.createExperiment!(null, { notebookId: book.id, title: "NMR" }));
    const module = await answer<{ moduleId: string; position: number }>(
      call.addModule!({ id: record.id }, { type: "attachment", title: "Spectra" }),
    );
    const renamed = await answer<{ position: number }>(call.updateExperiment!({ id: record.id }, { title: "NMR 1H" }));

    const before = await answer<{ record: { title: string; modules: unknown[] }; nextPosition: number | null }>(
      call.getExperimentAt!({ id: record.id, position: module.position }),
    );
    expect(before.record).toMatchObject({ title: "NMR", modules: [expect.objectContaining({ title: "Spectra" })] });
    expect(before.nextPosition).toBe(renamed.position);

    const form = new FormData();
    form.append("moduleId", module.moduleId);
    form.append("files", new Blob([PNG], { type: "image/png" }), "spectrum.png");
    const uploaded = await answer<{ files: Array<{ name: string; mediaType: string; sha256: string }> }>(
      call.uploadAttachments!({ id: record.id }, form),
    );
    expect(uploaded.files).toMatchObject([{ name: "spectrum.png", mediaType: "image/png" }]);
    const file = await call.downloadAttachment!({ id: record.id, sha256: uploaded.files[0]!.sha256 }, null, {
      responseType: "arraybuffer",
    });
    expect(Buffer.from(file.data as unknown as ArrayBuffer).equals(PNG)).toBe(true);

    // The reads the console lives on answer what the contracts say (checked by the response interceptor).
    await call.getExperiment!({ id: record.id });
    await call.listExperiments!({ projectId: created.id, notebookId: book.id });
    await call.getProject!({ id: created.id });
    await call.createTask!({ id: created.id }, { name: "Titration" });
    await call.listProjectTasks!({ id: created.id });
    await call.listMyTasks!({ overdue: "false" });
    await call.listNotebooks!({ keyword: "光谱" });
    for (const read of [
      "getMe",
      "listMembers",
      "listRoles",
      "listDepartments",
      "listApprovalFlows",
      "listApprovals",
      "getMessageCounts",
    ])
      await call[read]!();
    await call.getExperimentTrace!({ id: record.id, pageIndex: 1, pageSize: 5 });
    await call.getExperimentVerification!({ id: record.id });
    await call.searchAuditTrail!({ experimentId: record.id, action: 2 });
    expect(answered).toContain("searchAuditTrail");

    const missing = await call.getProject!({ id: "no-such-project" }).catch((error: unknown) => error);
    expect(isAxiosError(missing)).toBe(true);
    const refused = (missing as AxiosError).response!;
    expect(refused.status).toBe(404);
    expect(Object.keys(operation(byId("getProject"))!.responses)).toContain("404");
    expect(refused.data).toMatchObject({ code: 404, key: expect.any(String), message: expect.any(String) });
  });
});
