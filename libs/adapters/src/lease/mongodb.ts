import type { Lease, LeaseStore } from "@labledger/ports";
import { type Collection, type MongoClient, MongoServerError } from "mongodb";
import { connectMongo } from "../mongodb/connect";

type Stored = { _id: string; holder: string; epoch: number; expiresAt: number };
type Claim = { _id: string; holder: string; at: number };

const DUPLICATE_KEY = 11000;

/**
 * Leases in a MongoDB-wire database (collection `_leases`, one small document per lease), shared
 * by processes on many hosts. FerretDB 1.24 runs a filtered update as a read then a write, so two
 * standbys updating the same expired lease both succeed (seen in the contract suite): a change of
 * hands is decided by inserting the claim `<name>@<epoch>` into `_lease_claims` instead, whose
 * unique `_id` admits one winner per epoch on every server; the winner then writes the lease.
 * Expiry uses the holders' clocks: keep the hosts' clocks in step (NTP) well within the lease time.
 */
export class MongoLeaseStore implements LeaseStore {
  readonly kind = "mongodb";

  private constructor(
    private readonly client: MongoClient | undefined,
    private readonly leases: Collection<Stored>,
    private readonly claims: Collection<Claim>,
    private readonly now: () => number,
  ) {}

  static async connect(url: string, databaseName: string, now: () => number = Date.now): Promise<MongoLeaseStore> {
    const client = await connectMongo(url);
    const db = client.db(databaseName);
    return new MongoLeaseStore(client, db.collection<Stored>("_leases"), db.collection<Claim>("_lease_claims"), now);
  }

  async acquire(name: string, holder: string, ttlMs: number): Promise<Lease | undefined> {
    const now = this.now();
    const seen = await this.leases.findOne({ _id: name });
    if (seen && seen.holder !== holder && seen.expiresAt > now) return undefined;
    if (seen && seen.holder === holder && seen.expiresAt > now) return this.renew({ name, ...seen }, ttlMs);
    const epoch = (seen?.epoch ?? 0) + 1;
    try {
      await this.claims.insertOne({ _id: `${name}@${epoch}`, holder, at: now });
    } catch (error) {
      if (!(error instanceof MongoServerError && error.code === DUPLICATE_KEY)) throw error;
      // A claimant that died before writing the lease would block this epoch for good: its claim goes
      // once it is older than a lease, and the next attempt competes again.
      const claim = await this.claims.findOne({ _id: `${name}@${epoch}` });
      if (claim && claim.at + ttlMs < now) await this.claims.deleteOne({ _id: claim._id, at: claim.at });
      return undefined;
    }
    const lease = { name, holder, epoch, expiresAt: now + ttlMs };
    await this.leases.updateOne({ _id: name }, { $set: { holder, epoch, expiresAt: lease.expiresAt } }, { upsert: true });
    await this.claims.deleteOne({ _id: `${name}@${epoch - 1}` }).catch(() => {});
    return lease;
  }

  async renew(lease: Lease, ttlMs: number): Promise<Lease | undefined> {
    const expiresAt = this.now() + ttlMs;
    const { matchedCount } = await this.leases.updateOne(
      { _id: lease.name, holder: lease.holder, epoch: lease.epoch },
      { $set: { expiresAt } },
    );
    return matchedCount === 1 ? { name: lease.name, holder: lease.holder, epoch: lease.epoch, expiresAt } : undefined;
  }

  async release(lease: Lease): Promise<void> {
    // No holder any more: a renew of the released lease finds nothing to extend.
    await this.leases.updateOne(
      { _id: lease.name, holder: lease.holder, epoch: lease.epoch },
      { $set: { holder: "", expiresAt: 0 } },
    );
  }

  async close(): Promise<void> {
    await this.client?.close();
  }
}
