/** One Server-Sent Event: its name, its id (the log position it carries), its data (JSON). */
export interface ServerEvent {
  readonly type: string;
  readonly id: number | undefined;
  readonly data: unknown;
}

/**
 * Reads Server-Sent Events from text as it arrives in chunks (a line may be split between
 * chunks). Comment lines (the keep-alive) count as signs of life; data that is not JSON is dropped.
 */
export class SseParser {
  private buffer = "";
  private type: string | undefined;
  private id: number | undefined;
  private data: string[] = [];

  constructor(
    private readonly onEvent: (event: ServerEvent) => void,
    private readonly onAlive: () => void = () => {},
  ) {}

  push(text: string): void {
    this.buffer += text;
    let newline = this.buffer.search(/\r?\n/);
    while (newline >= 0) {
      const line = this.buffer.slice(0, newline);
      this.buffer = this.buffer.slice(newline + (this.buffer[newline] === "\r" ? 2 : 1));
      this.line(line);
      newline = this.buffer.search(/\r?\n/);
    }
  }

  private line(line: string): void {
    this.onAlive();
    if (line === "") {
      this.dispatch();
      return;
    }
    if (line.startsWith(":")) return;
    const colon = line.indexOf(":");
    const field = colon < 0 ? line : line.slice(0, colon);
    const value = colon < 0 ? "" : line.slice(colon + 1).replace(/^ /, "");
    if (field === "event") this.type = value;
    else if (field === "data") this.data.push(value);
    else if (field === "id" && /^\d+$/.test(value)) this.id = Number(value);
  }

  private dispatch(): void {
    const { type = "message", id, data } = this;
    this.type = undefined;
    this.id = undefined;
    this.data = [];
    if (data.length === 0) return;
    try {
      this.onEvent({ type, id, data: JSON.parse(data.join("\n")) });
    } catch {
      // Not JSON: not an event of ours.
    }
  }
}
