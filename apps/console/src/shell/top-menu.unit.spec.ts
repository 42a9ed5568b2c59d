import { describe, expect, it } from "vitest";
import { TOP_MENU, visibleEntryCount } from "./top-menu";

describe("top menu with a More collapse (spec §2)", () => {
  it("lists project, sampleCenter, team, datamining, ExperimentDesignCenter in order", () => {
    expect(TOP_MENU.map((e) => e.section)).toEqual(["project", "sampleCenter", "team", "datamining", "ExperimentDesignCenter"]);
  });

  it("shows every entry when all fit, without a More button", () => {
    expect(visibleEntryCount([100, 100, 100], 300, 80)).toBe(3);
  });

  it("keeps as many entries as fit beside More", () => {
    expect(visibleEntryCount([100, 100, 100], 299, 80)).toBe(2);
    expect(visibleEntryCount([100, 100, 100], 279, 80)).toBe(1);
    expect(visibleEntryCount([100, 100, 100], 100, 80)).toBe(0);
  });
});
