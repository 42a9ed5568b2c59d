import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { InProcessBus } from "@labledger/adapters/bus/in-process";
import { SqliteEventStore } from "@labledger/adapters/event-store/sqlite";
import { SqliteReadStore } from "@labledger/adapters/read-store/sqlite";
import { newEvent, SYSTEM_ACTOR } from "@labledger/events";
import type { BusMessage } from "@labledger/ports";
import { until } from "@labledger/ports/event-store/contract";
import { PROJECTIONS, rebuildProjection } from "@labledger/projections";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { DownstreamPublisher } from "./publisher";

const dept = (n: number) =>
  newEvent(
    { type: "DepartmentCreated", data: { departmentId: `d${n}`, name: `部门${n}`, parentId: null } },
    { actor: SYSTEM_ACTOR },
  );

describe("downstream publisher", () => {
  let dir: string;
  let events: SqliteEventStore;
  let received: BusMessage[];
  const bus = () => {
    const b = new InProcessBus(join(dir, "bus-checkpoint.json"));
    b.on((m) => received.push(...m));
    return b;
  };
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), "labledger-pub-"));
    events = new SqliteEventStore(join(dir, "events.sqlite"), { pollMs: 50 });
    received = [];
  });
  afterEach(async () => {
    await events.close();
  });

  it("publishes every event as a CloudEvent keyed by its stream, in log order", async () => {
    await events.append("organisation-o1", [dept(1), dept(2)], { expectedRevision: "no_stream" });
    const publisher = new DownstreamPublisher(events, bus(), { source: "/labledger/test" });
    await publisher.start();
    await until(() => received.length === 2);
    expect(received.map((m) => [m.key, m.value.type, m.value.sequence])).toEqual([
      ["organisation-o1", "com.labledger.DepartmentCreated.v1", 1],
      ["organisation-o1", "com.labledger.DepartmentCreated.v1", 2],
    ]);
    let status = await publisher.status();
    for (let i = 0; i < 100 && status.position < 2; i++) {
      await new Promise((r) => setTimeout(r, 10));
      status = await publisher.status();
    }
    expect(status).toMatchObject({ position: 2, lag: 0, bus: "in-process" });
    await publisher.stop();
  });

  it("after a restart publishes what came meanwhile, once, and a rebuild publishes nothing", async () => {
    await events.append("organisation-o1", [dept(1)], { expectedRevision: "no_stream" });
    const first = new DownstreamPublisher(events, bus(), { source: "/labledger/test" });
    await first.start();
    await until(() => received.length === 1);
    await first.stop();
    await events.append("organisation-o1", [dept(2), dept(3)], { expectedRevision: 0 });
    const second = new DownstreamPublisher(events, bus(), { source: "/labledger/test" });
    await second.start();
    await until(() => received.length >= 3);
    const readStore = new SqliteReadStore(join(dir, "read-models.sqlite"));
    for (const p of PROJECTIONS) await rebuildProjection(events, readStore, p);
    await readStore.close();
    await new Promise((r) => setTimeout(r, 150));
    expect(received.map((m) => m.value.sequence)).toEqual([1, 2, 3]);
    await second.stop();
  });
});
