import { once } from "node:events";
import { createReadStream, createWriteStream } from "node:fs";
import { createInterface } from "node:readline";
import type { RecordedEvent } from "@labledger/events";
import { type ChainBreak, LogChainVerifier } from "@labledger/events/node";
import type { EventStore } from "@labledger/ports";

/** Writes the log as JSON lines, one stored event per line, in global order. */
export async function exportLog(store: EventStore, file: string): Promise<number> {
  const out = createWriteStream(file);
  let position = 0;
  let count = 0;
  for (;;) {
    const page = await store.readAll({ after: position, limit: 1000 });
    if (page.length === 0) break;
    for (const event of page) if (!out.write(`${JSON.stringify(event)}\n`)) await once(out, "drain");
    count += page.length;
    position = page[page.length - 1]!.metadata.globalPosition;
  }
  out.end();
  await once(out, "finish");
  return count;
}

export async function* readLogFile(file: string): AsyncGenerator<RecordedEvent> {
  const lines = createInterface({ input: createReadStream(file), crlfDelay: Number.POSITIVE_INFINITY });
  for await (const line of lines) if (line.trim() !== "") yield JSON.parse(line) as RecordedEvent;
}

/** Checks a log file's chains and that global positions only grow; the first break, if any. */
export async function verifyLogFile(
  file: string,
): Promise<{ events: number; broken?: ChainBreak | { problem: "out-of-order"; globalPosition: number } }> {
  const verifier = new LogChainVerifier();
  let last = 0;
  let events = 0;
  for await (const event of readLogFile(file)) {
    if (event.metadata.globalPosition <= last)
      return { events, broken: { problem: "out-of-order", globalPosition: event.metadata.globalPosition } };
    last = event.metadata.globalPosition;
    const broken = verifier.next(event);
    if (broken) return { events, broken };
    events++;
  }
  return { events };
}
