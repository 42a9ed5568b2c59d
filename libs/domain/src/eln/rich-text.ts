import type { ElnWords } from "./eln-words";
import type { ImportedComment } from "./imported-record";
import type { RecordBody, RecordStep } from "./record-facts";

const ESCAPES: Readonly<Record<string, string>> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" };
export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => ESCAPES[c]!);

/** Plain text as HTML: each paragraph (split at blank lines) a `<p>`, its line breaks `<br>`. */
export const plainToHtml = (text: string) =>
  text
    .split(/\r?\n\s*\r?\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean)
    .map((paragraph) => `<p>${escapeHtml(paragraph).replace(/\r?\n/g, "<br>")}</p>`)
    .join("");

/**
 * The text an imported record's rich-text module holds: its own text (HTML kept, which the server
 * sanitises like every save; anything else escaped), then its steps and its comments as sections.
 */
export function recordHtml(
  body: RecordBody | undefined,
  steps: readonly RecordStep[],
  comments: readonly ImportedComment[],
  w: ElnWords,
): string {
  const own = body === undefined ? "" : body.html ? body.text : plainToHtml(body.text);
  const stepList =
    steps.length === 0
      ? ""
      : `<h2>${escapeHtml(w("steps"))}</h2><ol>${steps
          .map((s) => `<li>${escapeHtml(s.text).replace(/\r?\n/g, "<br>")}${s.status ? ` (${escapeHtml(s.status)})` : ""}</li>`)
          .join("")}</ol>`;
  const commentList =
    comments.length === 0
      ? ""
      : `<h2>${escapeHtml(w("comments"))}</h2>${comments
          .map((c) => {
            const who = [c.author, c.createdAt].filter((part) => part !== null && part !== undefined).join(" · ");
            return `${who ? `<p><strong>${escapeHtml(who)}</strong></p>` : ""}${plainToHtml(c.text)}`;
          })
          .join("")}`;
  return own + stepList + commentList;
}
