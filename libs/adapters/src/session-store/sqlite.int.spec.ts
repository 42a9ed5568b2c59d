import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { sessionStoreContract } from "@labledger/ports/session-store/contract";
import Database from "better-sqlite3";
import { describe, expect, it } from "vitest";
import { SqliteSessionStore } from "./sqlite";

const freshFile = () => join(mkdtempSync(join(tmpdir(), "labledger-sessions-")), "s.sqlite");

sessionStoreContract("SQLite", async () => new SqliteSessionStore(freshFile()));

describe("SQLite session store file", () => {
  it("purges expired nonces, so the table does not grow with every signed request", async () => {
    const file = freshFile();
    const store = new SqliteSessionStore(file);
    for (let i = 0; i < 50; i++) await store.claimNonce("s1", `n-${i}`, "c", 1_000 + i, 500);
    await store.claimNonce("s1", "late", "c", 99_000, 2_000);
    await store.close();
    const db = new Database(file, { readonly: true });
    expect(db.prepare("SELECT nonce FROM nonces").all()).toEqual([{ nonce: "late" }]);
    db.close();
  });

  it("opens a file written before sessions had a signing key: old sessions read as having none", async () => {
    const file = freshFile();
    const old = new Database(file);
    old.exec(`CREATE TABLE sessions (
      session_id TEXT PRIMARY KEY, member_id TEXT NOT NULL, account TEXT NOT NULL,
      created_at INTEGER NOT NULL, last_seen_at INTEGER NOT NULL, locked INTEGER NOT NULL DEFAULT 0,
      must_change_password INTEGER NOT NULL DEFAULT 0, ended_at INTEGER, end_reason TEXT);
      INSERT INTO sessions (session_id, member_id, account, created_at, last_seen_at) VALUES ('old', 'm1', 'a', 1, 1);`);
    old.close();
    const store = new SqliteSessionStore(file);
    expect(await store.get("old")).toMatchObject({ signingKey: null, legacyTimestamp: null, endedAt: null });
    await store.update("old", { legacyTimestamp: 42 });
    expect(await store.get("old")).toMatchObject({ legacyTimestamp: 42 });
    await store.close();
  });
});
