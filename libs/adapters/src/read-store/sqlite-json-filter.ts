import { type FieldCondition, type Filter, isCondition } from "@labledger/ports";
import { COMPARISONS } from "./sqlite-columns";

export type Param = string | number | null;
const sqlValue = (v: unknown): Param => (typeof v === "boolean" ? (v ? 1 : 0) : (v as Param));
/**
 * The SQL conditions of a filter on a JSON column (all must hold), pushing their parameters in
 * order. json_each makes an array field match when any element does, as in MongoDB.
 */
export function conditionsOf(filter: Filter, params: Param[], column = "doc"): string[] {
  const clauses: string[] = [];
  for (const [field, expected] of Object.entries(filter)) {
    if (field === "$or") {
      const alternatives = (expected as readonly Filter[]).map((f) => conditionsOf(f, params, column).join(" AND ") || "1");
      clauses.push(`(${alternatives.map((a) => `(${a})`).join(" OR ") || "0"})`);
      continue;
    }
    if (field === "$and") {
      for (const part of expected as readonly Filter[]) clauses.push(...conditionsOf(part, params, column));
      continue;
    }
    const c: FieldCondition = isCondition(expected) ? expected : { $eq: expected as FieldCondition["$eq"] };
    const path = jsonPath(field);
    const any = (cond: string, ...values: Param[]) => {
      params.push(path, ...values);
      return `EXISTS (SELECT 1 FROM json_each(${column}, ?) WHERE ${cond})`;
    };
    const typed = (bound: unknown) => (typeof bound === "number" ? "type IN ('integer', 'real')" : "type = 'text'");
    if (c.$exists !== undefined) {
      clauses.push(`json_type(${column}, ?) IS ${c.$exists ? "NOT " : ""}NULL`);
      params.push(path);
    }
    if ("$eq" in c) {
      if (c.$eq === null) {
        clauses.push(`(json_type(${column}, ?) IS NULL OR json_type(${column}, ?) = 'null')`);
        params.push(path, path);
      } else clauses.push(any("value = ?", sqlValue(c.$eq)));
    }
    if ("$ne" in c) clauses.push(`NOT ${c.$ne === null ? any("type = 'null'") : any("value = ?", sqlValue(c.$ne))}`);
    if (c.$in) clauses.push(any(`value IN (${c.$in.map(() => "?").join(",") || "NULL"})`, ...c.$in.map(sqlValue)));
    if (c.$nin) clauses.push(`NOT ${any(`value IN (${c.$nin.map(() => "?").join(",") || "NULL"})`, ...c.$nin.map(sqlValue))}`);
    for (const [op, sql] of COMPARISONS) {
      const bound = c[op];
      if (bound !== undefined) clauses.push(any(`${typed(bound)} AND value ${sql} ?`, bound));
    }
  }
  return clauses;
}

export const jsonPath = (field: string) =>
  `$.${field
    .split(".")
    .map((p) => `"${p.replace(/"/g, "")}"`)
    .join(".")}`;
