import { LABEL_LIMITS } from "@labledger/events/catalogue/labels-values";

export type LabelImageType = "image/png" | "image/jpeg" | "image/svg+xml";

const startsWith = (bytes: Uint8Array, signature: readonly number[]) => signature.every((b, i) => bytes[i] === b);
const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG = [0xff, 0xd8, 0xff];

/** An SVG is text whose first element is <svg>, after an optional BOM, XML declaration, comments and doctype. */
function isSvg(bytes: Uint8Array): boolean {
  let text: string;
  try {
    text = new TextDecoder("utf-8", { fatal: true }).decode(bytes.subarray(0, 4096));
  } catch {
    return false;
  }
  const head = text
    .replace(/^\ufeff/, "")
    .replace(/^\s*<\?xml[^>]*\?>/, "")
    .replace(/^(\s*(<!--[\s\S]*?-->|<!DOCTYPE[^>]*>))*/i, "")
    .trimStart();
  return /^<svg[\s>]/i.test(head);
}

/** What an image is by its content, not its name: png, jpg or svg, or nothing the label takes. */
export function labelImageType(bytes: Uint8Array): LabelImageType | undefined {
  if (startsWith(bytes, PNG)) return "image/png";
  if (startsWith(bytes, JPEG)) return "image/jpeg";
  return isSvg(bytes) ? "image/svg+xml" : undefined;
}

export function base64Bytes(data: string): Uint8Array | undefined {
  if (!/^[A-Za-z0-9+/]*={0,2}$/.test(data) || data.length % 4 !== 0) return undefined;
  const binary = atob(data);
  return Uint8Array.from(binary, (c) => c.charCodeAt(0));
}

/**
 * Spec §5/§9: a label icon is png, jpg or svg, at most 100 KB — read from its bytes (`type`:
 * not one of them, or not what it says it is; `size`: over 100 KB), or nothing when it is fine.
 */
export function labelImageProblem(mediaType: string, data: string | Uint8Array): "type" | "size" | undefined {
  const bytes = typeof data === "string" ? base64Bytes(data) : data;
  if (!bytes || bytes.length === 0) return "type";
  if (bytes.length > LABEL_LIMITS.imageBytes) return "size";
  return labelImageType(bytes) === mediaType ? undefined : "type";
}
