import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { readStoreContract } from "@labledger/ports/read-store/contract";
import { SqliteReadStore } from "./sqlite";

readStoreContract("embedded SQLite", {
  create: async () => new SqliteReadStore(join(mkdtempSync(join(tmpdir(), "labledger-rs-")), "read-models.sqlite")),
});
