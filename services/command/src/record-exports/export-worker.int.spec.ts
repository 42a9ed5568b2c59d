import { existsSync, mkdtempSync, readdirSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Writable } from "node:stream";
import { LocalDiskBlobStore } from "@labledger/adapters/blob-store/local-disk";
import { SqliteEventStore } from "@labledger/adapters/event-store/sqlite";
import { SqliteReadStore } from "@labledger/adapters/read-store/sqlite";
import { DEFAULT_SETTINGS, DomainError, exportStream, recordExports } from "@labledger/domain";
import { newEvent, SYSTEM_ACTOR, upcast } from "@labledger/events";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { until } from "../../../../tests/support/patience";
import { type ExportJob, ExportWorker, type ExportWriter } from "./export-worker";

const ID = (n: number) => `202611-0192a3b4-c5d6-7e8f-9a0b-${String(n).padStart(12, "0")}`;
const requested = (exportId: string, format: "pdf" | "eln" = "pdf", needsApproval = false) => ({
  type: "ExportRequested" as const,
  data: {
    exportId,
    format,
    scope: "records" as const,
    scopeName: null,
    recordIds: ["r1", "r2", "r3"],
    language: "en" as const,
    requesterId: "m1",
    needsApproval,
    reviewerIds: needsApproval ? ["a1"] : [],
  },
});

/** Writes one line per record, telling progress; `failAfter` throws once that many records are written. */
const lines = (extension: "pdf" | "eln", failAfter?: number): ExportWriter => ({
  extension,
  mediaType: extension === "pdf" ? "application/pdf" : "application/vnd.eln+zip",
  async write(output: Writable, job: ExportJob, progress) {
    for (const [i, id] of job.recordIds.entries()) {
      if (failAfter === i) throw new DomainError("export.failed", "invalid");
      output.write(`${job.exportId} ${id} ${job.language}\n`);
      await progress(i + 1);
    }
  },
});

describe("export worker", () => {
  let dir: string;
  let events: SqliteEventStore;
  let readStore: SqliteReadStore;
  let blobs: LocalDiskBlobStore;
  let worker: ExportWorker | undefined;
  const logged: string[] = [];
  const start = async (writers: Record<"pdf" | "eln", ExportWriter>) => {
    worker = new ExportWorker(
      { events, readStore, blobs },
      writers,
      async () => DEFAULT_SETTINGS.export,
      (line) => {
        logged.push(line);
      },
    );
    await worker.start();
  };
  const append = async (list: Array<{ type: string; data: { exportId: string; [more: string]: unknown } }>) =>
    (
      await events.append(
        exportStream(list[0]!.data.exportId),
        list.map((e) => newEvent(e as never, { actor: SYSTEM_ACTOR })),
        { expectedRevision: "any" },
      )
    ).position;
  const exportOf = async (exportId: string) => {
    const stored = await events.readStream(exportStream(exportId));
    return stored
      .map((e) => upcast(e) as never)
      .reduce(recordExports.evolve, recordExports.initialState())
      .exports.get(exportId)!;
  };
  const typesOf = async (exportId: string) =>
    (await events.readStream(exportStream(exportId)))
      .filter((e) => (e.data as { exportId: string }).exportId === exportId)
      .map((e) => e.type);
  const blobCount = () =>
    existsSync(join(dir, "blobs"))
      ? readdirSync(join(dir, "blobs"), { recursive: true, withFileTypes: true }).filter((e) => e.isFile()).length
      : 0;

  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), "labledger-export-worker-"));
    events = new SqliteEventStore(join(dir, "events.sqlite"), { pollMs: 20 });
    readStore = new SqliteReadStore(join(dir, "read.sqlite"));
    blobs = new LocalDiskBlobStore(join(dir, "blobs"));
    logged.length = 0;
  });
  afterEach(async () => {
    await worker?.stop();
    worker = undefined;
    await events.close();
    await readStore.close();
  });

  it("writes a queued export, telling its progress, and keeps the file by its digest with its validity", async () => {
    await start({ pdf: lines("pdf"), eln: lines("eln") });
    await append([requested(ID(1))]);
    await until("the export written", async () => (await exportOf(ID(1))).status === "ready");
    const done = await exportOf(ID(1));
    expect(done.file).toMatchObject({ mediaType: "application/pdf", downloadTimes: DEFAULT_SETTINGS.export.downloadTimes });
    expect(done.file!.fileName).toBe("3 records.pdf");
    const kept = await blobs.get(done.file!.sha256);
    expect(kept?.toString()).toBe(`${ID(1)} r1 en\n${ID(1)} r2 en\n${ID(1)} r3 en\n`);
    expect(await typesOf(ID(1))).toEqual([
      "ExportRequested",
      "ExportProgressed",
      "ExportProgressed",
      "ExportProgressed",
      "ExportFinished",
    ]);
    const days = (Date.parse(done.file!.expiresAt) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(DEFAULT_SETTINGS.export.validityDays - 1);
    expect(days).toBeLessThanOrEqual(DEFAULT_SETTINGS.export.validityDays);
  });

  it("never writes an export waiting for approval or rejected; writes it once approved", async () => {
    await start({ pdf: lines("pdf"), eln: lines("eln") });
    await append([requested(ID(2), "eln", true)]);
    const rejectedToo = ID(3);
    await append([
      requested(rejectedToo, "eln", true),
      {
        type: "ExportDecided",
        data: { exportId: rejectedToo, approved: false, comment: "no", reviewerId: "a1", meaning: "rejection" },
      },
    ]);
    const approved = await append([
      { type: "ExportDecided", data: { exportId: ID(2), approved: true, comment: "", reviewerId: "a1", meaning: "approval" } },
    ]);
    await until("the approved export written", async () => (await exportOf(ID(2))).status === "ready");
    await until("the worker past the approval", async () => (await readStore.checkpoint("export-writer")) >= approved);
    expect((await exportOf(ID(2))).file!.fileName).toBe("3 records.eln");
    expect((await exportOf(rejectedToo)).status).toBe("rejected");
    expect(await typesOf(rejectedToo)).toEqual(["ExportRequested", "ExportDecided"]);
  });

  it("says a failed export failed and keeps nothing of its file", async () => {
    await start({ pdf: lines("pdf", 2), eln: lines("eln") });
    await append([requested(ID(4))]);
    await until("the export failed", async () => (await exportOf(ID(4))).status === "failed");
    expect(await typesOf(ID(4))).toEqual(["ExportRequested", "ExportProgressed", "ExportProgressed", "ExportFailed"]);
    expect(blobCount()).toBe(0);
  });

  it("repeats a job cut short by a restart, and finishes each export once", async () => {
    await start({ pdf: lines("pdf"), eln: lines("eln") });
    await append([requested(ID(5))]);
    await until("the export written", async () => (await exportOf(ID(5))).status === "ready");
    await worker!.stop();
    // The checkpoint lost (a crash before it was kept): the restarted worker reads the request again.
    await readStore.commit({ checkpointKey: "export-writer", writes: [], checkpoint: 0 });
    const after = await append([requested(ID(6))]);
    await start({ pdf: lines("pdf"), eln: lines("eln") });
    await until("the second export written", async () => (await exportOf(ID(6))).status === "ready");
    await until("the worker caught up", async () => (await readStore.checkpoint("export-writer")) >= after);
    expect((await typesOf(ID(5))).filter((type) => type === "ExportFinished")).toHaveLength(1);
  });
});
