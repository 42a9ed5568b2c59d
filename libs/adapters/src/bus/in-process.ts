import { existsSync, mkdirSync, readFileSync } from "node:fs";
import { dirname } from "node:path";
import type { BusMessage, DownstreamBus } from "@labledger/ports";
import { writeFileDurably } from "../durable-file";
import { newestSigned, signedOf } from "./newest-signed";

type Listener = (messages: readonly BusMessage[]) => void;

/**
 * The embedded mode's downstream bus: delivers to listeners in this process. Its
 * checkpoint lives in a small file written durably (write, fsync, rename), so a restart
 * goes on where it stopped.
 */
export class InProcessBus implements DownstreamBus {
  readonly kind = "in-process";
  private readonly listeners = new Set<Listener>();

  constructor(private readonly checkpointFile: string) {
    mkdirSync(dirname(checkpointFile), { recursive: true });
  }

  on(listener: Listener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  async publish(messages: readonly BusMessage[], checkpoint: number): Promise<void> {
    for (const listener of this.listeners) listener(messages);
    const signed = newestSigned(this.record(), messages);
    await writeFileDurably(this.checkpointFile, JSON.stringify({ position: checkpoint, signed }));
  }

  async checkpoint(): Promise<number> {
    return this.record().position;
  }

  async signedCheckpoint(): Promise<number | undefined> {
    return signedOf(this.record());
  }

  private record(): { position: number; signed?: number } {
    if (!existsSync(this.checkpointFile)) return { position: 0 };
    return JSON.parse(readFileSync(this.checkpointFile, "utf8")) as { position: number; signed?: number };
  }

  async close(): Promise<void> {
    this.listeners.clear();
  }
}
