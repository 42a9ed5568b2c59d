import { mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { main } from "@labledger/cli";
import type { CheckpointRecord } from "@labledger/events";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ADMIN_PASSWORD, startTestService } from "../api/harness";
import { type LoopbackTsa, startLoopbackTsa } from "../support/loopback-tsa";
import { until } from "../support/patience";

const checkpointsIn = (dataDir: string): CheckpointRecord[] => {
  try {
    return readFileSync(join(dataDir, "checkpoints.jsonl"), "utf8")
      .split("\n")
      .filter((line) => line.trim() !== "")
      .map((line) => JSON.parse(line) as CheckpointRecord);
  } catch {
    return [];
  }
};

describe("checkpoints stamped by a real RFC 3161 authority set by LABLEDGER_TSA_URL (issue 15)", () => {
  let tsa: LoopbackTsa;
  let dataDir: string;
  let publicKey: string;

  beforeAll(async () => {
    tsa = await startLoopbackTsa("Lab TSA");
    const operator = mkdtempSync(join(tmpdir(), "labledger-operator-"));
    dataDir = mkdtempSync(join(tmpdir(), "labledger-tsa-data-"));
    publicKey = join(operator, "key.pub.pem");
    // Given the server configured with a TSA, a key outside the data directory and a checkpoint every 2 events
    const api = await startTestService({
      LABLEDGER_DATA: dataDir,
      LABLEDGER_CHECKPOINT_KEY: join(operator, "key.pem"),
      LABLEDGER_CHECKPOINT_EVERY: "2",
      LABLEDGER_TSA_URL: tsa.url,
      LABLEDGER_TSA_CA: tsa.caFile,
    });
    // When the log grows (a login is recorded) past a checkpoint
    await api.login("admin", ADMIN_PASSWORD);
    await until("a checkpoint stamped by the TSA", async () => checkpointsIn(dataDir).some((r) => r.checkpoint.timestamp), {
      timeout: 30_000,
    });
    await api.service.stop();
  });
  afterAll(async () => {
    await tsa?.close();
  });

  it("each checkpoint carries the authority's token, and labledger verify checks it with the CA it is given", async () => {
    const stamped = checkpointsIn(dataDir).filter((r) => r.checkpoint.timestamp);
    expect(stamped[0]?.checkpoint.timestamp?.authority).toMatch(/Lab TSA/);
    const out: string[] = [];
    const err: string[] = [];
    const saved = { url: process.env.LABLEDGER_TSA_URL, ca: process.env.LABLEDGER_TSA_CA };
    process.env.LABLEDGER_TSA_URL = tsa.url;
    process.env.LABLEDGER_TSA_CA = tsa.caFile;
    try {
      const code = await main(["verify", "--data", dataDir, "--public-key", publicKey], {
        out: (l) => out.push(l),
        err: (l) => err.push(l),
      });
      expect(err.join("\n")).toBe("");
      expect(code).toBe(0);
      expect(out.join("\n")).toMatch(/timestamped by .*Lab TSA.* at /);
    } finally {
      for (const [name, value] of [
        ["LABLEDGER_TSA_URL", saved.url],
        ["LABLEDGER_TSA_CA", saved.ca],
      ] as const) {
        if (value === undefined) delete process.env[name];
        else process.env[name] = value;
      }
    }
  });
});
