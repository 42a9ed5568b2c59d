/**
 * A forgiving, linear scan of XML into tags and text, enough to read the text of OOXML
 * parts. It never reads a DTD: `<!DOCTYPE …>` is skipped whole, so no entity other than the
 * five predefined ones and character references is ever expanded (no external entities, no
 * billion laughs). Broken markup ends the scan; it never throws.
 */
export type XmlToken =
  | { readonly kind: "open"; readonly name: string; readonly attributes: string; readonly selfClosing: boolean }
  | { readonly kind: "close"; readonly name: string }
  | { readonly kind: "text"; readonly text: string };

/** Tokens in document order; element names without their namespace prefix (`w:t` → `t`), text with its entities decoded. */
export function* xmlTokens(xml: string): Generator<XmlToken> {
  let at = 0;
  while (at < xml.length) {
    const lt = xml.indexOf("<", at);
    if (lt < 0) {
      yield textToken(xml.slice(at));
      return;
    }
    if (lt > at) yield textToken(xml.slice(at, lt));
    if (xml.startsWith("<!--", lt)) {
      at = after(xml, "-->", lt + 4);
    } else if (xml.startsWith("<![CDATA[", lt)) {
      const close = xml.indexOf("]]>", lt + 9);
      if (close < 0) return;
      yield { kind: "text", text: xml.slice(lt + 9, close) };
      at = close + 3;
    } else if (xml.startsWith("<?", lt)) {
      at = after(xml, "?>", lt + 2);
    } else if (xml.startsWith("<!", lt)) {
      at = declarationEnd(xml, lt + 2);
    } else {
      const gt = tagEnd(xml, lt + 1);
      if (gt < 0) return;
      yield elementToken(xml.slice(lt + 1, gt));
      at = gt + 1;
    }
    if (at < 0) return;
  }
}

/** An XML part's text: UTF-8 unless a byte-order mark says UTF-16. */
export function decodeXmlBytes(bytes: Uint8Array): string {
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return new TextDecoder("utf-16le").decode(bytes);
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return new TextDecoder("utf-16be").decode(bytes);
  return new TextDecoder().decode(bytes);
}

/** The value of an attribute by its local name (`r:id` is found as `id`), entities decoded. */
export function attribute(attributes: string, localName: string): string | undefined {
  for (const match of attributes.matchAll(/([^\s=]+)\s*=\s*(?:"([^"]*)"|'([^']*)')/g)) {
    if (localNameOf(match[1] ?? "") === localName) return decodeXmlText(match[2] ?? match[3] ?? "");
  }
  return undefined;
}

const ENTITY = /&(?:#x([0-9a-fA-F]{1,6})|#([0-9]{1,7})|(amp|lt|gt|quot|apos));/g;
const NAMED: Readonly<Record<string, string>> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'" };

/** The five predefined entities and character references; anything else is left as written. */
export function decodeXmlText(raw: string): string {
  if (!raw.includes("&")) return raw;
  return raw.replace(ENTITY, (reference, hex: string | undefined, decimal: string | undefined, name: string | undefined) => {
    if (name) return NAMED[name] ?? reference;
    const code = hex ? Number.parseInt(hex, 16) : Number.parseInt(decimal ?? "", 10);
    const isScalarValue = code <= 0x10ffff && !(code >= 0xd800 && code <= 0xdfff);
    return isScalarValue ? String.fromCodePoint(code) : "\ufffd";
  });
}

const textToken = (raw: string): XmlToken => ({ kind: "text", text: decodeXmlText(raw) });

function elementToken(inside: string): XmlToken {
  if (inside.startsWith("/")) return { kind: "close", name: localNameOf(inside.slice(1).trim()) };
  const selfClosing = inside.endsWith("/");
  const body = selfClosing ? inside.slice(0, -1) : inside;
  const nameEnd = body.search(/\s/);
  const name = nameEnd < 0 ? body : body.slice(0, nameEnd);
  return { kind: "open", name: localNameOf(name), attributes: nameEnd < 0 ? "" : body.slice(nameEnd), selfClosing };
}

const localNameOf = (qualified: string) => qualified.slice(qualified.indexOf(":") + 1);

/** Where scanning resumes after `marker`, or -1 when it never comes. */
function after(xml: string, marker: string, from: number): number {
  const found = xml.indexOf(marker, from);
  return found < 0 ? -1 : found + marker.length;
}

/** The `>` closing a tag, skipping any inside quoted attribute values; -1 when there is none. */
function tagEnd(xml: string, from: number): number {
  let quote = 0;
  for (let i = from; i < xml.length; i++) {
    const code = xml.charCodeAt(i);
    if (quote) {
      if (code === quote) quote = 0;
    } else if (code === 0x22 || code === 0x27) {
      quote = code;
    } else if (code === 0x3e) {
      return i;
    }
  }
  return -1;
}

/** After a `<!…>` declaration, its `[…]` internal subset and quoted strings included; -1 when it never ends. */
function declarationEnd(xml: string, from: number): number {
  let quote = 0;
  let depth = 0;
  for (let i = from; i < xml.length; i++) {
    const code = xml.charCodeAt(i);
    if (quote) {
      if (code === quote) quote = 0;
    } else if (code === 0x22 || code === 0x27) {
      quote = code;
    } else if (code === 0x5b) {
      depth++;
    } else if (code === 0x5d) {
      depth--;
    } else if (code === 0x3e && depth <= 0) {
      return i + 1;
    }
  }
  return -1;
}
