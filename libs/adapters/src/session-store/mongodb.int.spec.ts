import { uuidv7 } from "@labledger/events";
import { sessionStoreContract } from "@labledger/ports/session-store/contract";
import { MongoClient } from "mongodb";
import { afterAll, describe, it } from "vitest";
import { MongoSessionStore } from "./mongodb";

const url = process.env.MONGODB_URL;

if (url) {
  const database = `labledger_ss_${uuidv7().replace(/-/g, "").slice(-12)}`;
  let n = 0;
  // Each test gets its own collection's worth of ids by its own database suffix.
  sessionStoreContract("MongoDB wire (MONGODB_URL)", () => MongoSessionStore.connect(url, `${database}_${n++}`));
  afterAll(async () => {
    const client = await MongoClient.connect(url);
    for (let i = 0; i < n; i++) await client.db(`${database}_${i}`).dropDatabase();
    await client.close();
  });
} else {
  describe.skip("MongoDB session-store contract NOT RUN: set MONGODB_URL (CI starts a real MongoDB-wire server via infra/mongo-wire/start.sh)", () => {
    it("runs the session-store contract against MongoDB", () => {});
  });
}
