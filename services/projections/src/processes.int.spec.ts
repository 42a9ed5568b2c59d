import { mkdtempSync } from "node:fs";
import { hostname, tmpdir } from "node:os";
import { join } from "node:path";
import { SqliteReadStore } from "@labledger/adapters/read-store/sqlite";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { ProjectionProcessAnnouncement, projectionsByProcess, runningProjectionProcesses } from "./processes";

describe("which process keeps which projection", () => {
  let readStore: SqliteReadStore;
  beforeEach(() => {
    readStore = new SqliteReadStore(join(mkdtempSync(join(tmpdir(), "labledger-procs-")), "read-models.sqlite"));
  });
  afterEach(async () => {
    await readStore.close();
  });

  it("lists each announced process under its projections, tells a newcomer who already keeps one of them, and forgets a stopped one", async () => {
    const first = new ProjectionProcessAnnouncement(readStore, "projections", ["audit", "members"]);
    expect(await first.start()).toEqual([]);
    const second = new ProjectionProcessAnnouncement(readStore, "projections", ["members", "roles"]);
    const alongside = await second.start();
    expect(alongside.map((p) => p.projections)).toEqual([["audit", "members"]]);

    const name = `projections ${hostname()}:${process.pid}`;
    const keptBy = await projectionsByProcess(readStore);
    expect(Object.fromEntries(keptBy)).toEqual({ audit: [name], members: [name, name], roles: [name] });

    await first.stop();
    expect(Object.fromEntries(await projectionsByProcess(readStore))).toEqual({ members: [name], roles: [name] });
    await second.stop();
    expect((await projectionsByProcess(readStore)).size).toBe(0);
  });

  it("does not list a process no longer seen (killed without a stop) after 20 s", async () => {
    const killed = new ProjectionProcessAnnouncement(readStore, "projections", ["audit"]);
    await killed.start();
    expect(await runningProjectionProcesses(readStore, Date.now() + 19_000)).toHaveLength(1);
    expect(await runningProjectionProcesses(readStore, Date.now() + 21_000)).toEqual([]);
    await killed.stop();
  });
});
