import { uuidv7 } from "@labledger/events";
import { readStoreContract } from "@labledger/ports/read-store/contract";
import { MongoClient } from "mongodb";
import { afterAll, describe, expect, it } from "vitest";
import { MongoReadStore } from "./mongodb";

const url = process.env.MONGODB_URL;

if (url) {
  const database = `labledger_rs_${uuidv7().replace(/-/g, "").slice(-12)}`;
  readStoreContract("MongoDB wire (MONGODB_URL)", { create: () => MongoReadStore.connect(url, database) });

  it("reads a checkpoint stored before marks ({ _id: key, position }), moves it only forward, and removes it in time", async () => {
    const client = await MongoClient.connect(url);
    const store = await MongoReadStore.connect(url, database);
    try {
      const checkpoints = client.db(database).collection<{ _id: string; position: number }>("_checkpoints");
      await checkpoints.insertOne({ _id: "legacy", position: 40 });
      expect(await store.checkpoint("legacy")).toBe(40);
      await store.commit({ checkpointKey: "legacy", writes: [], checkpoint: 39 });
      expect(await store.checkpoint("legacy")).toBe(40);
      for (let position = 41; position <= 50; position++)
        await store.commit({ checkpointKey: "legacy", writes: [], checkpoint: position });
      expect(await store.checkpoint("legacy")).toBe(50);
      // Marks are pruned, the old document with them: a few remain, whatever the number of commits.
      expect(await checkpoints.findOne({ _id: "legacy" })).toBeNull();
      expect(await checkpoints.countDocuments({ key: "legacy" })).toBeLessThan(8);
    } finally {
      await store.close();
      await client.close();
    }
  });
  afterAll(async () => {
    const client = await MongoClient.connect(url);
    await client.db(database).dropDatabase();
    await client.close();
  });
} else {
  describe.skip("MongoDB read-store contract NOT RUN: set MONGODB_URL (CI starts a real MongoDB-wire server via infra/mongo-wire/start.sh)", () => {
    it("runs the read-store contract against MongoDB", () => {});
  });
}
