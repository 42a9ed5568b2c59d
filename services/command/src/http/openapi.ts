import {
  fileMediaTypes,
  isBare,
  isEventStream,
  isPage,
  Problem,
  type RefusalStatus,
  ROUTES,
  type RouteDefinition,
} from "@labledger/contracts";
import { KEYED_HEADERS } from "@labledger/domain";
import { z } from "zod";
import { SESSION_COOKIE } from "../auth/session-cookie";

type JsonSchema = Record<string, unknown>;

const schema = (s: z.ZodType, io: "input" | "output" = "input") => {
  const { $schema: _drop, ...json } = z.toJSONSchema(s, { io, unrepresentable: "any" }) as JsonSchema;
  return json;
};

const PATH_PARAMETERS: Record<string, string> = {
  id: "The resource's id (a record, project, member, role, flow, approval, dictionary item)",
  moduleId: "A module of the record",
  memberId: "A member's id",
  taskId: "A task of the project",
  sha256: "The file's SHA-256, lower-case hex",
  version: "A submitted version's number (1, 2, …)",
};

/** Each `{name}` of the path. */
export const pathParameters = (path: string) =>
  [...path.matchAll(/\{(\w+)\}/g)].map(([, name]) => ({
    name: name!,
    in: "path",
    required: true,
    ...(PATH_PARAMETERS[name!] ? { description: PATH_PARAMETERS[name!] } : {}),
    schema: { type: "string", minLength: 1 },
  }));

/** The route's query schema, one parameter per property (descriptions lifted out of the schema, as OpenAPI places them). */
function queryParameters(query: z.ZodObject | undefined) {
  if (!query) return [];
  const json = schema(query) as { properties?: Record<string, JsonSchema>; required?: string[] };
  return Object.entries(json.properties ?? {}).map(([name, { description, ...property }]) => ({
    name,
    in: "query",
    required: json.required?.includes(name) ?? false,
    ...(description === undefined ? {} : { description }),
    schema: property,
  }));
}

/** A Server-Sent Events route resumes after the last event the client received (what EventSource sends on reconnect). */
function streamParameters(route: RouteDefinition) {
  if (!isEventStream(route.response)) return [];
  const description = "The id of the last event received: the stream resumes after it (the query's `after` wins)";
  return [{ name: "Last-Event-ID", in: "header", required: false, description, schema: { type: "string", pattern: "^\\d+$" } }];
}

function requestBody(route: RouteDefinition) {
  if (route.multipart) {
    const fields = schema(route.multipart.fields) as { properties?: JsonSchema; required?: string[] };
    const file = { type: "string", contentMediaType: "application/octet-stream" };
    return {
      required: true,
      content: {
        "multipart/form-data": {
          schema: {
            type: "object",
            required: [...(fields.required ?? []), "files"],
            properties: {
              ...fields.properties,
              files: { type: "array", minItems: 1, items: file, description: route.multipart.files },
            },
          },
          encoding: { files: { contentType: "application/octet-stream" } },
        },
      },
    };
  }
  if (route.body) return { required: true, content: { "application/json": { schema: schema(route.body) } } };
  return undefined;
}

const SUCCESS = { code: { const: 100 }, message: { type: "string" } };

/** The success answer: a file's bytes, a page `{code, message, rows, total}`, or `{code, message, response}`. */
function success(route: RouteDefinition) {
  const files = fileMediaTypes(route.response);
  if (files) {
    const stream = isEventStream(route.response);
    const contentMediaType = stream ? "text/event-stream" : "application/octet-stream";
    const bytes = { type: "string", contentMediaType, description: route.response.description };
    const description = stream ? "Server-Sent Events (the connection stays open)" : "The file";
    return { description, content: Object.fromEntries(files.map((type) => [type, { schema: bytes }])) };
  }
  const answer = schema(route.response, "output");
  if (isBare(route.response)) return { description: "Success", content: { "application/json": { schema: answer } } };
  const envelope = isPage(route.response)
    ? {
        type: "object",
        required: ["code", "message", "rows", "total"],
        properties: { ...SUCCESS, ...(answer.properties as JsonSchema) },
      }
    : { type: "object", required: ["code", "message", "response"], properties: { ...SUCCESS, response: answer } };
  return { description: "Success (code 100)", content: { "application/json": { schema: envelope } } };
}

