import { DomainError } from "@labledger/domain";
import busboy from "busboy";
import type { Request } from "express";
import { RequestError } from "./problem";

/**
 * The one file of a multipart form, handed chunk by chunk to `take` as it streams and held to
 * `maxMB`: another file, a cut-off body or a form that is not multipart is refused (400), a file
 * over the limit is 413 (`tooLargeKey`), an empty one `emptyKey`. Answers the file's name and size,
 * and the form's text fields (a change reason, say).
 */
export async function receiveOneFile(
  request: Request,
  limit: { readonly maxMB: number; readonly tooLargeKey: string; readonly emptyKey: string },
  take: (chunk: Buffer) => void,
): Promise<{ name: string; size: number; fields: Readonly<Record<string, string>> }> {
  let parser: busboy.Busboy;
  try {
    parser = busboy({
      headers: request.headers,
      defParamCharset: "utf8",
      limits: { files: 1, fields: 5, fileSize: limit.maxMB * 1024 * 1024 },
    });
  } catch {
    throw new DomainError("attachment.notMultipart", "invalid");
  }
  const fields: Record<string, string> = Object.create(null);
  let problem: unknown;
  let received: { name: string; size: number } | undefined;
  const refuse = (error: unknown) => {
    problem ??= error;
  };
  const malformed = () => refuse(new DomainError("attachment.formMalformed", "invalid"));
  await new Promise<void>((resolve) => {
    parser.on("file", (_field, stream, info) => {
      let size = 0;
      stream.on("data", (chunk: Buffer) => {
        if (problem) return;
        size += chunk.length;
        take(chunk);
      });
      stream.on("limit", () => refuse(new RequestError(413, limit.tooLargeKey, { maxMB: limit.maxMB })));
      stream.on("error", malformed);
      stream.on("end", () => {
        received = { name: info.filename ?? "", size };
      });
    });
    parser.on("field", (name, value) => {
      fields[name] = value;
    });
    parser.on("filesLimit", () => refuse(new DomainError("upload.oneFile", "invalid")));
    parser.on("error", () => {
      malformed();
      resolve();
    });
    parser.on("close", resolve);
    request.on("aborted", () => {
      malformed();
      resolve();
    });
    request.pipe(parser);
  });
  if (problem) throw problem;
  if (!received || received.size === 0) throw new DomainError(limit.emptyKey, "invalid");
  return { ...received, fields };
}
