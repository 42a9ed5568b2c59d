import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { blobStoreContract } from "@labledger/ports/blob-store/contract";
import { LocalDiskBlobStore } from "./local-disk";

blobStoreContract("local disk", async () => new LocalDiskBlobStore(mkdtempSync(join(tmpdir(), "labledger-blobs-"))));
