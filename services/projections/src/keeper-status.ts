import type { EventStore } from "@labledger/ports";

/** Where a read model stands and how far behind the log it is (health answers list it). */
export interface KeeperStatus {
  readonly name: string;
  readonly position: number;
  readonly lag: number;
  readonly error?: string;
}

/** Read from the store, not memory: right also where another process keeps the read model. */
export async function keeperStatus(
  name: string,
  events: EventStore,
  checkpoint: () => Promise<number>,
  lastError: unknown,
): Promise<KeeperStatus> {
  const [head, position] = await Promise.all([events.headPosition(), checkpoint()]);
  return { name, position, lag: Math.max(0, head - position), ...(lastError ? { error: String(lastError) } : {}) };
}
