import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { Writable } from "node:stream";
import { buildCrate, type ElnRecord, readCrate } from "@labledger/domain";
import { AMIDE_COUPLING, CRATE_OPTIONS } from "@labledger/domain/eln/eln.fixtures";
import { describe, expect, it } from "vitest";
import {
  archiveProblems,
  consortiumProblems,
  ELN_CORPUS,
  elnCorpusFiles,
  elnCorpusPresent,
  roCrateProblems,
  schemaProblems,
  unzipEln,
} from "../../../../tests/support/eln-checks";
import { readZipDirectory } from "../zip/zip-directory";
import { readElnArchive } from "./read-eln-archive";
import { type OpenBlob, writeElnArchive } from "./write-eln-archive";

const sha256 = (bytes: Uint8Array) => createHash("sha256").update(bytes).digest("hex");

/** A Writable that keeps what it is given; a slow one has a small buffer and takes each chunk on a later turn. */
function collector(options: { slow?: boolean } = {}) {
  const chunks: Buffer[] = [];
  const out = new Writable({
    highWaterMark: options.slow ? 1024 : 16 * 1024,
    write(chunk: Buffer, _encoding, done) {
      chunks.push(chunk);
      if (options.slow) setImmediate(done);
      else done();
    },
  });
  return { out, bytes: () => new Uint8Array(Buffer.concat(chunks)) };
}

/** Deterministic bytes per digest: what a blob store would hold. */
const blobBytes = (digest: string, size: number) => {
  const bytes = new Uint8Array(size);
  for (let i = 0; i < size; i++) bytes[i] = (digest.charCodeAt(i % digest.length) * (i + 7)) & 0xff;
  return bytes;
};

describe.skipIf(!elnCorpusPresent)(
  `readElnArchive on the consortium's example files (skipped when ${ELN_CORPUS} is absent)`,
  () => {
    it("opens every example: its one root folder, its metadata, every file counted and hashed as a plain unzip reads it", async () => {
      for (const name of elnCorpusFiles()) {
        const bytes = new Uint8Array(readFileSync(join(ELN_CORPUS, name)));
        const plain = unzipEln(bytes);
        const archive = await readElnArchive(bytes);
        expect(archive.rootFolder, name).toBe(plain.rootFolder);
        expect(archive.metadata).toEqual(plain.metadata);
        expect([...archive.entries.keys()].sort()).toEqual([...plain.files.keys()].sort());
        for (const [path, data] of plain.files) {
          expect(archive.entries.get(path), `${name} ${path}`).toEqual({ size: data.length, sha256: sha256(data) });
          expect(sha256(archive.read(path))).toBe(sha256(data));
        }
        expect(readCrate(archive.metadata, archive.entries).records.length).toBeGreaterThan(0);
      }
    });
  },
);

