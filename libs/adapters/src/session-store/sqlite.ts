import { mkdirSync } from "node:fs";
import { dirname } from "node:path";
import type {
  OpenedSession,
  SessionChange,
  SessionEndReason,
  SessionRecord,
  SessionStore,
  SheetPresence,
} from "@labledger/ports";
import Database from "better-sqlite3";

interface Row {
  session_id: string;
  member_id: string;
  account: string;
  created_at: number;
  last_seen_at: number;
  locked: number;
  must_change_password: number;
  signing_key: string | null;
  legacy_timestamp: number | null;
  ended_at: number | null;
  end_reason: SessionEndReason | null;
}

const toRecord = (r: Row): SessionRecord => ({
  sessionId: r.session_id,
  memberId: r.member_id,
  account: r.account,
  createdAt: r.created_at,
  lastSeenAt: r.last_seen_at,
  locked: r.locked === 1,
  mustChangePassword: r.must_change_password === 1,
  signingKey: r.signing_key,
  legacyTimestamp: r.legacy_timestamp,
  endedAt: r.ended_at,
  endReason: r.end_reason,
});

/** The embedded session store: one table in its own SQLite file (sessions are not history). */
export class SqliteSessionStore implements SessionStore {
  private readonly db: Database.Database;
  private readonly statements;

  constructor(path: string) {
    if (path !== ":memory:") mkdirSync(dirname(path), { recursive: true });
    this.db = new Database(path);
    this.db.pragma("journal_mode = WAL");
    this.db.exec(`CREATE TABLE IF NOT EXISTS sessions (
      session_id TEXT PRIMARY KEY, member_id TEXT NOT NULL, account TEXT NOT NULL,
      created_at INTEGER NOT NULL, last_seen_at INTEGER NOT NULL, locked INTEGER NOT NULL DEFAULT 0,
      must_change_password INTEGER NOT NULL DEFAULT 0, ended_at INTEGER, end_reason TEXT);
      CREATE INDEX IF NOT EXISTS sessions_live_by_member ON sessions (member_id) WHERE ended_at IS NULL;
      CREATE TABLE IF NOT EXISTS open_records (
        record_id TEXT NOT NULL, session_id TEXT NOT NULL, member_id TEXT NOT NULL, at INTEGER NOT NULL,
        PRIMARY KEY (record_id, session_id));
      CREATE TABLE IF NOT EXISTS sheet_presence (
        record_id TEXT NOT NULL, module_id TEXT NOT NULL, session_id TEXT NOT NULL, member_id TEXT NOT NULL,
        sheet_id TEXT NOT NULL, cell TEXT, at INTEGER NOT NULL,
        PRIMARY KEY (record_id, module_id, session_id));
      CREATE TABLE IF NOT EXISTS nonces (
        session_id TEXT NOT NULL, nonce TEXT NOT NULL, claimant TEXT NOT NULL, expires_at INTEGER NOT NULL,
        PRIMARY KEY (session_id, nonce));
      CREATE INDEX IF NOT EXISTS nonces_by_expiry ON nonces (expires_at);`);
    this.addMissingColumns();
    this.statements = {
      open: this.db.prepare(
        `INSERT INTO sessions (session_id, member_id, account, created_at, last_seen_at, must_change_password, signing_key)
         VALUES (@sessionId, @memberId, @account, @createdAt, @lastSeenAt, @mustChangePassword, @signingKey)`,
      ),
      get: this.db.prepare<[string], Row>("SELECT * FROM sessions WHERE session_id = ?"),
      touch: this.db.prepare("UPDATE sessions SET last_seen_at = ? WHERE session_id = ? AND ended_at IS NULL"),
      end: this.db.prepare("UPDATE sessions SET ended_at = ?, end_reason = ? WHERE session_id = ? AND ended_at IS NULL"),
      markOpen: this.db.prepare(
        `INSERT INTO open_records (record_id, session_id, member_id, at) VALUES (?, ?, ?, ?)
         ON CONFLICT (record_id, session_id) DO UPDATE SET at = excluded.at, member_id = excluded.member_id`,
      ),
      markClosed: this.db.prepare("DELETE FROM open_records WHERE record_id = ? AND session_id = ?"),
      openers: this.db.prepare<[string, number], { sessionId: string; memberId: string; at: number }>(
        "SELECT session_id AS sessionId, member_id AS memberId, at FROM open_records WHERE record_id = ? AND at >= ?",
      ),
      markPresent: this.db.prepare(
        `INSERT INTO sheet_presence (record_id, module_id, session_id, member_id, sheet_id, cell, at)
         VALUES (@recordId, @moduleId, @sessionId, @memberId, @sheetId, @cell, @at)
         ON CONFLICT (record_id, module_id, session_id) DO UPDATE SET
           member_id = excluded.member_id, sheet_id = excluded.sheet_id, cell = excluded.cell, at = excluded.at`,
      ),
      leaveAll: this.db.prepare("DELETE FROM sheet_presence WHERE session_id = ?"),
      markAbsent: this.db.prepare("DELETE FROM sheet_presence WHERE record_id = ? AND module_id = ? AND session_id = ?"),
      presentIn: this.db.prepare<[string, number], SheetPresence>(
        `SELECT record_id AS recordId, module_id AS moduleId, session_id AS sessionId, member_id AS memberId,
           sheet_id AS sheetId, cell, at FROM sheet_presence WHERE record_id = ? AND at >= ?`,
      ),
      purgeNonces: this.db.prepare("DELETE FROM nonces WHERE expires_at <= ?"),
      insertNonce: this.db.prepare(
        "INSERT INTO nonces (session_id, nonce, claimant, expires_at) VALUES (?, ?, ?, ?) ON CONFLICT DO NOTHING",
      ),
      nonceClaimant: this.db.prepare<[string, string], { claimant: string }>(
        "SELECT claimant FROM nonces WHERE session_id = ? AND nonce = ?",
      ),
      liveOf: this.db.prepare<[string], { session_id: string }>(
        "SELECT session_id FROM sessions WHERE member_id = ? AND ended_at IS NULL",
      ),
    };
  }

