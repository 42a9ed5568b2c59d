import type { JsonSchema } from "./json-samples";

export interface Parameter {
  readonly name: string;
  readonly required: boolean;
  readonly schema: JsonSchema;
}

/** One operation of the OpenAPI document, as the suite needs it. */
export interface Operation {
  readonly operationId: string;
  readonly method: string;
  /** OpenAPI style, /api/experiments/{id}. */
  readonly path: string;
  readonly pathParameters: readonly Parameter[];
  readonly queryParameters: readonly Parameter[];
  readonly body?: JsonSchema;
  readonly isPublic: boolean;
}

interface OpenApiDocument {
  paths: Record<
    string,
    Record<
      string,
      {
        operationId: string;
        security?: unknown[];
        parameters?: Array<Parameter & { in: string }>;
        requestBody?: { content: Record<string, { schema: JsonSchema }> };
      }
    >
  >;
}

export function operationsOf(doc: OpenApiDocument): Operation[] {
  return Object.entries(doc.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, op]) => {
      const parameters = op.parameters ?? [];
      const of = (where: string) =>
        parameters.filter((p) => p.in === where).map(({ name, required, schema }) => ({ name, required, schema }));
      const body = op.requestBody?.content["application/json"]?.schema;
      return {
        operationId: op.operationId,
        method: method.toUpperCase(),
        path,
        pathParameters: of("path"),
        queryParameters: of("query"),
        ...(body ? { body } : {}),
        isPublic: Array.isArray(op.security) && op.security.length === 0,
      };
    }),
  );
}
