import { ELN_IMPORT_MAX_MB } from "@labledger/contracts";
import { DomainError } from "@labledger/domain";
import busboy from "busboy";
import type { Request } from "express";
import { RequestError } from "../http/problem";

export interface ReceivedEln {
  readonly name: string;
  readonly bytes: Uint8Array;
}

const MAX_BYTES = ELN_IMPORT_MAX_MB * 1024 * 1024;

/**
 * The one .eln file of an import form, in memory and held to its limit as it streams: another
 * file, a cut-off body or a form that is not multipart is refused (400, or 413 over the limit).
 */
export async function receiveEln(request: Request): Promise<ReceivedEln> {
  let parser: busboy.Busboy;
  try {
    parser = busboy({ headers: request.headers, defParamCharset: "utf8", limits: { files: 1, fields: 5, fileSize: MAX_BYTES } });
  } catch {
    throw new DomainError("attachment.notMultipart", "invalid");
  }
  let problem: unknown;
  let received: ReceivedEln | undefined;
  const refuse = (error: unknown) => {
    problem ??= error;
  };
  await new Promise<void>((resolve) => {
    parser.on("file", (_field, stream, info) => {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => {
        if (!problem) chunks.push(chunk);
      });
      stream.on("limit", () => refuse(new RequestError(413, "eln.uploadTooLarge", { maxMB: ELN_IMPORT_MAX_MB })));
      stream.on("error", () => refuse(new DomainError("attachment.formMalformed", "invalid")));
      stream.on("end", () => {
        if (!problem) received = { name: info.filename ?? "", bytes: new Uint8Array(Buffer.concat(chunks)) };
      });
    });
    parser.on("filesLimit", () => refuse(new DomainError("eln.oneFile", "invalid")));
    parser.on("error", () => {
      refuse(new DomainError("attachment.formMalformed", "invalid"));
      resolve();
    });
    parser.on("close", resolve);
    request.on("aborted", () => {
      refuse(new DomainError("attachment.formMalformed", "invalid"));
      resolve();
    });
    request.pipe(parser);
  });
  if (problem) throw problem;
  if (!received || received.bytes.length === 0) throw new DomainError("eln.noFile", "invalid");
  return received;
}
