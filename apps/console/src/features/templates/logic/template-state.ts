import type { TemplateRow } from "../api/template-calls";

/** What a template's state reads as on "my templates": the key and its values, in the templates catalogue. */
export function stateOf(row: Pick<TemplateRow, "scope" | "publishedVersion" | "pendingPublish">): {
  key: "mine.pending" | "mine.published" | "mine.personal";
  scope?: string;
  version?: number;
} {
  if (row.pendingPublish) return { key: "mine.pending", scope: row.pendingPublish.scope, version: row.pendingPublish.version };
  if (row.scope !== "personal" && row.publishedVersion !== null)
    return { key: "mine.published", scope: row.scope, version: row.publishedVersion };
  return { key: "mine.personal" };
}
