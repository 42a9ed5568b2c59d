import { UnreadableStructure } from "@labledger/ports";

const LIVE_ELEMENTS = /<\s*(script|foreignObject|iframe|object|embed|handler|listener)\b/i;
const EVENT_ATTRIBUTE = /\son[a-z]+\s*=/i;
const HREF = /\b(?:xlink:)?href\s*=\s*(["'])(.*?)\1/gi;

/**
 * Refuses a picture that could run anything where it is shown. Indigo draws every label (an atom's
 * alias, a data S-group's text) as glyph outlines, never as text, so what a person typed cannot
 * become markup; this holds the line should a later Indigo write text or links.
 */
export function assertInertSvg(svg: string): string {
  if (!/^\s*(<\?xml[^>]*\?>\s*)?<svg\b/.test(svg)) throw new UnreadableStructure("the drawing is not an SVG document");
  if (LIVE_ELEMENTS.test(svg) || EVENT_ATTRIBUTE.test(svg) || /<!(DOCTYPE|ENTITY)/i.test(svg) || /javascript:/i.test(svg))
    throw new UnreadableStructure("the drawing holds script or active content");
  for (const [, , target] of svg.matchAll(HREF)) {
    if (!target?.startsWith("#")) throw new UnreadableStructure(`the drawing links outside itself: ${target}`);
  }
  return svg;
}
