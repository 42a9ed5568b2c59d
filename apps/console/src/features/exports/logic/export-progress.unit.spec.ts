import { describe, expect, it } from "vitest";
import { inFlight, percentDone, scopeOfQuery, sizeInWords } from "./export-progress";

describe("export progress", () => {
  it("is in flight while waiting for approval or being written", () => {
    expect(inFlight({ status: "pending" })).toBe(true);
    expect(inFlight({ status: "queued" })).toBe(true);
    expect(inFlight({ status: "ready" })).toBe(false);
    expect(inFlight({ status: "failed" })).toBe(false);
  });
  it("says how far it is, whole once ready", () => {
    expect(percentDone({ done: 1, total: 3, status: "queued" })).toBe(33);
    expect(percentDone({ done: 0, total: 3, status: "ready" })).toBe(100);
  });
  it("reads sizes in bytes, KB and MB", () => {
    expect(sizeInWords(512)).toBe("512 B");
    expect(sizeInWords(1536)).toBe("1.5 KB");
    expect(sizeInWords(5 * 1024 * 1024)).toBe("5.0 MB");
  });
  it("reads what to export from the page's query", () => {
    expect(scopeOfQuery(new URLSearchParams("ids=a,b"))).toEqual({ scope: "records", ids: ["a", "b"] });
    expect(scopeOfQuery(new URLSearchParams("notebook=n1"))).toEqual({ scope: "notebook", ids: ["n1"] });
    expect(scopeOfQuery(new URLSearchParams("project=p1"))).toEqual({ scope: "project", ids: ["p1"] });
    expect(scopeOfQuery(new URLSearchParams(""))).toBeNull();
  });
});
