import { Transform } from "node:stream";
import { type AttachmentRow, checkFile, checkImageCount, DomainError, sizeLimit } from "@labledger/domain";
import type { SettingsValues } from "@labledger/events";
import { uuidv7 } from "@labledger/events";
import type { BlobStore } from "@labledger/ports";
import busboy from "busboy";
import type { Request } from "express";

/** Spec §5 checks of each file as it streams into the blob store; a refused file stops the upload. */
export async function receiveFiles(
  request: Request,
  blobs: BlobStore,
  settings: SettingsValues<"files">,
): Promise<{ fields: Record<string, string>; files: AttachmentRow[] }> {
  const fields: Record<string, string> = {};
  const stored: Array<Promise<AttachmentRow>> = [];
  const names: string[] = [];
  let refusal: unknown;
  await new Promise<void>((resolve, reject) => {
    let parser: busboy.Busboy;
    try {
      parser = busboy({ headers: request.headers, defParamCharset: "utf8", limits: { files: 50, fields: 20 } });
    } catch {
      reject(new DomainError("attachment.notMultipart", "invalid"));
      return;
    }
    parser.on("field", (name, value) => {
      fields[name] = value;
    });
    parser.on("file", (_field, stream, info) => {
      const name = info.filename ?? "";
      try {
        checkFile(name, info.mimeType, settings);
        names.push(name);
        checkImageCount(names, settings);
      } catch (error) {
        refusal ??= error;
        stream.resume();
        return;
      }
      const limit = sizeLimit(name, settings);
      let size = 0;
      const counted = stream.pipe(
        new Transform({
          transform(chunk: Buffer, _encoding, done) {
            size += chunk.length;
            if (size > limit.bytes) done(new DomainError("attachment.tooLarge", "invalid", { name, limit: limit.limitMB }));
            else done(null, chunk);
          },
        }),
      );
      const put = blobs.put(counted).then((blob) => {
        if (blob.size === 0) throw new DomainError("attachment.empty", "invalid", { name });
        return { rowId: uuidv7(), name, size: blob.size, sha256: blob.sha256, mediaType: info.mimeType };
      });
      put.catch((error) => {
        refusal ??= error;
        stream.resume();
      });
      stored.push(put);
    });
    parser.on("close", resolve);
    parser.on("error", reject);
    request.pipe(parser);
  });
  const settled = await Promise.allSettled(stored);
  if (refusal) throw refusal;
  const failed = settled.find((s) => s.status === "rejected");
  if (failed) throw (failed as PromiseRejectedResult).reason;
  const files = settled.map((s) => (s as PromiseFulfilledResult<AttachmentRow>).value);
  if (files.length === 0) throw new DomainError("attachment.empty", "invalid", { name: "" });
  return { fields, files };
}
