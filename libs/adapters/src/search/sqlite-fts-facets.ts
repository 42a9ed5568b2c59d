import { type FacetValue, type FieldCondition, type Filter, isCondition, type SearchDocument } from "@labledger/ports";
import { COMPARISONS } from "../read-store/sqlite-columns";
import { conditionsOf, type Param } from "../read-store/sqlite-json-filter";

/**
 * The facets a search is narrowed by on every request (the viewing levels, the member's criteria),
 * kept as columns of the index's document table beside the JSON of all facets: a filter on them
 * compares a column of a small row instead of reading JSON, for each of the thousands of
 * documents a common word matches.
 *
 * A column holds a scalar facet (text or number; null when missing or null) or a list of texts
 * (`viewerIds`: each between two SEP characters, so one is found with `instr`). A document whose
 * value does not fit (a list where a scalar is kept, a boolean, a text holding SEP) is marked
 * irregular, and conditions on it are read from its JSON, as conditions the columns cannot tell
 * apart are for every document ($exists, null in $in and $nin or as $ne, ranges on a list, dot
 * paths, any other field): one filter language, the same answers.
 */
export const SCALAR_COLUMNS: Readonly<Record<string, string>> = {
  type: "type",
  updatedAt: "updated_at",
  ownerId: "owner_id",
  departmentId: "department_id",
  projectId: "project_id",
  taskId: "task_id",
  status: "status",
};
export const LIST_COLUMNS: Readonly<Record<string, string>> = { viewerIds: "viewer_ids" };
export const FACET_COLUMNS = [...Object.values(SCALAR_COLUMNS), ...Object.values(LIST_COLUMNS)];
const SEP = "\u0001";

/** The facets as the index keeps and filters them: the document's own, with its type and time. */
export const facetsOf = (doc: SearchDocument): Record<string, FacetValue> => ({
  ...doc.facets,
  type: doc.type,
  updatedAt: doc.updatedAt,
});

/** The columns' values in FACET_COLUMNS order, and whether the document must be filtered from its JSON. */
export function facetRow(facets: Readonly<Record<string, FacetValue>>): { values: Param[]; irregular: boolean } {
  let irregular = false;
  const values: Param[] = [];
  for (const field of Object.keys(SCALAR_COLUMNS)) {
    const value = facets[field];
    if (value === undefined || value === null) values.push(null);
    else if (typeof value === "number" || (typeof value === "string" && !value.includes(SEP))) values.push(value);
    else {
      irregular = true;
      values.push(null);
    }
  }
  for (const field of Object.keys(LIST_COLUMNS)) {
    const value = facets[field];
    if (value === undefined || value === null) values.push(null);
    else if (Array.isArray(value) && value.every((v) => typeof v === "string" && !v.includes(SEP)))
      values.push(`${SEP}${value.map((v) => `${v}${SEP}`).join("")}`);
    else {
      irregular = true;
      values.push(null);
    }
  }
  return { values, irregular };
}

/**
 * The SQL conditions of a filter (all must hold) on the document row `row` (its columns and its
 * `irregular` mark) and the facets' JSON `json`, pushing their parameters in order. `irregular`:
 * whether any document of the index is; when none is, the columns alone answer.
 */
export function facetConditions(filter: Filter, params: Param[], row: string, json: string, irregular: boolean): string[] {
  const clauses: string[] = [];
  for (const [field, expected] of Object.entries(filter)) {
    if (field === "$or") {
      const alternatives = (expected as readonly Filter[]).map(
        (f) => facetConditions(f, params, row, json, irregular).join(" AND ") || "1",
      );
      clauses.push(`(${alternatives.map((a) => `(${a})`).join(" OR ") || "0"})`);
      continue;
    }
    if (field === "$and") {
      for (const part of expected as readonly Filter[]) clauses.push(...facetConditions(part, params, row, json, irregular));
      continue;
    }
    const c: FieldCondition = isCondition(expected) ? expected : { $eq: expected as FieldCondition["$eq"] };
    const scalar = SCALAR_COLUMNS[field];
    const list = LIST_COLUMNS[field];
    const fromJson = (into: Param[]) => conditionsOf({ [field]: expected } as Filter, into, json).join(" AND ") || "1";
    const compiled =
      scalar !== undefined && Object.hasOwn(SCALAR_COLUMNS, field)
        ? scalarCondition(`${row}.${scalar}`, c)
        : list !== undefined && Object.hasOwn(LIST_COLUMNS, field)
          ? listCondition(`${row}.${list}`, c)
          : undefined;
    if (!compiled) {
      clauses.push(fromJson(params));
      continue;
    }
    if (!irregular) {
      clauses.push(compiled.sql);
      params.push(...compiled.params);
      continue;
    }
    const jsonParams: Param[] = [];
    const jsonSql = fromJson(jsonParams);
    clauses.push(`(CASE WHEN ${row}.irregular = 1 THEN (${jsonSql}) ELSE (${compiled.sql}) END)`);
    params.push(...jsonParams, ...compiled.params);
  }
  return clauses;
}