  /** Files written before a column existed get it (sessions opened then have no signing key). */
  private addMissingColumns(): void {
    const columns = new Set(
      this.db
        .prepare<[], { name: string }>("PRAGMA table_info(sessions)")
        .all()
        .map((c) => c.name),
    );
    if (!columns.has("signing_key")) this.db.exec("ALTER TABLE sessions ADD COLUMN signing_key TEXT");
    if (!columns.has("legacy_timestamp")) this.db.exec("ALTER TABLE sessions ADD COLUMN legacy_timestamp INTEGER");
  }

  async open(session: OpenedSession): Promise<void> {
    this.statements.open.run({ ...session, mustChangePassword: session.mustChangePassword ? 1 : 0 });
  }

  async get(sessionId: string): Promise<SessionRecord | undefined> {
    const row = this.statements.get.get(sessionId);
    return row && toRecord(row);
  }

  async touch(sessionId: string, at: number): Promise<void> {
    this.statements.touch.run(at, sessionId);
  }

  async update(sessionId: string, change: SessionChange): Promise<void> {
    if (change.locked !== undefined)
      this.db.prepare("UPDATE sessions SET locked = ? WHERE session_id = ?").run(change.locked ? 1 : 0, sessionId);
    if (change.mustChangePassword !== undefined)
      this.db
        .prepare("UPDATE sessions SET must_change_password = ? WHERE session_id = ?")
        .run(change.mustChangePassword ? 1 : 0, sessionId);
    if (change.legacyTimestamp !== undefined)
      this.db.prepare("UPDATE sessions SET legacy_timestamp = ? WHERE session_id = ?").run(change.legacyTimestamp, sessionId);
  }

  async end(sessionId: string, at: number, reason: SessionEndReason): Promise<boolean> {
    return this.db.transaction(() => this.endOne(sessionId, at, reason))();
  }

  /** Ends a live session; an ended session is in no spreadsheet any more. */
  private endOne(sessionId: string, at: number, reason: SessionEndReason): boolean {
    const ended = this.statements.end.run(at, reason, sessionId).changes === 1;
    if (ended) this.statements.leaveAll.run(sessionId);
    return ended;
  }

  async endAllOf(memberId: string, at: number, reason: SessionEndReason, except?: string): Promise<string[]> {
    return this.db.transaction(() =>
      this.statements.liveOf
        .all(memberId)
        .map((r) => r.session_id)
        .filter((id) => id !== except && this.endOne(id, at, reason)),
    )();
  }

  async claimNonce(sessionId: string, nonce: string, claimant: string, expiresAt: number, now: number): Promise<boolean> {
    return this.db.transaction(() => {
      this.statements.purgeNonces.run(now);
      this.statements.insertNonce.run(sessionId, nonce, claimant, expiresAt);
      return this.statements.nonceClaimant.get(sessionId, nonce)?.claimant === claimant;
    })();
  }

  async markOpen(recordId: string, sessionId: string, memberId: string, at: number): Promise<void> {
    this.statements.markOpen.run(recordId, sessionId, memberId, at);
  }

  async markClosed(recordId: string, sessionId: string): Promise<void> {
    this.statements.markClosed.run(recordId, sessionId);
  }

  async openers(recordId: string, since: number) {
    return this.statements.openers.all(recordId, since);
  }

  async markPresent(presence: SheetPresence): Promise<void> {
    this.statements.markPresent.run(presence);
  }

  async markAbsent(recordId: string, moduleId: string, sessionId: string): Promise<void> {
    this.statements.markAbsent.run(recordId, moduleId, sessionId);
  }

  async presentIn(recordId: string, since: number): Promise<SheetPresence[]> {
    return this.statements.presentIn.all(recordId, since);
  }

  async close(): Promise<void> {
    this.db.close();
  }
}
