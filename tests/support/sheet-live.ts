import { until } from "./patience";

/** One Server-Sent Event as a client reads it. */
export interface LiveEvent {
  readonly id: number | undefined;
  readonly type: string;
  readonly data: unknown;
  /** performance.now() when the event's last line arrived. */
  readonly receivedAt: number;
}

export interface LiveReader {
  readonly status: number;
  readonly contentType: string;
  readonly events: LiveEvent[];
  /** Comment lines seen (the keep-alive, the opening note). */
  readonly comments: string[];
  /** Waits for the first event (from `from`, an index into `events`) that `matches`. */
  next(matches: (event: LiveEvent) => boolean, what: string, from?: number): Promise<LiveEvent>;
  /** The client hangs up (as a closed tab does). */
  close(): void;
  readonly ended: Promise<void>;
}

/**
 * Reads a live spreadsheet stream (GET …/modules/{moduleId}/live) with fetch and a stream
 * reader, as the console does; `headers` signs the request. Parses `id:`, `event:`, `data:` and comments.
 */
export async function readLive(url: string, headers: Record<string, string>): Promise<LiveReader> {
  const abort = new AbortController();
  const response = await fetch(url, { headers, signal: abort.signal });
  const events: LiveEvent[] = [];
  const comments: string[] = [];
  const ended = (async () => {
    if (!response.ok || !response.body) return;
    const decoder = new TextDecoder();
    let buffer = "";
    let frame: { id?: number; type?: string; data: string[] } = { data: [] };
    try {
      for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
        buffer += decoder.decode(chunk, { stream: true });
        let newline = buffer.indexOf("\n");
        while (newline >= 0) {
          const line = buffer.slice(0, newline);
          buffer = buffer.slice(newline + 1);
          newline = buffer.indexOf("\n");
          if (line === "") {
            if (frame.data.length > 0)
              events.push({
                id: frame.id,
                type: frame.type ?? "message",
                data: JSON.parse(frame.data.join("\n")),
                receivedAt: performance.now(),
              });
            frame = { data: [] };
          } else if (line.startsWith(":")) comments.push(line.slice(1).trim());
          else if (line.startsWith("id:")) frame.id = Number(line.slice(3).trim());
          else if (line.startsWith("event:")) frame.type = line.slice(6).trim();
          else if (line.startsWith("data:")) frame.data.push(line.slice(5).trimStart());
        }
      }
    } catch {
      // Aborted by close(), or the server ended it.
    }
  })();
  return {
    status: response.status,
    contentType: response.headers.get("content-type") ?? "",
    events,
    comments,
    async next(matches, what, from = 0) {
      let found: LiveEvent | undefined;
      await until(what, () => {
        found = events.slice(from).find(matches);
        return found !== undefined;
      });
      return found!;
    },
    close: () => abort.abort(),
    ended,
  };
}

/**
 * For the bench: milliseconds from sending a change (`send`, e.g. member 2's PUT …/cells) to
 * the `cells` event carrying `cell` reaching a reader already open (member 1's stream).
 */
export async function timeToLiveCells(
  reader: LiveReader,
  send: () => Promise<Response>,
  cell: { sheetId: string; cell: string },
): Promise<number> {
  const from = reader.events.length;
  const started = performance.now();
  const answer = await send();
  if (!answer.ok) throw new Error(`the change answered ${answer.status}: ${await answer.text()}`);
  const event = await reader.next(
    (e) =>
      e.type === "cells" &&
      (e.data as { cells: Array<{ sheetId: string; cell: string }> }).cells.some(
        (c) => c.sheetId === cell.sheetId && c.cell === cell.cell,
      ),
    `the live event for ${cell.sheetId}!${cell.cell}`,
    from,
  );
  return event.receivedAt - started;
}