const REFUSALS: Record<RefusalStatus, string> = {
  400: "The request is invalid: a field, the path, the query or a rule of the domain (details say which field)",
  401: "No live session, or a token or request signature that does not check out",
  403: "Not allowed: the route's right, a trial account, an expired password, or the domain's rule",
  404: "Not found, or not visible to the caller",
  409: "Conflict: a stale version (another write came first) or the state does not allow it",
  410: "Gone: what was asked for no longer is (an export file expired or its downloads used up)",
  413: "The body is too large",
  415: "A JSON body in a charset or content encoding the server does not take",
  423: "Locked: the screen, the record, the module being edited by another, or the account",
};

/** Which refusals a route can give, derived from its access, body and path (plus its own `refuses`). */
export function refusalsOf(route: RouteDefinition): RefusalStatus[] {
  const member = route.access !== "public";
  const write = route.method !== "get";
  const statuses = new Set<RefusalStatus>(route.refuses);
  if (route.body || route.multipart || route.query || route.path.includes("{") || write) statuses.add(400);
  if (member) statuses.add(401);
  if (member && (route.access !== "member" || route.deniedToTrialAccounts || !route.allowsExpiredPassword)) statuses.add(403);
  if (route.path.includes("{")) statuses.add(404);
  if (member && write) statuses.add(409);
  if (route.body || route.multipart) statuses.add(413);
  if (route.body) statuses.add(415);
  if (member && !route.allowsLockedSession) statuses.add(423);
  return [...statuses].sort();
}

const refusal = (status: RefusalStatus) => ({
  description: REFUSALS[status],
  content: { "application/json": { schema: { $ref: "#/components/schemas/Problem" } } },
});

/** Who may call: a session (token header, bearer or cookie) AND the keyed request signature with the session's key. */
const SIGNED = { timestamp: [], nonce: [], signature: [] };
const SECURITY = [
  { token: [], ...SIGNED },
  { bearer: [], ...SIGNED },
  { cookie: [], ...SIGNED },
  { token: [], userid: [], legacyTimestamp: [], sign: [] },
];

/** OpenAPI 3.1 for the whole API, generated from the route table's zod schemas. */
export function openApiDocument(version: string) {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const route of ROUTES) {
    const body = requestBody(route);
    paths[`/api${route.path}`] ??= {};
    paths[`/api${route.path}`]![route.method] = {
      operationId: route.operationId,
      summary: route.summary,
      tags: [route.tag],
      ...(route.access === "public" ? { security: [] } : {}),
      parameters: [...pathParameters(route.path), ...queryParameters(route.query), ...streamParameters(route)],
      ...(body ? { requestBody: body } : {}),
      responses: {
        "200": success(route),
        ...Object.fromEntries(refusalsOf(route).map((status) => [String(status), refusal(status)])),
        default: {
          description: "Any other failure (500 system.error)",
          content: { "application/json": { schema: { $ref: "#/components/schemas/Problem" } } },
        },
      },
    };
  }
  return {
    openapi: "3.1.0",
    info: {
      title: "LabLedger API",
      version,
      description:
        "Electronic lab notebook. Responses use the envelope {code, message, response} (lists: {code, message, rows, total}); success is code 100; a refusal is {code, key, message} with the HTTP status. A logged-in call is signed: x-ll-timestamp, x-ll-nonce and x-ll-signature with the session's signing key (README, Calling the API), or the spec's userid, timestamp and sign beside a token header; the session cookie alone is never enough.",
    },
    components: {
      schemas: { Problem: schema(Problem, "output") },
      securitySchemes: {
        token: { type: "apiKey", in: "header", name: "token", description: "The session token a login answers" },
        bearer: { type: "http", scheme: "bearer", description: "The session token as a bearer token" },
        cookie: { type: "apiKey", in: "cookie", name: SESSION_COOKIE, description: "Set by the login for browsers (HttpOnly)" },
        timestamp: {
          type: "apiKey",
          in: "header",
          name: KEYED_HEADERS.timestamp,
          description: "Server time in ms (GET /api/time)",
        },
        nonce: {
          type: "apiKey",
          in: "header",
          name: KEYED_HEADERS.nonce,
          description: "16–64 of A–Z a–z 0–9 _ -, once per session",
        },
        signature: {
          type: "apiKey",
          in: "header",
          name: KEYED_HEADERS.signature,
          description:
            "Lower-case hex HMAC-SHA256 with the login's signingKey over method, path, canonical query, body SHA-256 (UNSIGNED-PAYLOAD for multipart), timestamp and nonce, one a line",
        },
        userid: { type: "apiKey", in: "header", name: "userid", description: "Spec §7 signature: the member's id" },
        legacyTimestamp: { type: "apiKey", in: "header", name: "timestamp", description: "Spec §7 signature: the time signed" },
        sign: { type: "apiKey", in: "header", name: "sign", description: "Spec §7 signature" },
      },
    },
    security: SECURITY,
    paths,
  };
}
