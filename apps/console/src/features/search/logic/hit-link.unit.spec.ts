import { describe, expect, it } from "vitest";
import { formatWhen } from "../../../ui/format-when";
import { hitLink } from "./hit-link";
import { keyedParts, markedWords } from "./marked-parts";

describe("a search hit leads to the thing it found", () => {
  it("a record to its editor, a project to the experiment centre, a book to the records list narrowed to it", () => {
    expect(hitLink({ type: "record", id: "0190-a" })).toBe("/editRecord/0190-a");
    expect(hitLink({ type: "project", id: "p/1" })).toBe("/project?projectId=p%2F1");
    expect(hitLink({ type: "notebook", id: "b1" })).toBe("/record?notebookId=b1");
  });
});

describe("marked text", () => {
  const parts = [
    { text: "按", match: false },
    { text: "合成路线", match: true },
    { text: "制备", match: false },
  ];
  it("keys each part by where it starts, and lists the marked words", () => {
    expect(keyedParts(parts).map((p) => p.at)).toEqual([0, 1, 5]);
    expect(markedWords(parts)).toEqual(["合成路线"]);
  });
});

describe("a hit's date in the reader's language", () => {
  it("is written in Chinese or English, and empty when unreadable", () => {
    const at = "2026-11-22T06:05:00.000Z";
    expect(formatWhen(at, "zh-CN")).toMatch(/2026年11月\d+日/);
    expect(formatWhen(at, "en")).toMatch(/Nov \d+, 2026/);
    expect(formatWhen("soon", "en")).toBe("");
  });
});
