import { mkdtempSync, readdirSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Readable } from "node:stream";
import { blobStoreContract } from "@labledger/ports/blob-store/contract";
import { describe, expect, it } from "vitest";
import { LocalDiskBlobStore } from "./local-disk";

blobStoreContract("local disk", async () => new LocalDiskBlobStore(mkdtempSync(join(tmpdir(), "labledger-blobs-"))));

describe("local disk blob store: temporary files", () => {
  it("leaves no temporary file after a commit, a discard or a failed source", async () => {
    const root = mkdtempSync(join(tmpdir(), "labledger-blobs-"));
    const store = new LocalDiskBlobStore(root);
    await (await store.stage(Buffer.from("kept"))).commit();
    await (await store.stage(Buffer.from("dropped"))).discard();
    async function* cutOff() {
      yield Buffer.from("cut");
      throw new Error("connection reset");
    }
    await expect(store.stage(Readable.from(cutOff()))).rejects.toThrow();
    expect(readdirSync(join(root, "tmp"))).toEqual([]);
  });
});