describe("writeElnArchive: an .eln file written as a stream", () => {
  // The record's files, with bytes a blob store would hold under their digests.
  const blobs = new Map<string, Uint8Array>();
  const record: ElnRecord = {
    ...AMIDE_COUPLING,
    modules: AMIDE_COUPLING.modules.map((module) => ({
      ...module,
      content: {
        ...module.content,
        rows: module.content.rows.map((row) => {
          if (typeof row.sha256 !== "string") return row;
          const bytes = blobBytes(row.rowId, Number(row.size));
          blobs.set(sha256(bytes), bytes);
          return { ...row, sha256: sha256(bytes) };
        }),
      },
    })),
  };
  const crate = buildCrate([record], CRATE_OPTIONS);
  const openBlob: OpenBlob = async (digest) => [blobs.get(digest)!];

  it("reads back: the metadata, every file's bytes, and the same modules through readCrate", async () => {
    const { out, bytes } = collector();
    await writeElnArchive(CRATE_OPTIONS.rootFolder, JSON.stringify(crate.metadata), crate.files, openBlob, out);
    const archive = await readElnArchive(bytes());
    expect(archive.rootFolder).toBe(CRATE_OPTIONS.rootFolder);
    expect(archive.metadata).toEqual(crate.metadata);
    for (const file of crate.files) {
      const expected =
        "text" in file ? new TextEncoder().encode(file.text) : "bytes" in file ? file.bytes : blobs.get(file.sha256);
      expect(Buffer.from(archive.read(file.path)).equals(Buffer.from(expected!))).toBe(true);
    }
    const text = (path: string) => new TextDecoder().decode(archive.read(path));
    const [imported] = readCrate(archive.metadata, archive.entries, { readText: text }).records;
    expect(imported!.modules).toEqual(record.modules.map(({ moduleId: _, ...module }) => module));
  });

  it("passes the consortium's checks as a whole file: one root folder, the parameters, the schema, RO-Crate's REQUIRED rules with its files", async () => {
    const { out, bytes } = collector();
    await writeElnArchive(CRATE_OPTIONS.rootFolder, JSON.stringify(crate.metadata), crate.files, openBlob, out);
    const plain = unzipEln(bytes());
    expect(archiveProblems(plain.names)).toEqual([]);
    expect(consortiumProblems(plain.metadata)).toEqual([]);
    expect(schemaProblems(plain.metadata) ?? []).toEqual([]);
    expect(roCrateProblems(plain.metadata, new Set(plain.files.keys()))).toEqual([]);
  });

  it("stores compressed media (PNG) as they are and deflates the rest", async () => {
    const { out, bytes } = collector();
    await writeElnArchive(CRATE_OPTIONS.rootFolder, JSON.stringify(crate.metadata), crate.files, openBlob, out);
    const methods = Object.fromEntries(readZipDirectory(bytes(), 100).map((e) => [e.name.split("/").pop(), e.method]));
    expect(methods["NMR.PNG"]).toBe(0);
    expect(methods["谱图_1_(final).pdf"]).toBe(8);
    expect(methods["ro-crate-metadata.json"]).toBe(8);
  });

  it("opens one blob at a time and waits for a slow output: a thousand attachments never sit in memory together", async () => {
    const files = Array.from({ length: 1000 }, (_, i) => ({ path: `r/${i}.bin`, sha256: i.toString(16).padStart(64, "0") }));
    let open = 0;
    let mostOpen = 0;
    const slowBlob: OpenBlob = async (digest) =>
      (async function* () {
        open++;
        mostOpen = Math.max(mostOpen, open);
        for (let part = 0; part < 4; part++) yield blobBytes(digest + part, 2048);
        open--;
      })();
    const { out, bytes } = collector({ slow: true });
    await writeElnArchive("export", "{}", files, slowBlob, out);
    expect(mostOpen).toBe(1);
    const names = readZipDirectory(bytes(), 2000).map((e) => e.name);
    expect(names).toHaveLength(1001);
    expect(names[1000]).toBe("export/r/999.bin");
  });

  it("refuses to write an unsafe or repeated path, or a file without its stored bytes", async () => {
    const attempt = (files: { path: string; sha256: string }[], root = "export") =>
      writeElnArchive(root, "{}", files, async () => [new Uint8Array(1)], collector().out);
    await expect(attempt([{ path: "../x", sha256: "a" }])).rejects.toThrow();
    await expect(attempt([{ path: "a\\b", sha256: "a" }])).rejects.toThrow();
    await expect(attempt([], "a/b")).rejects.toThrow("unsafe root folder");
    await expect(
      attempt([
        { path: "a.txt", sha256: "a" },
        { path: "A.TXT", sha256: "b" },
      ]),
    ).rejects.toThrow("two files");
    await expect(
      attempt([
        { path: "a", sha256: "a" },
        { path: "a/b", sha256: "b" },
      ]),
    ).rejects.toThrow("a file where a folder");
    await expect(
      writeElnArchive("export", "{}", [{ path: "x.bin", sha256: "0" }], async () => undefined, collector().out),
    ).rejects.toThrow("no stored bytes");
  });
});
