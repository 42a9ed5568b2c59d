import type { Readable } from "node:stream";
import type { Detected } from "@labledger/domain";
import { STAGED_HEAD_BYTES } from "@labledger/ports";
import { fileTypeFromBuffer } from "file-type";

/** What the first bytes of a file are, by their magic number (file-type); undefined for text and the unknown. */
export async function detectContent(head: Uint8Array): Promise<Detected | undefined> {
  if (head.length === 0) return undefined;
  try {
    const found = await fileTypeFromBuffer(head);
    return found && { ext: found.ext, mime: found.mime };
  } catch {
    // A detector that chokes on hostile bytes has recognised nothing.
    return undefined;
  }
}

/** The first bytes of a stream (then closes it), to check a stored file before showing it inline. */
export async function readHead(content: Readable, bytes = STAGED_HEAD_BYTES): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  try {
    for await (const chunk of content) {
      chunks.push(chunk as Buffer);
      size += (chunk as Buffer).length;
      if (size >= bytes) break;
    }
  } finally {
    content.destroy();
  }
  return Buffer.concat(chunks).subarray(0, bytes);
}
