/**
 * A lease held by one holder at a time: whoever holds lease `name` does the work it guards
 * (the notifier's publishing, one projection, ...). `epoch` grows by one each time the lease
 * changes hands, so work stamped with an epoch can be refused once a newer holder exists.
 */
export interface Lease {
  readonly name: string;
  readonly holder: string;
  readonly epoch: number;
  /** Milliseconds since 1970 (the store's clock: the holders' clocks must roughly agree). */
  readonly expiresAt: number;
}

/** Where leases live: a table in the data directory (one host) or the shared database (many). */
export interface LeaseStore {
  readonly kind: string;
  /**
   * Takes lease `name` for `holder` for `ttlMs` when it is free, expired or already this
   * holder's; answers undefined while another holder's lease runs. A new holder gets a new epoch.
   */
  acquire(name: string, holder: string, ttlMs: number): Promise<Lease | undefined>;
  /** Extends a lease still held (same holder, same epoch); undefined once it changed hands or was released. */
  renew(lease: Lease, ttlMs: number): Promise<Lease | undefined>;
  /** Lets it go at once (the next acquire need not wait for expiry); does nothing once it changed hands. */
  release(lease: Lease): Promise<void>;
  close(): Promise<void>;
}
