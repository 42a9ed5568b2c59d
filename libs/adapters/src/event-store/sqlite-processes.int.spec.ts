import { spawn } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { expect, it } from "vitest";
import { until } from "../../../../tests/support/patience";
import { SqliteEventStore } from "./sqlite";

const COUNT = 1500;

/** The other process's failures, once it has appended its `COUNT` events. */
function appendInAnotherProcess(path: string, stream: string): Promise<string[]> {
  const child = spawn(
    process.execPath,
    ["--import", "tsx", join(import.meta.dirname, "append-loop.fixture.ts"), path, stream, String(COUNT)],
    {
      stdio: ["ignore", "pipe", "inherit"],
    },
  );
  let output = "";
  child.stdout.on("data", (chunk: Buffer) => {
    output += chunk;
  });
  return new Promise((resolve, reject) => {
    child.once("error", reject);
    child.once("exit", (code) =>
      code === 0 ? resolve(JSON.parse(output)) : reject(new Error(`the appending process exited with ${code}`)),
    );
  });
}

// Distributed mode: the command and notifier processes both append to the one SQLite log. A write
// transaction begun as a read is refused at once ("database is locked", no busy wait) when the
// other process committed in between: an HTTP 500 under load.
it("two processes appending to one SQLite log at once both succeed every time", { timeout: 120_000 }, async () => {
  const path = join(mkdtempSync(join(tmpdir(), "labledger-es-two-")), "events.sqlite");
  const store = new SqliteEventStore(path, { readByOtherProcesses: true });
  const other = appendInAnotherProcess(path, "loop-b");
  // Both at once: this one starts when the other has begun.
  await until("the other process's first append", async () => (await store.headPosition()) > 0, { timeout: 30_000 });
  const failures: string[] = [];
  for (let i = 0; i < COUNT; i++) {
    await store
      .append("loop-a", [{ type: "LoopTicked", version: 1, data: { i }, metadata: { actor: { userId: "u", name: "loop" } } }], {
        expectedRevision: "any",
      })
      .catch((error: Error) => failures.push(error.message));
  }
  const there = await other;
  expect({ here: failures.slice(0, 3), there: there.slice(0, 3), counts: [failures.length, there.length] }).toEqual({
    here: [],
    there: [],
    counts: [0, 0],
  });
  expect(await store.headPosition()).toBe(2 * COUNT);
  await store.close();
});
