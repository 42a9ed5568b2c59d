import { describe, expect, it } from "vitest";
import { retainedUntilIfArchivedAt, retentionYearsOf } from "./retention";

describe("the archive retention as typed by an administrator", () => {
  it("takes whole years from 1 to 100", () => {
    expect(retentionYearsOf("10")).toBe(10);
    expect(retentionYearsOf(" 1 ")).toBe(1);
    expect(retentionYearsOf("100")).toBe(100);
  });

  it("refuses nothing, zero, more than 100, fractions and words", () => {
    for (const typed of ["", "0", "101", "2.5", "-3", "ten"]) expect(retentionYearsOf(typed), typed).toBeNull();
  });

  it("says until when records archived now are retained, as the server will", () => {
    expect(retainedUntilIfArchivedAt(new Date("2026-11-27T10:00:00.000Z"), 10)).toBe("2036-11-27");
  });
});
