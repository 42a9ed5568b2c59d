import type { SessionEndReason, SessionRecord, SessionStore } from "@labledger/ports";
import { type Collection, MongoClient } from "mongodb";

type Stored = Omit<SessionRecord, "sessionId"> & { _id: string };
type Presence = { _id: string; recordId: string; sessionId: string; memberId: string; at: number };

/** Sessions in a MongoDB-wire database (collection `_sessions`), shared by every command-service instance. */
export class MongoSessionStore implements SessionStore {
  private constructor(
    private readonly client: MongoClient,
    private readonly sessions: Collection<Stored>,
    private readonly presence: Collection<Presence>,
  ) {}

  static async connect(url: string, databaseName: string): Promise<MongoSessionStore> {
    const client = await MongoClient.connect(url);
    const sessions = client.db(databaseName).collection<Stored>("_sessions");
    await sessions.createIndex({ memberId: 1, endedAt: 1 });
    const presence = client.db(databaseName).collection<Presence>("_open_records");
    await presence.createIndex({ recordId: 1, at: 1 });
    return new MongoSessionStore(client, sessions, presence);
  }

  async open(session: Omit<SessionRecord, "endedAt" | "endReason" | "locked">): Promise<void> {
    const { sessionId, ...rest } = session;
    await this.sessions.insertOne({ _id: sessionId, ...rest, locked: false, endedAt: null, endReason: null });
  }

  async get(sessionId: string): Promise<SessionRecord | undefined> {
    const stored = await this.sessions.findOne({ _id: sessionId });
    if (!stored) return undefined;
    const { _id, ...rest } = stored;
    return { sessionId: _id, ...rest };
  }

  async touch(sessionId: string, at: number): Promise<void> {
    await this.sessions.updateOne({ _id: sessionId, endedAt: null }, { $set: { lastSeenAt: at } });
  }

  async update(sessionId: string, change: Partial<Pick<SessionRecord, "locked" | "mustChangePassword">>): Promise<void> {
    await this.sessions.updateOne({ _id: sessionId }, { $set: change });
  }

  async end(sessionId: string, at: number, reason: SessionEndReason): Promise<boolean> {
    const result = await this.sessions.updateOne({ _id: sessionId, endedAt: null }, { $set: { endedAt: at, endReason: reason } });
    return result.modifiedCount === 1;
  }

  async endAllOf(memberId: string, at: number, reason: SessionEndReason, except?: string): Promise<string[]> {
    const live = await this.sessions.find({ memberId, endedAt: null }, { projection: { _id: 1 } }).toArray();
    const ended: string[] = [];
    for (const { _id } of live) if (_id !== except && (await this.end(_id, at, reason))) ended.push(_id);
    return ended;
  }

  async markOpen(recordId: string, sessionId: string, memberId: string, at: number): Promise<void> {
    const _id = `${recordId}:${sessionId}`;
    await this.presence.updateOne({ _id }, { $set: { recordId, sessionId, memberId, at } }, { upsert: true });
  }

  async markClosed(recordId: string, sessionId: string): Promise<void> {
    await this.presence.deleteOne({ _id: `${recordId}:${sessionId}` });
  }

  async openers(recordId: string, since: number) {
    const found = await this.presence.find({ recordId, at: { $gte: since } }).toArray();
    return found.map(({ sessionId, memberId, at }) => ({ sessionId, memberId, at }));
  }

  async close(): Promise<void> {
    await this.client.close();
  }
}
