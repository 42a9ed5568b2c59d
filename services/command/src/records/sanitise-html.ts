import { htmlFields } from "@labledger/domain";
import sanitizeHtml from "sanitize-html";

/**
 * The rich-text editor's HTML, made safe to show to others: formatting, tables, lists,
 * links (http, https, mailto) and images (http, https, data:image) stay; scripts, event
 * handlers, styles that could load content, and unknown tags go.
 */
export function sanitiseHtml(html: string): string {
  return sanitizeHtml(html, {
    allowedTags: [...sanitizeHtml.defaults.allowedTags, "img", "span", "sub", "sup", "u", "s", "font", "colgroup", "col"],
    allowedAttributes: {
      ...sanitizeHtml.defaults.allowedAttributes,
      img: ["src", "alt", "title", "width", "height"],
      "*": ["style", "class", "colspan", "rowspan", "align"],
      font: ["color", "size"],
    },
    allowedSchemes: ["http", "https", "mailto"],
    allowedSchemesByTag: { img: ["http", "https", "data"] },
    allowedStyles: {
      "*": {
        color: [/^#[0-9a-f]{3,8}$/i, /^rgba?\([\d\s.,%]+\)$/i, /^[a-z]+$/i],
        "background-color": [/^#[0-9a-f]{3,8}$/i, /^rgba?\([\d\s.,%]+\)$/i, /^[a-z]+$/i],
        "text-align": [/^(left|right|center|justify)$/],
        "font-weight": [/^(bold|normal|\d{3})$/],
        "font-style": [/^(italic|normal)$/],
        "text-decoration": [/^[a-z -]+$/],
        width: [/^\d+(\.\d+)?(px|%)$/],
      },
    },
  });
}

/** A module's fields with the HTML its kind declares (`htmlFields`) made safe; other fields and kinds as they are. */
export function withSafeHtmlFields<F extends Readonly<Record<string, unknown>>>(type: string, fields: F): F {
  const safe = htmlFields(type).filter((field) => typeof fields[field] === "string");
  if (safe.length === 0) return fields;
  return { ...fields, ...Object.fromEntries(safe.map((field) => [field, sanitiseHtml(fields[field] as string)])) } as F;
}
