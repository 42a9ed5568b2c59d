import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { snapshotStoreContract } from "@labledger/ports/snapshot-store/contract";
import Database from "better-sqlite3";
import { describe, expect, it } from "vitest";
import { SqliteSnapshotStore } from "./sqlite";

const freshFile = () => join(mkdtempSync(join(tmpdir(), "labledger-snapshots-")), "snapshots.sqlite");
const kept = { streamId: "s", revision: 9, foldVersion: "f1", eventHash: "h", state: "{}", seal: "m" };

snapshotStoreContract("SQLite", async () => new SqliteSnapshotStore(freshFile()));

describe("SQLite snapshot store file", () => {
  it("keeps snapshots across a reopen", async () => {
    const file = freshFile();
    const store = new SqliteSnapshotStore(file);
    await store.save(kept);
    await store.close();
    const again = new SqliteSnapshotStore(file);
    expect(await again.latest("s", "f1")).toEqual(kept);
    await again.close();
  });

  it("answers nothing for a row whose columns were edited to the wrong types", async () => {
    const file = freshFile();
    const store = new SqliteSnapshotStore(file);
    await store.save(kept);
    const db = new Database(file);
    db.prepare("UPDATE snapshots SET revision = 'nine', state = x'00ff'").run();
    db.close();
    expect(await store.latest("s", "f1")).toBeUndefined();
    await store.close();
  });

  it("creates no file until a snapshot is read or kept", async () => {
    const file = freshFile();
    const store = new SqliteSnapshotStore(file);
    await store.close();
    expect(() => new Database(file, { fileMustExist: true })).toThrow();
  });
});
