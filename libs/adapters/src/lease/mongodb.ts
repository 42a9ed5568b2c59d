import type { Lease, LeaseStore } from "@labledger/ports";
import { type Collection, MongoClient, MongoServerError } from "mongodb";

type Stored = { _id: string; holder: string; epoch: number; expiresAt: number };

const DUPLICATE_KEY = 11000;

/**
 * Leases in a MongoDB-wire database (collection `_leases`, one small document per lease), shared
 * by processes on many hosts. Every change is a compare-and-set on the document as it was read
 * (`_id`, epoch and expiry, equality only: it runs alike on FerretDB), so of two contenders one wins.
 * Expiry uses the holders' clocks: keep the hosts' clocks in step (NTP) well within the lease's time.
 */
export class MongoLeaseStore implements LeaseStore {
  readonly kind = "mongodb";

  private constructor(
    private readonly client: MongoClient | undefined,
    private readonly leases: Collection<Stored>,
    private readonly now: () => number,
  ) {}

  static async connect(url: string, databaseName: string, now: () => number = Date.now): Promise<MongoLeaseStore> {
    const client = await MongoClient.connect(url);
    return new MongoLeaseStore(client, client.db(databaseName).collection<Stored>("_leases"), now);
  }

  async acquire(name: string, holder: string, ttlMs: number): Promise<Lease | undefined> {
    const now = this.now();
    const seen = await this.leases.findOne({ _id: name });
    if (!seen) {
      const lease = { name, holder, epoch: 1, expiresAt: now + ttlMs };
      try {
        await this.leases.insertOne({ _id: name, holder, epoch: 1, expiresAt: lease.expiresAt });
        return lease;
      } catch (error) {
        if (error instanceof MongoServerError && error.code === DUPLICATE_KEY) return undefined;
        throw error;
      }
    }
    if (seen.holder !== holder && seen.expiresAt > now) return undefined;
    const sameTerm = seen.holder === holder && seen.expiresAt > now;
    const lease = { name, holder, epoch: sameTerm ? seen.epoch : seen.epoch + 1, expiresAt: now + ttlMs };
    const { matchedCount } = await this.leases.updateOne(
      { _id: name, epoch: seen.epoch, expiresAt: seen.expiresAt },
      { $set: { holder, epoch: lease.epoch, expiresAt: lease.expiresAt } },
    );
    return matchedCount === 1 ? lease : undefined;
  }

  async renew(lease: Lease, ttlMs: number): Promise<Lease | undefined> {
    const expiresAt = this.now() + ttlMs;
    const { matchedCount } = await this.leases.updateOne(
      { _id: lease.name, holder: lease.holder, epoch: lease.epoch },
      { $set: { expiresAt } },
    );
    return matchedCount === 1 ? { ...lease, expiresAt } : undefined;
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
