import { PassThrough, type Readable } from "node:stream";
import { UPLOAD_LIMITS } from "@labledger/contracts";
import {
  type AttachmentRow,
  checkContent,
  checkImageCount,
  checkName,
  DomainError,
  IMAGE_LIMIT_MB,
  sizeLimit,
} from "@labledger/domain";
import type { SettingsValues } from "@labledger/events";
import { uuidv7 } from "@labledger/events";
import type { BlobStore, StagedBlob } from "@labledger/ports";
import busboy from "busboy";
import type { Request } from "express";
import { RequestError } from "../http/problem";
import { detectContent } from "./content-detection";

/** An upload whose files are checked but not yet kept: `commit` keeps them all, `discard` drops what was not kept. */
export interface ReceivedUpload {
  readonly fields: Readonly<Record<string, string>>;
  readonly files: readonly AttachmentRow[];
  commit(): Promise<void>;
  discard(): Promise<void>;
}

export const MAX_FILES_PER_UPLOAD = UPLOAD_LIMITS.files;
const LIMITS = {
  files: UPLOAD_LIMITS.files,
  fields: UPLOAD_LIMITS.fields,
  parts: UPLOAD_LIMITS.files + UPLOAD_LIMITS.fields,
  fieldSize: UPLOAD_LIMITS.fieldBytes,
  // A backstop only: each file is held to its own spec §5 limit as it streams.
  fileSize: IMAGE_LIMIT_MB * 1024 * 1024 + 1,
};

const malformed = () => new DomainError("attachment.formMalformed", "invalid");
const formTooLarge = () => new RequestError(413, "attachment.formTooLarge");

/**
 * Spec §5 uploads that cannot hurt: every file is staged (nothing is kept), held to its size
 * limit as it streams, then checked by its content; any refusal, parse error, cut-off body or
 * busboy limit discards every staged file and answers with a localised 400/413.
 */
export async function receiveUpload(
  request: Request,
  blobs: BlobStore,
  settings: SettingsValues<"files">,
): Promise<ReceivedUpload> {
  const { fields, staged, problem } = await receiveParts(request, blobs, settings);
  const discard = async () => {
    await Promise.all(staged.map((file) => file.blob.discard()));
  };
  try {
    if (problem) throw problem;
    if (staged.length === 0) throw new DomainError("attachment.empty", "invalid", { name: "" });
    const files: AttachmentRow[] = [];
    for (const { name, blob } of staged) {
      if (blob.size === 0) throw new DomainError("attachment.empty", "invalid", { name });
      const mediaType = checkContent(name, await detectContent(blob.head), settings);
      files.push({ rowId: uuidv7(), name, size: blob.size, sha256: blob.sha256, mediaType });
    }
    return {
      fields,
      files,
      commit: async () => {
        for (const file of staged) await file.blob.commit();
      },
      discard,
    };
  } catch (error) {
    await discard();
    throw error;
  }
}

interface Parts {
  readonly fields: Record<string, string>;
  readonly staged: Array<{ name: string; blob: StagedBlob }>;
  /** The first refusal or failure; the parts staged so far are still to be discarded. */
  readonly problem: unknown;
}

/** Reads the whole form (a refusal keeps reading and drops the rest, so the client gets the answer), never throws. */
async function receiveParts(request: Request, blobs: BlobStore, settings: SettingsValues<"files">): Promise<Parts> {
  const fields: Record<string, string> = Object.create(null);
  const staging: Array<Promise<{ name: string; blob: StagedBlob }>> = [];
  const names: string[] = [];
  let problem: unknown;
  const refuse = (error: unknown) => {
    problem ??= error;
  };
  let parser: busboy.Busboy;
  try {
    parser = busboy({ headers: request.headers, defParamCharset: "utf8", limits: LIMITS });
  } catch {
    return { fields, staged: [], problem: new DomainError("attachment.notMultipart", "invalid") };
  }

  await new Promise<void>((resolve) => {
    parser.on("field", (name, value, info) => {
      if (info.valueTruncated || info.nameTruncated) refuse(formTooLarge());
      fields[name] = value;
    });
    parser.on("filesLimit", () => refuse(new RequestError(413, "attachment.tooManyFiles", { max: MAX_FILES_PER_UPLOAD })));
    parser.on("fieldsLimit", () => refuse(formTooLarge()));
    parser.on("partsLimit", () => refuse(formTooLarge()));
    parser.on("file", (_field, stream, info) => {
      stream.on("error", () => refuse(malformed()));
      if (problem) {
        stream.resume();
        return;
      }
      const name = info.filename ?? "";
      try {
        checkName(name);
        names.push(name);
        checkImageCount(names, settings);
      } catch (error) {
        refuse(error);
        stream.resume();
        return;
      }
      const sink = limitedCopy(stream, sizeLimit(name, settings), name, refuse);
      const staged = blobs.stage(sink).then((blob) => ({ name, blob }));
      // Handled at once (the rejection is already a refusal), awaited with the others once the form is read.
      staged.catch(refuse);
      staging.push(staged);
    });
    // busboy reports a malformed header without stopping: stop it, which ends any file being read.
    parser.on("error", (error) => {
      refuse(malformed());
      if (!parser.destroyed) parser.destroy(error as Error);
    });
    parser.on("close", () => {
      request.unpipe(parser);
      // Whatever is left of the body is read and dropped, so the answer reaches the client.
      request.resume();
      resolve();
    });
    request.on("error", () => refuse(malformed()));
    request.on("close", () => {
      if (request.complete || parser.destroyed) return;
      refuse(malformed());
      parser.destroy(new Error("request closed before its end"));
    });
    request.pipe(parser);
  });

  const settled = await Promise.allSettled(staging);
  const staged = settled.flatMap((s) => (s.status === "fulfilled" ? [s.value] : []));
  return { fields, staged, problem };
}

/** The file's bytes up to its limit; over it the copy fails with the spec's message and the rest is read and dropped. */
function limitedCopy(
  stream: Readable & { truncated?: boolean },
  limit: { bytes: number; limitMB: number },
  name: string,
  refuse: (error: unknown) => void,
): PassThrough {
  const sink = new PassThrough();
  // The staging reads the error from the destroyed sink; until it starts reading, nobody else listens.
  sink.on("error", () => {});
  let size = 0;
  const abandon = (error: Error) => {
    refuse(error);
    sink.destroy(error);
    stream.resume();
  };
  const tooLarge = () => new DomainError("attachment.tooLarge", "invalid", { name, limit: limit.limitMB });
  stream.on("data", (chunk: Buffer) => {
    if (sink.destroyed) return;
    size += chunk.length;
    if (size > limit.bytes) return abandon(tooLarge());
    if (!sink.write(chunk)) {
      stream.pause();
      sink.once("drain", () => stream.resume());
    }
  });
  stream.on("limit", () => abandon(tooLarge()));
  stream.on("end", () => {
    if (!sink.destroyed) sink.end();
  });
  stream.on("error", (error) => abandon(error));
  return sink;
}
