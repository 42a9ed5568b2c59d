import { createHash } from "node:crypto";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type LoopbackTsa, startLoopbackTsa } from "../../../../tests/support/loopback-tsa";
import { openPorts } from "../open-ports";

describe("openPorts: the time-stamping authority", () => {
  let tsa: LoopbackTsa;
  const data = () => mkdtempSync(join(tmpdir(), "labledger-ports-tsa-"));
  beforeAll(async () => {
    tsa = await startLoopbackTsa();
  });
  afterAll(() => tsa?.close());

  it("has none unless LABLEDGER_TSA_URL is set", async () => {
    const ports = await openPorts({ LABLEDGER_DATA: data() });
    try {
      expect(ports.timestamps).toBeUndefined();
    } finally {
      await ports.close();
    }
  });

  it("stamps and verifies through LABLEDGER_TSA_URL, trusting LABLEDGER_TSA_CA", async () => {
    const ports = await openPorts({ LABLEDGER_DATA: data(), LABLEDGER_TSA_URL: tsa.url, LABLEDGER_TSA_CA: tsa.caFile });
    try {
      const digest = new Uint8Array(createHash("sha256").update("head of the log").digest());
      const token = await ports.timestamps!.stamp(digest);
      expect(token.authority).toBe(tsa.subject);
      expect(await ports.timestamps!.verify(token, digest)).toEqual({ valid: true, time: token.time });
    } finally {
      await ports.close();
    }
  });

  it("refuses to start on a TSA setting it could not use, naming the setting", async () => {
    const base = { LABLEDGER_DATA: data(), LABLEDGER_TSA_URL: tsa.url, LABLEDGER_TSA_CA: tsa.caFile };
    await expect(openPorts({ ...base, LABLEDGER_TSA_CA: undefined })).rejects.toThrow(/without LABLEDGER_TSA_CA/);
    await expect(openPorts({ ...base, LABLEDGER_TSA_CA: join(base.LABLEDGER_DATA, "missing.pem") })).rejects.toThrow(
      /LABLEDGER_TSA_CA names a file that cannot be read/,
    );
    await expect(openPorts({ ...base, LABLEDGER_TSA_URL: "ftp://tsa.example" })).rejects.toThrow(/LABLEDGER_TSA_URL must be/);
    await expect(openPorts({ ...base, LABLEDGER_TSA_TIMEOUT_MS: "soon" })).rejects.toThrow(/LABLEDGER_TSA_TIMEOUT_MS/);
  });
});
