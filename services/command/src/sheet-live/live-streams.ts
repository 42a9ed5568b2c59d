import { LIVE_KEEPALIVE_MS, type PresentMember } from "@labledger/contracts";
import { experimentStream } from "@labledger/domain";
import { EMPTY_WORKBOOK, type Workbook } from "@labledger/domain/module-kinds/spreadSheet/workbook";
import type { Subscription } from "@labledger/ports";
import { type BeforeApplicationShutdown, Inject, Injectable } from "@nestjs/common";
import type { Response } from "express";
import { loadRecordState } from "../records/record-streams";
import { RUNTIME, type Runtime } from "../runtime/runtime";
import { cellIn, liveMessageOf, sseFrame, withCells } from "./live-messages";
import { membersInModule } from "./presence";

/** What a stream holds for a client that does not read before it ends the stream. */
const MAX_UNREAD_BYTES = 4 * 1024 * 1024;
/** How often a stream asks the shared presence store who is in the module (other instances' heartbeats, expiries). */
const PRESENCE_POLL_MS = 3_000;

export interface LiveWatch {
  readonly experimentId: string;
  readonly moduleId: string;
  readonly memberId: string;
  /** The session that opened it: once it ends (logout, idle, deactivated), so does the stream. */
  readonly sessionId: string;
  /** The global position to send the changes after. */
  readonly after: number;
  readonly workbook: Workbook | undefined;
  /** The client asked to resume from too far back: it refetches the record instead, and the stream starts now. */
  readonly refetchFirst?: boolean;
}

interface OpenStream {
  readonly watch: LiveWatch;
  checkPresence(): Promise<void>;
  end(): Promise<void>;
}

/**
 * The live streams of spreadsheet modules open on this instance (Server-Sent Events). Each
 * reads the event store's subscription (so every instance's writes reach it) and the shared
 * presence store; it ends when the client goes, and every one ends when the service stops.
 */
@Injectable()
export class LiveStreams implements BeforeApplicationShutdown {
  private readonly open = new Set<OpenStream>();

  constructor(@Inject(RUNTIME) private readonly runtime: Runtime) {}

  /** Streams open now (each holds one event-store subscription until it has stopped). */
  get openCount(): number {
    return this.open.size;
  }

  /** A presence in the module changed on this instance: its streams say so at once (others' within the poll). */
  presenceChanged(experimentId: string, moduleId: string): void {
    for (const stream of this.open)
      if (stream.watch.experimentId === experimentId && stream.watch.moduleId === moduleId) void stream.checkPresence();
  }

  start(watch: LiveWatch, response: Response): void {
    const { runtime } = this;
    const streamId = experimentStream(watch.experimentId);
    let workbook = watch.workbook ?? EMPTY_WORKBOOK;
    let lastPresence = "";
    let ended = false;
    const write = (frame: string) => {
      if (ended) return;
      response.write(frame);
      // A client that stops reading is cut off rather than buffered for: it resumes from its last event.
      if (response.writableLength > MAX_UNREAD_BYTES) void stream.end();
    };
    response.status(200);
    response.setHeader("content-type", "text/event-stream; charset=utf-8");
    response.setHeader("cache-control", "no-cache, no-transform");
    response.setHeader("x-accel-buffering", "no");
    response.flushHeaders();
    write(`retry: 2000\n: after ${watch.after}\n\n`);

    const reloadWorkbook = async () => {
      const state = await loadRecordState(runtime, watch.experimentId);
      workbook = state.modules.find((m) => m.moduleId === watch.moduleId)?.content.workbook ?? EMPTY_WORKBOOK;
    };
    const subscription: Subscription = runtime.ports.events.subscribe({
      after: watch.after,
      onEvents: async (events) => {
        for (const event of events) {
          if (ended) return;
          if (event.metadata.streamId !== streamId) continue;
          const message = liveMessageOf(event, watch.moduleId, (sheetId, cell) => cellIn(workbook, sheetId, cell));
          if (!message) continue;
          if (message.type === "cells") workbook = withCells(workbook, message.data.cells);
          else await reloadWorkbook().catch(() => {});
          write(sseFrame(message.type, message.data, event.metadata.globalPosition));
        }
      },
      onError: () => void stream.end(),
    });
    const checkPresence = async () => {
      try {
        const session = await runtime.ports.sessions.get(watch.sessionId);
        if (!session || session.endedAt !== null) {
          await stream.end();
          return;
        }
        const members: PresentMember[] = await membersInModule(runtime, watch.experimentId, watch.moduleId, watch.memberId);
        const seen = JSON.stringify(members);
        if (seen === lastPresence) return;
        lastPresence = seen;
        write(sseFrame("presence", { members }));
      } catch {
        // The next poll tries again: a presence read failing never ends the stream.
      }
    };
    const keepAlive = setInterval(() => write(": keep-alive\n\n"), LIVE_KEEPALIVE_MS);
    const presencePoll = setInterval(() => void checkPresence(), PRESENCE_POLL_MS);
    let stopped: Promise<void> | undefined;
    const stream: OpenStream = {
      watch,
      checkPresence,
      end: () => {
        stopped ??= (async () => {
          ended = true;
          clearInterval(keepAlive);
          clearInterval(presencePoll);
          await subscription.stop().catch(() => {});
          if (!response.writableEnded) response.end();
          this.open.delete(stream);
        })();
        return stopped;
      },
    };
    this.open.add(stream);
    response.on("close", () => void stream.end());
    // The client may have gone while the record was read: then "close" has already been.
    if (response.destroyed || response.socket?.destroyed !== false) void stream.end();
    if (watch.refetchFirst) write(sseFrame("sheets", { position: watch.after, by: "", type: "Refetch" }));
    void checkPresence();
  }

  async beforeApplicationShutdown(): Promise<void> {
    await Promise.all([...this.open].map((stream) => stream.end()));
  }
}
