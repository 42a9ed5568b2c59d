import { appendFileSync, mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { CheckpointRecord } from "@labledger/events";
import { describe, expect, it } from "vitest";
import { CheckpointFile } from "./checkpoint-file";

const record = (position: number): CheckpointRecord => ({
  checkpoint: {
    position,
    events: position,
    globalHash: "ab".repeat(32),
    time: "2026-11-25T10:00:00.000Z",
    keyId: "k",
    signature: "s",
  },
  leaves: [[position, "organisation-1", position - 1, "cd".repeat(32)]],
});

describe("checkpoint file", () => {
  it("cuts off a line a crash left torn before appending, so the next record stays a line of its own", async () => {
    const dir = mkdtempSync(join(tmpdir(), "labledger-cpfile-"));
    const file = new CheckpointFile(dir);
    await file.append(record(3));
    // The process died halfway through writing the next record.
    appendFileSync(file.path, JSON.stringify(record(6)).slice(0, 40));
    expect(file.checkpoints().map((c) => c.position)).toEqual([3]);

    await file.append(record(6));
    expect(new CheckpointFile(dir).records()).toEqual([record(3), record(6)]);
    expect(file.checkpoints().map((c) => c.position)).toEqual([3, 6]);
    expect(readFileSync(file.path, "utf8").split("\n")).toHaveLength(3);
  });

  it("cuts off a torn first line too", async () => {
    const dir = mkdtempSync(join(tmpdir(), "labledger-cpfile-"));
    const file = new CheckpointFile(dir);
    appendFileSync(file.path, '{"checkpoint":{"posit');
    await file.append(record(3));
    expect(new CheckpointFile(dir).records()).toEqual([record(3)]);
  });
});
