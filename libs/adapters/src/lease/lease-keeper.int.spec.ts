import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Lease } from "@labledger/ports";
import { afterEach, describe, expect, it } from "vitest";
import { until } from "../../../../tests/support/patience";
import { LeaseKeeper } from "./lease-keeper";
import { SqliteLeaseStore } from "./sqlite";

describe("lease keeper", () => {
  const keepers: LeaseKeeper[] = [];
  const stores: SqliteLeaseStore[] = [];
  afterEach(async () => {
    for (const keeper of keepers.splice(0)) await keeper.stop();
    for (const store of stores.splice(0)) await store.close();
  });

  /** A keeper over its own connection to `file`; `working` says whether its work runs now. */
  const keeper = (file: string, holder: string, ttlMs = 600) => {
    const store = new SqliteLeaseStore(file);
    stores.push(store);
    const state = {
      working: false,
      starts: 0,
      stops: [] as string[],
      lines: [] as string[],
      lease: undefined as Lease | undefined,
      restart: () => {},
    };
    const k = new LeaseKeeper({
      store,
      name: "notifier",
      holder,
      ttlMs,
      work: "test",
      log: (line) => state.lines.push(line),
      start: async (lease, _holds, restart) => {
        state.restart = restart;
        state.working = true;
        state.starts++;
        state.lease = lease;
        return {
          stop: async (reason) => {
            state.working = false;
            state.stops.push(reason);
          },
        };
      },
    });
    keepers.push(k);
    k.start();
    return { keeper: k, store, state };
  };

  it("runs the work in one keeper only; the standby takes over at once after a clean stop, with a higher epoch", async () => {
    const file = join(mkdtempSync(join(tmpdir(), "labledger-keeper-")), "leases.sqlite");
    const a = keeper(file, "A");
    await until("A to work", () => a.state.working);
    const b = keeper(file, "B");
    await until("B to stand by", () => b.state.lines.some((l) => /stands by/.test(l)));
    expect(b.state.working).toBe(false);
    expect(b.state.lines.join("\n")).toMatch(/热备/);
    await a.keeper.stop();
    expect(a.state.stops).toEqual(["shutdown"]);
    expect(a.state.lines.at(-1)).toMatch(/released the lease/);
    await until("B to work", () => b.state.working, { timeout: 2_000 });
    expect(b.state.lease!.epoch).toBeGreaterThan(a.state.lease!.epoch);
  });

  it("stops the work at once when a renewal fails, and a standby takes over after expiry", async () => {
    const file = join(mkdtempSync(join(tmpdir(), "labledger-keeper-")), "leases.sqlite");
    const a = keeper(file, "A");
    await until("A to work", () => a.state.working);
    const b = keeper(file, "B");
    // A's database goes away: its renewals fail.
    await a.store.close();
    await until("A to stop its work", () => !a.state.working, { timeout: 2_000 });
    expect(a.state.stops).toEqual(["lost"]);
    expect(a.state.lines.join("\n")).toMatch(/lost the lease/);
    expect(a.keeper.holds()).toBe(false);
    await until("B to work", () => b.state.working, { timeout: 3_000 });
  });

  it("starts the work afresh under the same lease when the work asks (a downstream fenced it off)", async () => {
    const file = join(mkdtempSync(join(tmpdir(), "labledger-keeper-")), "leases.sqlite");
    const a = keeper(file, "A");
    await until("A to work", () => a.state.working);
    const epoch = a.state.lease!.epoch;
    a.state.restart();
    await until("A to work again", () => a.state.starts === 2 && a.state.working);
    expect(a.state.stops).toEqual(["lost"]);
    expect(a.state.lease!.epoch).toBe(epoch);
    expect(a.keeper.holds()).toBe(true);
  });
});
