import { uuidv7 } from "@labledger/events";
import { readStoreContract } from "@labledger/ports/read-store/contract";
import { MongoClient } from "mongodb";
import { afterAll, describe, it } from "vitest";
import { MongoReadStore } from "./mongodb";

const url = process.env.MONGODB_URL;

if (url) {
  const database = `labledger_rs_${uuidv7().replace(/-/g, "").slice(-12)}`;
  readStoreContract("MongoDB wire (MONGODB_URL)", { create: () => MongoReadStore.connect(url, database) });
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
