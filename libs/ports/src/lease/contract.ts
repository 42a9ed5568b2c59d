import { afterEach, describe, expect, it } from "vitest";
import type { LeaseStore } from "./port";

export interface LeaseContractOptions {
  /**
   * Two stores over the same fresh durable state (two processes' views), both reading the
   * time from `clock.now` so expiry can be tested without waiting.
   */
  readonly setup: (clock: { now: () => number }) => Promise<readonly [LeaseStore, LeaseStore]>;
}

/** The behaviour every lease-store adapter must show. */
export function leaseStoreContract(name: string, options: LeaseContractOptions): void {
  describe(`lease store contract: ${name}`, () => {
    let stores: readonly LeaseStore[] = [];
    let time = 1_000_000;
    const open = async () => {
      time = 1_000_000;
      stores = await options.setup({ now: () => time });
      return stores as readonly [LeaseStore, LeaseStore];
    };
    afterEach(async () => {
      for (const store of stores) await store.close().catch(() => {});
    });

    it("gives a free lease to the first holder only, until it expires; the next holder gets a higher epoch", async () => {
      const [a, b] = await open();
      const first = await a.acquire("notifier", "A", 5_000);
      expect(first).toMatchObject({ name: "notifier", holder: "A", expiresAt: time + 5_000 });
      expect(await b.acquire("notifier", "B", 5_000)).toBeUndefined();
      time += 4_999;
      expect(await b.acquire("notifier", "B", 5_000)).toBeUndefined();
      time += 2;
      const second = await b.acquire("notifier", "B", 5_000);
      expect(second).toMatchObject({ holder: "B", expiresAt: time + 5_000 });
      expect(second!.epoch).toBeGreaterThan(first!.epoch);
    });

    it("renews only the current holder's lease, and an old holder's renew fails after a takeover", async () => {
      const [a, b] = await open();
      const first = (await a.acquire("notifier", "A", 5_000))!;
      time += 3_000;
      const renewed = await a.renew(first, 5_000);
      expect(renewed).toMatchObject({ holder: "A", epoch: first.epoch, expiresAt: time + 5_000 });
      time += 4_000;
      expect(await b.acquire("notifier", "B", 5_000)).toBeUndefined();
      time += 1_001;
      const taken = (await b.acquire("notifier", "B", 5_000))!;
      expect(taken.holder).toBe("B");
      expect(await a.renew(renewed!, 5_000)).toBeUndefined();
      expect(await a.acquire("notifier", "A", 5_000)).toBeUndefined();
      expect(await b.renew(taken, 5_000)).toMatchObject({ holder: "B", epoch: taken.epoch });
    });

    it("answers the same epoch to a holder acquiring its own running lease again", async () => {
      const [a] = await open();
      const first = (await a.acquire("notifier", "A", 5_000))!;
      time += 1_000;
      expect(await a.acquire("notifier", "A", 5_000)).toMatchObject({ epoch: first.epoch, expiresAt: time + 5_000 });
    });

    it("frees a released lease at once, and a stale release changes nothing", async () => {
      const [a, b] = await open();
      const first = (await a.acquire("notifier", "A", 5_000))!;
      await a.release(first);
      const taken = (await b.acquire("notifier", "B", 5_000))!;
      expect(taken.epoch).toBeGreaterThan(first.epoch);
      await a.release(first);
      expect(await a.acquire("notifier", "A", 5_000)).toBeUndefined();
      expect(await b.renew(taken, 5_000)).toMatchObject({ holder: "B" });
    });

    it("keeps leases of different names apart", async () => {
      const [a, b] = await open();
      expect(await a.acquire("projection:members", "A", 5_000)).toMatchObject({ holder: "A" });
      expect(await b.acquire("projection:audit", "B", 5_000)).toMatchObject({ holder: "B" });
      expect(await b.acquire("projection:members", "B", 5_000)).toBeUndefined();
    });

    it("hands a contested expired lease to exactly one of many standbys", async () => {
      const [a, b] = await open();
      await a.acquire("notifier", "dead", 5_000);
      time += 5_001;
      for (let round = 0; round < 5; round++) {
        const tries = Array.from({ length: 10 }, (_, i) => (i % 2 === 0 ? a : b).acquire("notifier", `R${round}H${i}`, 5_000));
        const won = (await Promise.all(tries)).filter((lease) => lease !== undefined);
        expect(won, `round ${round}`).toHaveLength(1);
        time += 5_001;
      }
    });

    it("hands a contested free lease to exactly one of many holders", async () => {
      const [a, b] = await open();
      const tries = Array.from({ length: 10 }, (_, i) => (i % 2 === 0 ? a : b).acquire("notifier", `H${i}`, 5_000));
      const won = (await Promise.all(tries)).filter((lease) => lease !== undefined);
      expect(won).toHaveLength(1);
    });
  });
}
