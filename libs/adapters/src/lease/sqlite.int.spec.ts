import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { leaseStoreContract } from "@labledger/ports/lease/contract";
import { SqliteLeaseStore } from "./sqlite";

leaseStoreContract("SQLite (two connections to one file)", {
  setup: async (clock) => {
    const file = join(mkdtempSync(join(tmpdir(), "labledger-leases-")), "leases.sqlite");
    return [new SqliteLeaseStore(file, clock.now), new SqliteLeaseStore(file, clock.now)] as const;
  },
});
