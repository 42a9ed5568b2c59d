import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { EVENT_CATALOGUE } from "./index";

describe("event catalogue documentation", () => {
  it("lists every event type and version in docs/EVENTS.md for downstream consumers", () => {
    const doc = readFileSync(join(import.meta.dirname, "../../../../docs/EVENTS.md"), "utf8");
    const missing = EVENT_CATALOGUE.filter((d) => !doc.includes(`| \`${d.type}\` | v${d.version} |`)).map((d) => d.type);
    expect(missing).toEqual([]);
  });
});
