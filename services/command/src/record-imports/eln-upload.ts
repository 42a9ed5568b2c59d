import { ELN_IMPORT_MAX_MB } from "@labledger/contracts";
import type { Request } from "express";
import { receiveOneFile } from "../http/one-file-form";

export interface ReceivedEln {
  readonly name: string;
  readonly bytes: Uint8Array;
}

/** The one .eln file of an import form, in memory (the archive is read from there), held to its limit as it streams. */
export async function receiveEln(request: Request): Promise<ReceivedEln> {
  const chunks: Buffer[] = [];
  const { name } = await receiveOneFile(
    request,
    { maxMB: ELN_IMPORT_MAX_MB, tooLargeKey: "eln.uploadTooLarge", emptyKey: "eln.noFile" },
    (chunk) => chunks.push(chunk),
  );
  return { name, bytes: new Uint8Array(Buffer.concat(chunks)) };
}
