import { type FieldCondition, type Filter, isCondition, queryTerms } from "@labledger/ports";
import type { Document } from "mongodb";

const OPERATORS = new Set(["$eq", "$ne", "$in", "$nin", "$gt", "$gte", "$lt", "$lte", "$exists"]);

/**
 * The port's filter as a MongoDB query. MongoDB already has the port's semantics (arrays match
 * by element, `null` matches missing, range operators compare within a type); the translation
 * only lets through field paths and operators the port defines, so no `$where` or `$regex` gets in.
 */
export function toMongoFilter(filter: Filter = {}, text?: string): Document {
  const query: Document = {};
  for (const [path, expected] of Object.entries(filter)) {
    if (path === "$or") {
      const alternatives = (expected as readonly Filter[]).map((f) => toMongoFilter(f));
      // MongoDB refuses an empty $or; no alternative means nothing matches.
      query.$or = alternatives.length > 0 ? alternatives : [{ _id: { $exists: false } }];
      continue;
    }
    if (path === "$and") {
      const parts = (expected as readonly Filter[]).map((f) => toMongoFilter(f));
      if (parts.length > 0) query.$and = parts;
      continue;
    }
    if (path.split(".").some((part) => part === "" || part.startsWith("$")))
      throw new Error(`invalid field path ${JSON.stringify(path)}`);
    const condition: FieldCondition = isCondition(expected) ? expected : { $eq: expected as FieldCondition["$eq"] };
    for (const op of Object.keys(condition)) if (!OPERATORS.has(op)) throw new Error(`unsupported filter operator ${op}`);
    query[path] = { ...condition };
  }
  const terms = text === undefined ? [] : queryTerms(text);
  if (terms.length > 0) query._terms = { $all: terms };
  return query;
}
