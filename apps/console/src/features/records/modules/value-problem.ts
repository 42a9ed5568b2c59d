import { brokenRule } from "@labledger/domain/module-kinds/kit/content-schema";
import { kindOf } from "@labledger/domain/module-kinds/registry";

/**
 * What the server would refuse of a module's value, before saving: the kind's own content
 * schema (libs/domain/src/module-kinds) decides, the console says it with `problemKey`.
 */
export function valueProblem(type: string, value: unknown, problemKey: string): string | null {
  const kind = kindOf(type);
  if (!kind) return null;
  return brokenRule(kind.contentSchema, { fields: { value }, rows: [] }) === null ? null : problemKey;
}
