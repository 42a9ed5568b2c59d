import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { searchIndexContract } from "@labledger/ports/search/contract";
import { SqliteSearchIndex } from "./sqlite-fts";

searchIndexContract("embedded SQLite FTS5", {
  create: async () => new SqliteSearchIndex(join(mkdtempSync(join(tmpdir(), "labledger-search-")), "search.sqlite")),
});
