import { htmlToText, isOpaqueId } from "../../audit/plain-text";
import { ROW_LEVEL, ROW_PARENT } from "../../tables/level-rows";
import type { KindModule, ModuleKind, ModuleSearchText } from "../module-kind";

/** Bookkeeping fields, never content (as in the PDF rows). */
// A multi-level table's row placing (its level and parent row) is not content.
const NOT_CONTENT = new Set(["highlight", "setHighlight", "rowId", ROW_LEVEL, ROW_PARENT]);

function textsOf(value: unknown, out: string[]): void {
  if (typeof value === "string") {
    if (value.trim() && !isOpaqueId(value)) out.push(value);
  } else if (typeof value === "number" && Number.isFinite(value)) out.push(String(value));
  else if (Array.isArray(value)) for (const item of value) textsOf(item, out);
  else if (value !== null && typeof value === "object") for (const item of Object.values(value)) textsOf(item, out);
}

/**
 * What the search finds in a module by default: every text and number typed in its fields and
 * cells (rich text as text), one field or row a line; never ids or bookkeeping.
 */
export function searchTextOf(
  kind: Pick<ModuleKind, "htmlFields">,
  module: KindModule,
  skip: readonly string[] = [],
): ModuleSearchText {
  const lines: string[] = [];
  const html = new Set(kind.htmlFields ?? []);
  for (const [key, value] of Object.entries(module.content.fields)) {
    if (NOT_CONTENT.has(key) || skip.includes(key)) continue;
    const texts: string[] = [];
    textsOf(html.has(key) && typeof value === "string" ? htmlToText(value) : value, texts);
    if (texts.length) lines.push(texts.join(" "));
  }
  for (const row of module.content.rows) {
    const cells: string[] = [];
    for (const [key, value] of Object.entries(row)) if (!NOT_CONTENT.has(key) && !skip.includes(key)) textsOf(value, cells);
    if (cells.length) lines.push(cells.join(" "));
  }
  return { text: lines.join("\n"), files: [] };
}
