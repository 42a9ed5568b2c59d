import { describe, expect, it } from "vitest";
import { newRowId, ROW_HEIGHT, visibleWindow } from "./grid-window";

describe("grid windowing (a 2,000-row material grid stays smooth)", () => {
  it("given 2,000 rows at the top, then only the rows in view plus overscan are rendered", () => {
    const w = visibleWindow(0, 400, 2000);
    expect(w.first).toBe(0);
    expect(w.last).toBe(15);
    expect(w.padBottom).toBe((2000 - 15) * ROW_HEIGHT);
  });

  it("given a scroll to the middle, then the window follows and the padding keeps the scroll height", () => {
    const w = visibleWindow(1000 * ROW_HEIGHT, 400, 2000);
    expect(w.first).toBe(995);
    expect(w.padTop + (w.last - w.first) * ROW_HEIGHT + w.padBottom).toBe(2000 * ROW_HEIGHT);
  });

  it("row ids are unique and short enough for the server", () => {
    const ids = new Set(Array.from({ length: 1000 }, newRowId));
    expect(ids.size).toBe(1000);
    for (const id of ids) expect(id.length).toBeLessThanOrEqual(64);
  });
});
