import { describe, expect, it } from "vitest";
import { HELP_GROUPS } from "./help-steps";
import { isChatApp, majorMinor, releaseNotesDue } from "./version";

describe("header details", () => {
  it("shows the version as major.minor (spec §9)", () => {
    expect(majorMinor("4.3.12")).toBe("4.3");
    expect(majorMinor("0.1.0")).toBe("0.1");
  });

  it("shows a release note once per version per user (spec §4)", () => {
    expect(releaseNotesDue("0.1.0", [])).toBe(true);
    expect(releaseNotesDue("0.1.0", ["0.1.0"])).toBe(false);
    expect(releaseNotesDue("0.2.0", ["0.1.0"])).toBe(true);
  });

  it("hides logout inside workplace chat applications", () => {
    expect(isChatApp("Mozilla/5.0 ... wxwork/4.1")).toBe(true);
    expect(isChatApp("Mozilla/5.0 Chrome/150")).toBe(false);
  });

  it("the help panel has three groups linking to the spec's pages", () => {
    expect(HELP_GROUPS).toHaveLength(3);
    expect(HELP_GROUPS.flatMap((g) => g.steps.map((s) => s.to)).sort()).toEqual(
      [
        "/team/power",
        "/team/member",
        "/team/project",
        "/team/process",
        "/resource/myTemplate",
        "/resource/commonList/method",
        "/project",
      ].sort(),
    );
  });
});
