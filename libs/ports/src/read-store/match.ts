import type { Doc, FieldCondition, Filter } from "./port";

/**
 * The filter semantics every read store implements, as plain code: adapters that cannot
 * push a condition down to their engine, and the contract suite, use it.
 */
export function valueAt(doc: Record<string, unknown>, path: string): unknown {
  let value: unknown = doc;
  for (const part of path.split(".")) {
    if (value === null || typeof value !== "object") return undefined;
    value = (value as Record<string, unknown>)[part];
  }
  return value;
}

export const isCondition = (v: unknown): v is FieldCondition =>
  v !== null && typeof v === "object" && !Array.isArray(v) && Object.keys(v).every((k) => k.startsWith("$"));

function holds(value: unknown, condition: FieldCondition): boolean {
  const candidates = Array.isArray(value) ? value : [value];
  const any = (test: (v: unknown) => boolean) => candidates.some(test);
  const c = condition;
  if (c.$exists !== undefined && (value !== undefined) !== c.$exists) return false;
  // As in MongoDB, `null` also matches a missing field.
  if ("$eq" in c && !(c.$eq === null && value === undefined) && !any((v) => v === c.$eq)) return false;
  if ("$ne" in c && any((v) => v === c.$ne)) return false;
  if (c.$in && !any((v) => c.$in!.includes(v as never))) return false;
  if (c.$nin && any((v) => c.$nin!.includes(v as never))) return false;
  const cmp = (op: (a: number | string, b: number | string) => boolean, bound: number | string) =>
    any((v) => (typeof v === typeof bound ? op(v as never, bound) : false));
  if (c.$gt !== undefined && !cmp((a, b) => a > b, c.$gt)) return false;
  if (c.$gte !== undefined && !cmp((a, b) => a >= b, c.$gte)) return false;
  if (c.$lt !== undefined && !cmp((a, b) => a < b, c.$lt)) return false;
  if (c.$lte !== undefined && !cmp((a, b) => a <= b, c.$lte)) return false;
  return true;
}

export function matches(doc: Doc, filter: Filter = {}): boolean {
  return Object.entries(filter).every(([path, expected]) => {
    if (path === "$or") return (expected as readonly Filter[]).some((alternative) => matches(doc, alternative));
    if (path === "$and") return (expected as readonly Filter[]).every((part) => matches(doc, part));
    return holds(valueAt(doc, path), isCondition(expected) ? expected : { $eq: expected as FieldCondition["$eq"] });
  });
}
