import { createHash } from "node:crypto";
import { CHECKED_FILE_MAX_MB } from "@labledger/contracts";
import type { Request } from "express";
import { receiveOneFile } from "../http/one-file-form";

/** The one file of a form, hashed as it streams and never kept: its name, size and SHA-256. */
export async function digestOfUpload(request: Request): Promise<{ name: string; size: number; sha256: string }> {
  const hash = createHash("sha256");
  const { name, size } = await receiveOneFile(
    request,
    { maxMB: CHECKED_FILE_MAX_MB, tooLargeKey: "export.checkTooLarge", emptyKey: "export.checkNoFile" },
    (chunk) => hash.update(chunk),
  );
  return { name, size, sha256: hash.digest("hex") };
}
