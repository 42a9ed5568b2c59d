import { ROUTES } from "@labledger/contracts";
import { z } from "zod";
import { SESSION_COOKIE } from "../auth/session-cookie";

const schema = (s: z.ZodType) => {
  const { $schema: _drop, ...json } = z.toJSONSchema(s, { io: "input", unrepresentable: "any" }) as Record<string, unknown>;
  return json;
};

const ErrorEnvelope = {
  type: "object",
  required: ["code", "key", "message"],
  properties: {
    code: { type: "integer", description: "The HTTP status" },
    key: { type: "string", description: "Stable error key, e.g. auth.invalidCredentials" },
    message: { type: "string", description: "In the caller's language (Accept-Language: zh-CN or en)" },
    details: { description: "Per-field problems for request.invalid" },
  },
};

/** Each `{name}` of the path: an id, or what the route's summary says it is. */
const pathParameters = (path: string) =>
  [...path.matchAll(/\{(\w+)\}/g)].map(([, name]) => ({
    name,
    in: "path",
    required: true,
    schema: { type: "string", minLength: 1 },
  }));

/** The route's query schema, one parameter per property (descriptions lifted out of the schema, as OpenAPI places them). */
function queryParameters(query: z.ZodObject | undefined) {
  if (!query) return [];
  const json = schema(query) as { properties?: Record<string, Record<string, unknown>>; required?: string[] };
  return Object.entries(json.properties ?? {}).map(([name, { description, ...property }]) => ({
    name,
    in: "query",
    required: json.required?.includes(name) ?? false,
    ...(description === undefined ? {} : { description }),
    schema: property,
  }));
}

/** OpenAPI 3.1 for the whole API, generated from the route table's zod schemas. */
export function openApiDocument(version: string) {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const route of ROUTES) {
    paths[`/api${route.path}`] ??= {};
    paths[`/api${route.path}`]![route.method] = {
      operationId: route.operationId,
      summary: route.summary,
      tags: [route.tag],
      ...(route.access === "public" ? { security: [] } : {}),
      parameters: [...pathParameters(route.path), ...queryParameters(route.query)],
      ...(route.body ? { requestBody: { required: true, content: { "application/json": { schema: schema(route.body) } } } } : {}),
      responses: {
        "200": {
          description: "Success (code 100)",
          content: {
            "application/json": {
              schema: {
                type: "object",
                required: ["code", "message", "response"],
                properties: { code: { const: 100 }, message: { type: "string" }, response: schema(route.response) },
              },
            },
          },
        },
        default: { description: "Error", content: { "application/json": { schema: ErrorEnvelope } } },
      },
    };
  }
  return {
    openapi: "3.1.0",
    info: {
      title: "LabLedger API",
      version,
      description:
        "Electronic lab notebook. Responses use the envelope {code, message, response}; success is code 100. A logged-in call is signed: x-ll-timestamp, x-ll-nonce and x-ll-signature with the session's signing key (README, Calling the API), or the spec's userid, timestamp and sign beside a token header; the session cookie alone is never enough.",
    },
    components: {
      securitySchemes: {
        token: { type: "apiKey", in: "header", name: "token" },
        bearer: { type: "http", scheme: "bearer" },
        cookie: { type: "apiKey", in: "cookie", name: SESSION_COOKIE },
      },
    },
    security: [{ token: [] }, { bearer: [] }, { cookie: [] }],
    paths,
  };
}
