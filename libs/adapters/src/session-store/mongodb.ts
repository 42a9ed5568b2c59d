import type {
  OpenedSession,
  SessionChange,
  SessionEndReason,
  SessionRecord,
  SessionStore,
  SheetPresence,
} from "@labledger/ports";
import { type Collection, type MongoClient, MongoServerError } from "mongodb";
import { connectMongo } from "../mongodb/connect";

type Stored = Omit<SessionRecord, "sessionId"> & { _id: string };
type Presence = { _id: string; recordId: string; sessionId: string; memberId: string; at: number };
type InSheet = SheetPresence & { _id: string };
type Nonce = { _id: string; claimant: string; expiresAt: number };

const DUPLICATE_KEY = 11000;
const NONCE_PURGE_MS = 60_000;

/** Sessions in a MongoDB-wire database (collection `_sessions`), shared by every command-service instance. */
export class MongoSessionStore implements SessionStore {
  private nextPurge = Number.NEGATIVE_INFINITY;

  private constructor(
    private readonly client: MongoClient,
    private readonly sessions: Collection<Stored>,
    private readonly presence: Collection<Presence>,
    private readonly nonces: Collection<Nonce>,
    private readonly inSheets: Collection<InSheet>,
  ) {}

  static async connect(url: string, databaseName: string): Promise<MongoSessionStore> {
    const client = await connectMongo(url);
    const sessions = client.db(databaseName).collection<Stored>("_sessions");
    await sessions.createIndex({ memberId: 1, endedAt: 1 });
    const presence = client.db(databaseName).collection<Presence>("_open_records");
    await presence.createIndex({ recordId: 1, at: 1 });
    const nonces = client.db(databaseName).collection<Nonce>("_nonces");
    await nonces.createIndex({ expiresAt: 1 });
    const inSheets = client.db(databaseName).collection<InSheet>("_sheet_presence");
    await inSheets.createIndex({ recordId: 1, at: 1 });
    return new MongoSessionStore(client, sessions, presence, nonces, inSheets);
  }

  async open(session: OpenedSession): Promise<void> {
    const { sessionId, ...rest } = session;
    await this.sessions.insertOne({
      _id: sessionId,
      ...rest,
      locked: false,
      legacyTimestamp: null,
      endedAt: null,
      endReason: null,
    });
  }

  async get(sessionId: string): Promise<SessionRecord | undefined> {
    const stored = await this.sessions.findOne({ _id: sessionId });
    if (!stored) return undefined;
    const { _id, ...rest } = stored;
    // Sessions stored before these fields existed.
    return { sessionId: _id, ...rest, signingKey: rest.signingKey ?? null, legacyTimestamp: rest.legacyTimestamp ?? null };
  }

  async touch(sessionId: string, at: number): Promise<void> {
    await this.sessions.updateOne({ _id: sessionId, endedAt: null }, { $set: { lastSeenAt: at } });
  }

  async update(sessionId: string, change: SessionChange): Promise<void> {
    await this.sessions.updateOne({ _id: sessionId }, { $set: change });
  }

  async end(sessionId: string, at: number, reason: SessionEndReason): Promise<boolean> {
    const result = await this.sessions.updateOne({ _id: sessionId, endedAt: null }, { $set: { endedAt: at, endReason: reason } });
    if (result.modifiedCount === 1) await this.inSheets.deleteMany({ sessionId });
    return result.modifiedCount === 1;
  }

  async endAllOf(memberId: string, at: number, reason: SessionEndReason, except?: string): Promise<string[]> {
    const live = await this.sessions.find({ memberId, endedAt: null }, { projection: { _id: 1 } }).toArray();
    const ended: string[] = [];
    for (const { _id } of live) if (_id !== except && (await this.end(_id, at, reason))) ended.push(_id);
    return ended;
  }

  async claimNonce(sessionId: string, nonce: string, claimant: string, expiresAt: number, now: number): Promise<boolean> {
    await this.purgeExpiredNonces(now);
    const _id = `${sessionId}:${nonce}`;
    if (await this.insertClaim({ _id, claimant, expiresAt })) return true;
    const held = await this.nonces.findOne({ _id });
    if (held?.claimant === claimant) return true;
    if (held && held.expiresAt > now) return false;
    // An expired claim not purged yet (or one just removed): the unique _id decides who claims it now.
    await this.nonces.deleteOne({ _id, expiresAt: { $lte: now } });
    return (await this.insertClaim({ _id, claimant, expiresAt })) || (await this.nonces.findOne({ _id }))?.claimant === claimant;
  }

  /** Whether this claim was inserted (false: the nonce is claimed already). */
  private async insertClaim(claim: Nonce): Promise<boolean> {
    try {
      await this.nonces.insertOne(claim);
      return true;
    } catch (error) {
      if (error instanceof MongoServerError && error.code === DUPLICATE_KEY) return false;
      throw error;
    }
  }

  /**
   * Removes expired claims at most once per NONCE_PURGE_MS: on FerretDB a delete by a range reads
   * the whole collection (16 ms a request at a few requests a second), and an expired claim left
   * a while longer changes no answer (claimNonce treats it as free).
   */
  private async purgeExpiredNonces(now: number): Promise<void> {
    if (now < this.nextPurge) return;
    this.nextPurge = now + NONCE_PURGE_MS;
    await this.nonces.deleteMany({ expiresAt: { $lte: now } });
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

  async markPresent(presence: SheetPresence): Promise<void> {
    const _id = JSON.stringify([presence.recordId, presence.moduleId, presence.sessionId]);
    await this.inSheets.updateOne({ _id }, { $set: { ...presence } }, { upsert: true });
  }

  async markAbsent(recordId: string, moduleId: string, sessionId: string): Promise<void> {
    await this.inSheets.deleteOne({ _id: JSON.stringify([recordId, moduleId, sessionId]) });
  }

  async presentIn(recordId: string, since: number): Promise<SheetPresence[]> {
    const found = await this.inSheets.find({ recordId, at: { $gte: since } }).toArray();
    return found.map(({ _id, ...presence }) => presence);
  }

  async close(): Promise<void> {
    await this.client.close();
  }
}
