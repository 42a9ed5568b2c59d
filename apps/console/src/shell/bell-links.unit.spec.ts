import { describe, expect, it } from "vitest";
import { BELL_LINKS, totalCount } from "./bell-links";

describe("to-do bell (spec §2)", () => {
  it("links each of the seven counts to its page", () => {
    expect(Object.fromEntries(BELL_LINKS.map((l) => [l.key, l.to]))).toEqual({
      unreadMessageCount: "/team",
      approvingExpCount: "/team/record",
      approvingShareExpCount: "/team/approvingRecord",
      approvingReportCount: "/team/export",
      approvingTempShareCount: "/team/publish",
      sampleTestCount: "/sampleCenter/sampleTestTask",
      recordCallExameCount: "/team/recall",
    });
  });

  it("adds the counts for the badge", () => {
    expect(
      totalCount({
        approvingExpCount: 1,
        approvingShareExpCount: 2,
        approvingReportCount: 3,
        approvingTempShareCount: 4,
        unreadMessageCount: 5,
        sampleTestCount: 6,
        recordCallExameCount: 7,
      }),
    ).toBe(28);
    expect(totalCount(undefined)).toBe(0);
  });
});
