/** A JSON Schema as the OpenAPI document carries it (zod's output), the parts a sample needs. */
export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  items?: JsonSchema;
  prefixItems?: JsonSchema[];
  minItems?: number;
  enum?: unknown[];
  const?: unknown;
  default?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
}

/** Strings tried, in order, against a pattern the sample must match. */
const PATTERN_CANDIDATES = [
  "abc",
  "a1",
  "1",
  "+1",
  "current",
  "a.b",
  "a_b",
  "0123456789abcdef".repeat(4),
  "",
  "A1",
  "A1:B2",
  "=1",
];

/**
 * A value the schema accepts: the first enum value or const, a default where there is one,
 * the lower bound of a range, the shortest string that fits (matching its pattern), every
 * required property and none of the optional ones.
 */
export function sampleOf(schema: JsonSchema, { optional = false }: { optional?: boolean } = {}): unknown {
  if (schema.const !== undefined) return schema.const;
  if (schema.enum) return schema.enum[0];
  if (schema.default !== undefined) return schema.default;
  const alternatives = schema.anyOf ?? schema.oneOf;
  if (alternatives) return sampleOf(alternatives.find((a) => a.type !== "null") ?? alternatives[0]!, { optional });
  if (schema.allOf) return sampleOf(Object.assign({}, ...schema.allOf), { optional });
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== "null") : schema.type;
  switch (type) {
    case "object": {
      const required = new Set(schema.required ?? []);
      return Object.fromEntries(
        Object.entries(schema.properties ?? {})
          .filter(([name]) => optional || required.has(name))
          .map(([name, property]) => [name, sampleOf(property, { optional })]),
      );
    }
    case "array":
      return Array.from({ length: schema.minItems ?? 0 }, (_, i) => sampleOf(schema.prefixItems?.[i] ?? schema.items ?? {}));
    case "string":
      return stringOf(schema);
    case "integer":
    case "number":
      return Math.max(schema.minimum ?? 1, schema.exclusiveMinimum === undefined ? -Infinity : schema.exclusiveMinimum + 1);
    case "boolean":
      return false;
    case "null":
      return null;
    default:
      return "x";
  }
}

function stringOf(schema: JsonSchema): string {
  if (schema.format === "date") return "2026-01-02";
  if (schema.format === "date-time") return "2026-01-02T03:04:05.000Z";
  const min = schema.minLength ?? 0;
  const fits = (s: string) =>
    s.length >= min && s.length <= (schema.maxLength ?? Infinity) && (!schema.pattern || new RegExp(schema.pattern).test(s));
  return PATTERN_CANDIDATES.find(fits) ?? "a".repeat(Math.max(min, 1));
}
