import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { eventStoreContract } from "@labledger/ports/event-store/contract";
import { SqliteEventStore } from "./sqlite";

eventStoreContract("embedded SQLite", {
  startsEmpty: true,
  groupCommits: true,
  create: async () => new SqliteEventStore(join(mkdtempSync(join(tmpdir(), "labledger-es-")), "events.sqlite")),
});
