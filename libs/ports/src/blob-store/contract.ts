import { createHash, randomBytes } from "node:crypto";
import { Readable } from "node:stream";
import { describe, expect, it } from "vitest";
import type { BlobStore } from "./port";

/** The behaviour every blob-store adapter must show. */
export function blobStoreContract(name: string, create: () => Promise<BlobStore>): void {
  describe(`blob store contract: ${name}`, () => {
    it("stores content under its sha256 and gives the same bytes back", async () => {
      const store = await create();
      const content = Buffer.from("光谱数据 spectrum data\n");
      const stored = await store.put(content);
      expect(stored).toEqual({ sha256: createHash("sha256").update(content).digest("hex"), size: content.length });
      expect(await store.get(stored.sha256)).toEqual(content);
      expect(await store.has(stored.sha256)).toBe(true);
    });

    it("streams a large upload in and out without changing a byte", async () => {
      const store = await create();
      const chunks = Array.from({ length: 40 }, () => randomBytes(64 * 1024));
      const stored = await store.put(Readable.from(chunks));
      const whole = Buffer.concat(chunks);
      expect(stored.size).toBe(whole.length);
      const back: Buffer[] = [];
      for await (const chunk of (await store.open(stored.sha256))!) back.push(chunk as Buffer);
      expect(Buffer.concat(back).equals(whole)).toBe(true);
    });

    it("stores the same bytes once and answers undefined for an unknown address", async () => {
      const store = await create();
      const a = await store.put(Buffer.from("same"));
      const b = await store.put(Buffer.from("same"));
      expect(a).toEqual(b);
      const unknown = "0".repeat(64);
      expect(await store.get(unknown)).toBeUndefined();
      expect(await store.open(unknown)).toBeUndefined();
      expect(await store.has(unknown)).toBe(false);
    });

    it("stores nothing from a source that fails part-way", async () => {
      const store = await create();
      async function* cutOff() {
        yield Buffer.from("first half of a spectrum ");
        throw new Error("connection reset");
      }
      await expect(store.put(Readable.from(cutOff()))).rejects.toThrow("connection reset");
      const whole = createHash("sha256").update("first half of a spectrum ").digest("hex");
      expect(await store.has(whole)).toBe(false);
    });

    it("refuses an address that is not a sha256, so no path can escape the store", async () => {
      const store = await create();
      await expect(store.get("../../etc/passwd")).rejects.toThrow(/sha256/);
    });
  });
}
