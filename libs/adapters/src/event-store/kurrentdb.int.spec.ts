import { eventStoreContract } from "@labledger/ports/event-store/contract";
import { describe, it } from "vitest";
import { KurrentDbEventStore } from "./kurrentdb";

const url = process.env.KURRENTDB_URL;

if (url) {
  eventStoreContract("KurrentDB", { startsEmpty: false, create: async () => new KurrentDbEventStore(url) });
} else {
  describe.skip("KurrentDB contract NOT RUN: set KURRENTDB_URL (e.g. kurrentdb://127.0.0.1:2113?tls=false) to run it against a real server", () => {
    it("runs the event-store contract against KurrentDB", () => {});
  });
}
