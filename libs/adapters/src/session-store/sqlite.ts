import { mkdirSync } from "node:fs";
import { dirname } from "node:path";
import type { SessionEndReason, SessionRecord, SessionStore } from "@labledger/ports";
import Database from "better-sqlite3";

interface Row {
  session_id: string;
  member_id: string;
  account: string;
  created_at: number;
  last_seen_at: number;
  locked: number;
  must_change_password: number;
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
        PRIMARY KEY (record_id, session_id));`);
    this.statements = {
      open: this.db.prepare(
        `INSERT INTO sessions (session_id, member_id, account, created_at, last_seen_at, must_change_password)
         VALUES (@sessionId, @memberId, @account, @createdAt, @lastSeenAt, @mustChangePassword)`,
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
      liveOf: this.db.prepare<[string], { session_id: string }>(
        "SELECT session_id FROM sessions WHERE member_id = ? AND ended_at IS NULL",
      ),
    };
  }

  async open(session: Omit<SessionRecord, "endedAt" | "endReason" | "locked">): Promise<void> {
    this.statements.open.run({ ...session, mustChangePassword: session.mustChangePassword ? 1 : 0 });
  }

  async get(sessionId: string): Promise<SessionRecord | undefined> {
    const row = this.statements.get.get(sessionId);
    return row && toRecord(row);
  }

  async touch(sessionId: string, at: number): Promise<void> {
    this.statements.touch.run(at, sessionId);
  }

  async update(sessionId: string, change: Partial<Pick<SessionRecord, "locked" | "mustChangePassword">>): Promise<void> {
    if (change.locked !== undefined)
      this.db.prepare("UPDATE sessions SET locked = ? WHERE session_id = ?").run(change.locked ? 1 : 0, sessionId);
    if (change.mustChangePassword !== undefined)
      this.db
        .prepare("UPDATE sessions SET must_change_password = ? WHERE session_id = ?")
        .run(change.mustChangePassword ? 1 : 0, sessionId);
  }

  async end(sessionId: string, at: number, reason: SessionEndReason): Promise<boolean> {
    return this.statements.end.run(at, reason, sessionId).changes === 1;
  }

  async endAllOf(memberId: string, at: number, reason: SessionEndReason, except?: string): Promise<string[]> {
    return this.db.transaction(() =>
      this.statements.liveOf
        .all(memberId)
        .map((r) => r.session_id)
        .filter((id) => id !== except && this.statements.end.run(at, reason, id).changes === 1),
    )();
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

  async close(): Promise<void> {
    this.db.close();
  }
}
