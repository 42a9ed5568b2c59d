import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { SqliteEventStore } from "@labledger/adapters/event-store/sqlite";
import { newEvent, SYSTEM_ACTOR, uuidv7 } from "@labledger/events";
import type { EventStore } from "@labledger/ports";
import { membersProjection } from "@labledger/projections";
import { afterEach, describe, expect, it } from "vitest";
import { CaughtUpView } from "./caught-up-view";

const opened: { close(): Promise<void> }[] = [];
afterEach(async () => {
  await Promise.all(opened.splice(0).map((o) => o.close()));
});

function setUp() {
  const file = join(mkdtempSync(join(tmpdir(), "labledger-caught-up-")), "events.sqlite");
  const events = new SqliteEventStore(file);
  const view = new CaughtUpView(events, [membersProjection]);
  opened.push(view, events);
  return { events, view, file };
}

const register = (events: EventStore, account: string) =>
  events.append(
    `member-${account}`,
    [
      newEvent(
        {
          type: "MemberRegistered",
          data: {
            memberId: `id-${account}`,
            account,
            realName: account,
            passwordHash: "not-a-real-hash",
            departmentId: null,
            language: "en",
            isOrganisationAdmin: false,
          },
        },
        { actor: SYSTEM_ACTOR },
      ),
    ],
    { expectedRevision: "no_stream" },
  );

const deactivate = (events: EventStore, account: string) =>
  events.append(
    `member-${account}`,
    [newEvent({ type: "MemberDeactivated", data: { memberId: `id-${account}` } }, { actor: SYSTEM_ACTOR })],
    { expectedRevision: "any" },
  );

describe("a view caught up to the log before every read (what commands decide on)", () => {
  it("given many events of other types after the last member event, when the view is read twice, then the second read starts at the head", async () => {
    const { events, view } = setUp();
    await register(events, "ada");
    for (let i = 0; i < 30; i++) {
      const [projectId, ownerId] = [uuidv7(), uuidv7()];
      const data = { projectId, number: `P${i}`, name: `p${i}`, description: "", ownerId, departmentId: null, leaderId: ownerId };
      await events.append(
        `project-${projectId}`,
        [newEvent({ type: "ProjectCreated", data: { ...data, managerIds: [], personal: false } }, { actor: SYSTEM_ACTOR })],
        { expectedRevision: "no_stream" },
      );
    }
    await view.read();
    const head = await events.headPosition();
    const asked: number[] = [];
    const readAll = events.readAll.bind(events);
    events.readAll = (options) => {
      asked.push(options?.after ?? 0);
      return readAll(options);
    };
    await view.read();
    // Not from the member's event again: the unrelated events were passed over once for all.
    expect(asked).toEqual([head]);
  });

  it("given a member registered a moment ago, when the view is read, then the member is in it", async () => {
    const { events, view } = setUp();
    expect(await (await view.read()).get("members", "id-ada")).toBeUndefined();
    await register(events, "ada");
    expect(await (await view.read()).get("members", "id-ada")).toMatchObject({ account: "ada", active: true });
  });

  it("given a member deactivated after the view was read, when it is read again, then it says so: never the stale fact", async () => {
    const { events, view } = setUp();
    await register(events, "bo");
    expect(await (await view.read()).get("members", "id-bo")).toMatchObject({ active: true });
    await deactivate(events, "bo");
    expect(await (await view.read()).get("members", "id-bo")).toMatchObject({ active: false });
  });

  it("given reads that overlap appends, when each read resolves, then it holds every append acknowledged before it was asked for", async () => {
    const { events, view } = setUp();
    const checks = Array.from({ length: 30 }, async (_, i) => {
      await register(events, `m${i}`);
      const doc = await (await view.read()).get("members", `id-m${i}`);
      return doc?.account;
    });
    expect(await Promise.all(checks)).toEqual(Array.from({ length: 30 }, (_, i) => `m${i}`));
  });

  it("given another process appends to the same log file, when the view is read, then it has that append too", async () => {
    const { view, file } = setUp();
    const other = new SqliteEventStore(file);
    opened.push(other);
    await register(other, "cy");
    expect(await (await view.read()).get("members", "id-cy")).toMatchObject({ account: "cy" });
  });

  it("never holds a password hash", async () => {
    const { events, view } = setUp();
    await register(events, "di");
    expect(JSON.stringify(await (await view.read()).get("members", "id-di"))).not.toContain("not-a-real-hash");
  });
});
