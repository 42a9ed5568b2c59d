import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { sessionStoreContract } from "@labledger/ports/session-store/contract";
import { SqliteSessionStore } from "./sqlite";

sessionStoreContract(
  "SQLite",
  async () => new SqliteSessionStore(join(mkdtempSync(join(tmpdir(), "labledger-sessions-")), "s.sqlite")),
);
