import { createHash } from "node:crypto";
import { createReadStream, existsSync } from "node:fs";
import { mkdir, open, readFile, rename, rm } from "node:fs/promises";
import { join } from "node:path";
import { Readable } from "node:stream";
import { uuidv7 } from "@labledger/events";
import { type BlobStore, SHA256_PATTERN, STAGED_HEAD_BYTES, type StagedBlob, type StoredBlob } from "@labledger/ports";

/**
 * Attachments on local disk, addressed by the sha256 of their bytes
 * (`<root>/ab/cd/abcd…`). Content is streamed to a temporary file under `<root>/tmp`,
 * fsynced, then renamed into place on commit, so a blob is either whole or absent; the
 * same bytes are stored once.
 */
export class LocalDiskBlobStore implements BlobStore {
  constructor(private readonly root: string) {}

  private pathOf(sha256: string): string {
    if (!SHA256_PATTERN.test(sha256)) throw new Error(`not a sha256 address: ${sha256}`);
    return join(this.root, sha256.slice(0, 2), sha256.slice(2, 4), sha256);
  }

  async put(content: Uint8Array | Readable): Promise<StoredBlob> {
    return (await this.stage(content)).commit();
  }

  async stage(content: Uint8Array | Readable): Promise<StagedBlob> {
    await mkdir(join(this.root, "tmp"), { recursive: true });
    const temp = join(this.root, "tmp", uuidv7());
    const hash = createHash("sha256");
    const head: Buffer[] = [];
    let headSize = 0;
    let size = 0;
    const handle = await open(temp, "w");
    try {
      const source = content instanceof Readable ? content : Readable.from([content]);
      for await (const chunk of source) {
        const bytes = Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as Uint8Array | string);
        hash.update(bytes);
        size += bytes.length;
        if (headSize < STAGED_HEAD_BYTES) {
          const part = bytes.subarray(0, STAGED_HEAD_BYTES - headSize);
          head.push(Buffer.from(part));
          headSize += part.length;
        }
        await handle.write(bytes);
      }
      await handle.sync();
    } catch (error) {
      // A source that fails (an upload cut off, or refused as too large) leaves nothing behind.
      await handle.close();
      await rm(temp, { force: true });
      throw error;
    }
    await handle.close();
    const sha256 = hash.digest("hex");
    const target = this.pathOf(sha256);
    let settled: Promise<unknown> | undefined;
    return {
      sha256,
      size,
      head: Buffer.concat(head),
      commit: async () => {
        settled ??= this.moveIntoPlace(temp, target);
        await settled;
        return { sha256, size };
      },
      discard: async () => {
        settled ??= rm(temp, { force: true });
        await settled;
      },
    };
  }

  private async moveIntoPlace(temp: string, target: string): Promise<void> {
    if (existsSync(target)) {
      await rm(temp, { force: true });
      return;
    }
    await mkdir(join(target, ".."), { recursive: true });
    await rename(temp, target);
  }

  async get(sha256: string): Promise<Buffer | undefined> {
    const path = this.pathOf(sha256);
    return existsSync(path) ? readFile(path) : undefined;
  }

  async open(sha256: string): Promise<Readable | undefined> {
    const path = this.pathOf(sha256);
    return existsSync(path) ? createReadStream(path) : undefined;
  }

  async has(sha256: string): Promise<boolean> {
    return existsSync(this.pathOf(sha256));
  }
}
