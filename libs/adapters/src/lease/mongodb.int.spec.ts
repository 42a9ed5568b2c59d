import { uuidv7 } from "@labledger/events";
import { leaseStoreContract } from "@labledger/ports/lease/contract";
import { MongoClient } from "mongodb";
import { afterAll, describe, it } from "vitest";
import { MongoLeaseStore } from "./mongodb";

const url = process.env.MONGODB_URL;

if (url) {
  const database = `labledger_lease_${uuidv7().replace(/-/g, "").slice(-12)}`;
  let n = 0;
  leaseStoreContract("MongoDB wire (MONGODB_URL), two clients", {
    setup: async (clock) => {
      const name = `${database}_${n++}`;
      return [await MongoLeaseStore.connect(url, name, clock.now), await MongoLeaseStore.connect(url, name, clock.now)] as const;
    },
  });
  afterAll(async () => {
    const client = await MongoClient.connect(url);
    for (let i = 0; i < n; i++) await client.db(`${database}_${i}`).dropDatabase();
    await client.close();
  });
} else {
  describe.skip("MongoDB lease-store contract NOT RUN: set MONGODB_URL (CI starts a real MongoDB-wire server via infra/mongo-wire/start.sh)", () => {
    it("runs the lease-store contract against MongoDB", () => {});
  });
}
