/** A font program as pdfkit keeps it: fontkit's font behind the registered name. */
interface LoadedFont {
  readonly font: { hasGlyphForCodePoint(codePoint: number): boolean };
}

/**
 * Text as the embedded font prints it: PDF/A refuses a text that draws a glyph the font lacks
 * (it would show as an empty box). Line breaks stay; other control characters become spaces,
 * invisible format characters (zero-width spaces, direction marks) are left out, and any other
 * character the font cannot draw is named by its code point ("[U+1F600]"), so nothing is lost unsaid.
 */
export function printableIn(doc: PDFKit.PDFDocument, fontName: string): (text: string) => string {
  doc.font(fontName);
  const { font } = (doc as unknown as { _font: LoadedFont })._font;
  const known = new Map<number, boolean>();
  const printable = (codePoint: number) => {
    let has = known.get(codePoint);
    if (has === undefined) {
      has = font.hasGlyphForCodePoint(codePoint);
      known.set(codePoint, has);
    }
    return has;
  };
  return (text) => {
    if (/^[\x20-\x7e\n]*$/.test(text)) return text;
    let out = "";
    for (const char of text) {
      const codePoint = char.codePointAt(0)!;
      if (char === "\n" || printable(codePoint)) out += char;
      else if (/\p{Cc}/u.test(char)) out += " ";
      else if (!/\p{Cf}/u.test(char)) out += `[U+${codePoint.toString(16).toUpperCase().padStart(4, "0")}]`;
    }
    return out;
  };
}
