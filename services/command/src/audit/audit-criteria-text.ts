import type { ReadStore } from "@labledger/ports";
import { type Language, translate, translateOr } from "../i18n/translate";
import type { AuditCriteria } from "./audit-filter";

/** What an audit search asked for, in words an auditor can read on the exported report: names, not ids. */
export async function describeAuditCriteria(readStore: ReadStore, criteria: AuditCriteria, language: Language): Promise<string> {
  const name = async (collection: string, id: string, field: string) =>
    String((await readStore.get(collection, id))?.[field] ?? id);
  const parts: string[] = [];
  const add = (key: string, value: string) => parts.push(`${translate(language, `audit.criteria.${key}`)}: ${value}`);
  if (criteria.userId) add("user", await name("members", criteria.userId, "realName"));
  if (criteria.experimentId) add("record", await name("experiments", criteria.experimentId, "number"));
  if (criteria.projectId) add("project", await name("projects", criteria.projectId, "name"));
  if (criteria.category) add("category", translate(language, `audit.category.${criteria.category}`));
  if (criteria.eventType) add("event", translateOr(language, `audit.event.${criteria.eventType}`, criteria.eventType));
  if (criteria.action) add("action", translate(language, `audit.action.${criteria.action}`));
  if (criteria.dateRange) {
    const [from, to] = criteria.dateRange.split("&");
    add("dateRange", translate(language, "audit.criteria.between", { from: from ?? "", to: to ?? "" }));
  }
  return parts.length === 0 ? translate(language, "audit.criteria.everything") : parts.join("; ");
}
