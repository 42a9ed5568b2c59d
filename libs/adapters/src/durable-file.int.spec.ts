import { existsSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { writeFileDurably } from "./durable-file";

describe("a file replaced durably", () => {
  it("given temporary files left by killed processes, the next write removes them and keeps those of live ones", async () => {
    const dir = mkdtempSync(join(tmpdir(), "labledger-durable-file-"));
    const path = join(dir, "bus-checkpoint.json");
    const dead = join(dir, "bus-checkpoint.json.2147483646.tmp");
    const live = join(dir, `bus-checkpoint.json.${process.ppid}.tmp`);
    const unrelated = join(dir, "other.json.2147483646.tmp");
    for (const file of [dead, live, unrelated]) writeFileSync(file, "{");
    await writeFileDurably(path, '{"position":3}');
    expect(readFileSync(path, "utf8")).toBe('{"position":3}');
    expect([existsSync(dead), existsSync(live), existsSync(unrelated)]).toEqual([false, true, true]);
  });
});