type Compiled = { sql: string; params: Param[] } | undefined;
const OPERATORS = new Set(["$eq", "$ne", "$in", "$nin", ...COMPARISONS.map(([op]) => op)]);
const isValue = (v: unknown): v is string | number => typeof v === "number" || (typeof v === "string" && !v.includes(SEP));

/** A condition on a scalar column; undefined when the column cannot tell its answer. Each part is 0 or 1, never NULL. */
function scalarCondition(column: string, c: FieldCondition): Compiled {
  if (!Object.keys(c).every((op) => OPERATORS.has(op))) return undefined;
  const parts: string[] = [];
  const params: Param[] = [];
  if ("$eq" in c) {
    if (c.$eq === null) parts.push(`${column} IS NULL`);
    else if (isValue(c.$eq)) {
      parts.push(`${column} IS ?`);
      params.push(c.$eq);
    } else return undefined;
  }
  if ("$ne" in c) {
    if (!isValue(c.$ne)) return undefined;
    parts.push(`${column} IS NOT ?`);
    params.push(c.$ne);
  }
  for (const [op, negate] of [
    ["$in", false],
    ["$nin", true],
  ] as const) {
    const values = c[op];
    if (values === undefined) continue;
    if (!values.every(isValue)) return undefined;
    const inList = values.length === 0 ? "0" : `coalesce(${column} IN (${values.map(() => "?").join(", ")}), 0)`;
    parts.push(negate ? `NOT ${inList}` : inList);
    params.push(...(values as (string | number)[]));
  }
  for (const [op, sql] of COMPARISONS) {
    const bound = c[op];
    if (bound === undefined) continue;
    const types = typeof bound === "number" ? "('integer', 'real')" : "('text')";
    parts.push(`(typeof(${column}) IN ${types} AND ${column} ${sql} ?)`);
    params.push(bound);
  }
  return { sql: parts.join(" AND ") || "1", params };
}

/** A condition on a list column (any element equal, none equal); undefined when the column cannot tell. */
function listCondition(column: string, c: FieldCondition): Compiled {
  if (!Object.keys(c).every((op) => op === "$eq" || op === "$ne" || op === "$in" || op === "$nin")) return undefined;
  const texts = (values: readonly unknown[]) => values.every((v) => typeof v === "string" && !v.includes(SEP));
  const holds = `coalesce(instr(${column}, ?), 0) > 0`;
  const lacks = `coalesce(instr(${column}, ?), 0) = 0`;
  const parts: string[] = [];
  const params: Param[] = [];
  const element = (v: string) => `${SEP}${v}${SEP}`;
  if ("$eq" in c) {
    if (c.$eq === null) parts.push(`${column} IS NULL`);
    else if (texts([c.$eq])) {
      parts.push(holds);
      params.push(element(c.$eq as string));
    } else return undefined;
  }
  if ("$ne" in c) {
    if (!texts([c.$ne])) return undefined;
    parts.push(lacks);
    params.push(element(c.$ne as string));
  }
  if (c.$in) {
    if (!texts(c.$in)) return undefined;
    parts.push(c.$in.length === 0 ? "0" : `(${c.$in.map(() => holds).join(" OR ")})`);
    params.push(...c.$in.map((v) => element(v as string)));
  }
  if (c.$nin) {
    if (!texts(c.$nin)) return undefined;
    parts.push(c.$nin.length === 0 ? "1" : `(${c.$nin.map(() => lacks).join(" AND ")})`);
    params.push(...c.$nin.map((v) => element(v as string)));
  }
  return { sql: parts.join(" AND ") || "1", params };
}
