import { describe, expect, it } from "vitest";
import { type ServerEvent, SseParser } from "./sse-parser";

describe("reading Server-Sent Events as chunks arrive", () => {
  it("gives each event with its name, id and JSON data, whatever the chunk boundaries", () => {
    const events: ServerEvent[] = [];
    const parser = new SseParser((e) => events.push(e));
    const text =
      'retry: 2000\n: after 7\n\nid: 8\nevent: cells\ndata: {"position":8,"cells":[]}\n\nevent: presence\ndata: {"members":[]}\n\n';
    for (const chunk of [text.slice(0, 5), text.slice(5, 40), text.slice(40, 41), text.slice(41)]) parser.push(chunk);
    expect(events).toEqual([
      { type: "cells", id: 8, data: { position: 8, cells: [] } },
      { type: "presence", id: undefined, data: { members: [] } },
    ]);
  });

  it("counts a keep-alive comment as a sign of life, takes CRLF lines, and drops data that is not JSON", () => {
    const events: ServerEvent[] = [];
    let alive = 0;
    const parser = new SseParser(
      (e) => events.push(e),
      () => alive++,
    );
    parser.push(
      ': keep-alive\r\n\r\nevent: sheets\r\ndata: not json\r\n\r\nevent: sheets\r\ndata: {"type":"ModuleSheetAdded"}\r\n\r\n',
    );
    expect(alive).toBeGreaterThan(0);
    expect(events).toEqual([{ type: "sheets", id: undefined, data: { type: "ModuleSheetAdded" } }]);
  });
});
