import { describe, expect, it } from "vitest";
import { UUID_PATTERN, uuidv7 } from "./uuidv7";

describe("UUIDv7", () => {
  it("has version 7 and the RFC variant, and carries its millisecond timestamp", () => {
    const id = uuidv7(Date.UTC(2026, 10, 22));
    expect(id).toMatch(UUID_PATTERN);
    expect(id[14]).toBe("7");
    expect("89ab").toContain(id[19]);
    expect(Number.parseInt(id.replace(/-/g, "").slice(0, 12), 16)).toBeGreaterThanOrEqual(Date.UTC(2026, 10, 22));
  });
  it("sorts in creation order, even within one millisecond", () => {
    const ids = Array.from({ length: 1000 }, () => uuidv7(1_800_000_000_000));
    expect([...ids].sort()).toEqual(ids);
    expect(new Set(ids).size).toBe(ids.length);
  });
});
