import { closeSync, existsSync, fstatSync, mkdirSync, openSync, readSync } from "node:fs";
import { type FileHandle, open } from "node:fs/promises";
import { dirname, join } from "node:path";
import type { CheckpointRecord, SignedCheckpoint } from "@labledger/events";

export const CHECKPOINT_FILE_NAME = "checkpoints.jsonl";

/**
 * Checkpoints kept as an append-only JSON-lines file (one record a line, fsynced), in the data
 * directory and in the witness directory. A torn last line (a crash mid-write) is ignored.
 */
export class CheckpointFile {
  readonly path: string;
  private readOffset = 0;
  private readonly known: SignedCheckpoint[] = [];

  constructor(directory: string) {
    this.path = join(directory, CHECKPOINT_FILE_NAME);
  }

  async append(record: CheckpointRecord): Promise<void> {
    mkdirSync(dirname(this.path), { recursive: true });
    const handle = await open(this.path, "a+");
    try {
      await cutTornTail(handle);
      await handle.appendFile(`${JSON.stringify(record)}\n`);
      await handle.sync();
    } finally {
      await handle.close();
    }
  }

  /** Every record, leaves included (for verification). */
  records(): CheckpointRecord[] {
    return parseLines(this.readFrom(0).text).records;
  }

  /** The signed checkpoints without their leaves, read incrementally (cheap to ask often). */
  checkpoints(): readonly SignedCheckpoint[] {
    for (const record of this.readNew()) this.known.push(record.checkpoint);
    return this.known;
  }

  /** The records appended since the last call (each read once). */
  readNew(): CheckpointRecord[] {
    const { text, end } = this.readFrom(this.readOffset);
    const parsed = parseLines(text);
    this.readOffset = end - parsed.unparsedBytes;
    return parsed.records;
  }

  private readFrom(offset: number): { text: string; end: number } {
    if (!existsSync(this.path)) return { text: "", end: offset };
    const fd = openSync(this.path, "r");
    try {
      const size = fstatSync(fd).size;
      const buffer = Buffer.alloc(Math.max(0, size - offset));
      let read = 0;
      while (read < buffer.length) read += readSync(fd, buffer, read, buffer.length - read, offset + read);
      return { text: buffer.toString("utf8"), end: size };
    } finally {
      closeSync(fd);
    }
  }
}

/**
 * A last line without its newline is a record a crash cut short (never complete, so never a checkpoint
 * anyone relied on; the checkpointer makes it again). Appending after it would glue the next record to it.
 */
async function cutTornTail(handle: FileHandle): Promise<void> {
  const { size } = await handle.stat();
  const chunk = Buffer.alloc(64 * 1024);
  let end = size;
  while (end > 0) {
    const start = Math.max(0, end - chunk.length);
    const { bytesRead } = await handle.read(chunk, 0, end - start, start);
    const newline = chunk.subarray(0, bytesRead).lastIndexOf(0x0a);
    if (newline >= 0) {
      if (start + newline + 1 < size) await handle.truncate(start + newline + 1);
      return;
    }
    end = start;
  }
  if (size > 0) await handle.truncate(0);
}

function parseLines(text: string): { records: CheckpointRecord[]; unparsedBytes: number } {
  const lastNewline = text.lastIndexOf("\n");
  const complete = text.slice(0, lastNewline + 1);
  const records = complete
    .split("\n")
    .filter((line) => line.trim() !== "")
    .map((line) => JSON.parse(line) as CheckpointRecord);
  return { records, unparsedBytes: Buffer.byteLength(text.slice(lastNewline + 1)) };
}
