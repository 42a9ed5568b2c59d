import { mkdirSync } from "node:fs";
import { dirname } from "node:path";
import type { Lease, LeaseStore } from "@labledger/ports";
import Database from "better-sqlite3";

interface Row {
  name: string;
  holder: string;
  epoch: number;
  expires_at: number;
}

const toLease = (r: Row): Lease => ({ name: r.name, holder: r.holder, epoch: r.epoch, expiresAt: r.expires_at });

/**
 * Leases in their own SQLite file under the data directory: for processes on one host sharing
 * LABLEDGER_DATA. Each change is one immediate (write-locked) transaction, so two processes
 * never both take a lease.
 */
export class SqliteLeaseStore implements LeaseStore {
  readonly kind = "sqlite";
  private readonly db: Database.Database;
  private readonly acquireTx: (name: string, holder: string, ttlMs: number) => Lease | undefined;
  private readonly renewTx: (lease: Lease, ttlMs: number) => Lease | undefined;

  constructor(
    path: string,
    private readonly now: () => number = Date.now,
  ) {
    if (path !== ":memory:") mkdirSync(dirname(path), { recursive: true });
    this.db = new Database(path);
    this.db.pragma("journal_mode = WAL");
    this.db.pragma("busy_timeout = 5000");
    this.db.exec(
      "CREATE TABLE IF NOT EXISTS leases (name TEXT PRIMARY KEY, holder TEXT NOT NULL, epoch INTEGER NOT NULL, expires_at INTEGER NOT NULL)",
    );
    const get = this.db.prepare<[string], Row>("SELECT * FROM leases WHERE name = ?");
    const put = this.db.prepare(
      "INSERT INTO leases (name, holder, epoch, expires_at) VALUES (@name, @holder, @epoch, @expires_at) ON CONFLICT(name) DO UPDATE SET holder = @holder, epoch = @epoch, expires_at = @expires_at",
    );
    const acquire = this.db.transaction((name: string, holder: string, ttlMs: number) => {
      const now = this.now();
      const row = get.get(name);
      if (row && row.holder !== holder && row.expires_at > now) return undefined;
      const sameTerm = row !== undefined && row.holder === holder && row.expires_at > now;
      const next: Row = { name, holder, epoch: sameTerm ? row.epoch : (row?.epoch ?? 0) + 1, expires_at: now + ttlMs };
      put.run(next);
      return toLease(next);
    });
    this.acquireTx = (...args) => acquire.immediate(...args);
    const renew = this.db.transaction((lease: Lease, ttlMs: number) => {
      const row = get.get(lease.name);
      if (!row || row.holder !== lease.holder || row.epoch !== lease.epoch || row.expires_at === 0) return undefined;
      const next: Row = { ...row, expires_at: this.now() + ttlMs };
      put.run(next);
      return toLease(next);
    });
    this.renewTx = (...args) => renew.immediate(...args);
  }

  async acquire(name: string, holder: string, ttlMs: number): Promise<Lease | undefined> {
    return this.acquireTx(name, holder, ttlMs);
  }

  async renew(lease: Lease, ttlMs: number): Promise<Lease | undefined> {
    return this.renewTx(lease, ttlMs);
  }

  async release(lease: Lease): Promise<void> {
    this.db
      .prepare("UPDATE leases SET expires_at = 0 WHERE name = ? AND holder = ? AND epoch = ?")
      .run(lease.name, lease.holder, lease.epoch);
  }

  async close(): Promise<void> {
    if (this.db.open) this.db.close();
  }
}
