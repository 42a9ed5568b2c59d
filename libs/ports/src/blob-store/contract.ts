import { createHash, randomBytes } from "node:crypto";
import { Readable } from "node:stream";
import { describe, expect, it } from "vitest";
import { type BlobStore, STAGED_HEAD_BYTES } from "./port";

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

    it("stages content unseen until commit, with its address, size and first bytes", async () => {
      const store = await create();
      const content = Buffer.concat([Buffer.from("%PDF-1.7 staged "), randomBytes(STAGED_HEAD_BYTES)]);
      const staged = await store.stage(Readable.from([content.subarray(0, 1000), content.subarray(1000)]));
      expect(staged.sha256).toBe(createHash("sha256").update(content).digest("hex"));
      expect(staged.size).toBe(content.length);
      expect(Buffer.from(staged.head).equals(content.subarray(0, STAGED_HEAD_BYTES))).toBe(true);
      expect(await store.has(staged.sha256)).toBe(false);
      expect(await staged.commit()).toEqual({ sha256: staged.sha256, size: content.length });
      expect(await store.get(staged.sha256)).toEqual(content);
      // A second commit, and a discard after commit, change nothing.
      await staged.commit();
      await staged.discard();
      expect(await store.has(staged.sha256)).toBe(true);
    });

    it("keeps nothing of discarded, failed or empty stagings", async () => {
      const store = await create();
      const staged = await store.stage(Buffer.from("refused after checking"));
      await staged.discard();
      await staged.discard();
      expect(await store.has(staged.sha256)).toBe(false);
      await staged.commit();
      expect(await store.has(staged.sha256)).toBe(false);
      async function* cutOff() {
        yield Buffer.from("half a gel image");
        throw new Error("Unexpected end of file");
      }
      await expect(store.stage(Readable.from(cutOff()))).rejects.toThrow("Unexpected end of file");
      const empty = await store.stage(Buffer.alloc(0));
      expect([empty.size, empty.head.length]).toEqual([0, 0]);
      await empty.discard();
      expect(await store.has(empty.sha256)).toBe(false);
    });

    it("discarding one staging of some bytes never removes the same bytes committed by another", async () => {
      const store = await create();
      const kept = await store.stage(Buffer.from("same spectrum"));
      const dropped = await store.stage(Buffer.from("same spectrum"));
      await kept.commit();
      await dropped.discard();
      expect(await store.get(kept.sha256)).toEqual(Buffer.from("same spectrum"));
    });

    it("refuses an address that is not a sha256, so no path can escape the store", async () => {
      const store = await create();
      await expect(store.get("../../etc/passwd")).rejects.toThrow(/sha256/);
    });
  });
}
