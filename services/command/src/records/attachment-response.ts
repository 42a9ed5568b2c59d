import type { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { type AttachmentRow, contentMatchesExtension, DomainError, OCTET_STREAM, servedAs } from "@labledger/domain";
import type { Response } from "express";
import { detectContent, readHead } from "./content-detection";

/**
 * Headers of every file response: never sniffed, and whatever a file holds runs in an
 * opaque, script-less sandbox; only the console itself may frame it (its PDF view).
 */
export const FILE_RESPONSE_HEADERS = {
  "x-content-type-options": "nosniff",
  "content-security-policy": "default-src 'none'; sandbox; frame-ancestors 'self'",
  "cross-origin-resource-policy": "same-origin",
} as const;

/**
 * Sends an attachment: inline only for a viewer type whose stored type and content are
 * that format (rows stored by older versions kept the declared type unchecked), otherwise as
 * a download of a safe type or opaque bytes.
 */
export async function sendAttachment(
  response: Response,
  file: AttachmentRow,
  download: boolean,
  open: () => Promise<Readable | undefined>,
): Promise<void> {
  let content = await open();
  if (!content) throw new DomainError("attachment.notFound", "not-found");
  let plan = servedAs(file, download);
  if (plan.inline) {
    const matches = contentMatchesExtension(file.name, await detectContent(await readHead(content)));
    if (!matches) plan = { inline: false, contentType: OCTET_STREAM };
    content = await open();
    if (!content) throw new DomainError("attachment.notFound", "not-found");
  }
  response.status(200);
  for (const [name, value] of Object.entries(FILE_RESPONSE_HEADERS)) response.setHeader(name, value);
  response.setHeader("content-type", plan.contentType);
  response.setHeader("content-length", String(file.size));
  response.setHeader("content-disposition", `${plan.inline ? "inline" : "attachment"}; filename*=UTF-8''${rfc5987(file.name)}`);
  try {
    await pipeline(content, response);
  } catch {
    // The client went away or the disk failed mid-file: the cut response says so; nothing to answer.
    response.destroy();
  }
}

/**
 * RFC 5987 value: everything but attr-char percent-encoded (encodeURIComponent leaves ' ( ) * !
 * as they are, and throws on a lone surrogate, which becomes U+FFFD).
 */
const rfc5987 = (value: string) =>
  encodeURIComponent(value.replace(LONE_SURROGATE, "\ufffd")).replace(
    /['()*!]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;
