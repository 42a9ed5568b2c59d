import { describe, expect, it } from "vitest";
import { sectionOf, sideMenuOf } from "./section";

describe("section mapping (spec §2)", () => {
  it.each([
    ["/team/member", "team"],
    ["/team/record", "team"],
    ["/resource/myTemplate", "team"],
    ["/infoTable/new", "team"],
    ["/", "home"],
    ["/project", "project"],
    ["/project/overdue", "project"],
    ["/record", "record"],
    ["/record/mark", "record"],
    ["/datamining/add", "datamining"],
    ["/sampleCenter/checkItem", "sampleCenter"],
    ["/experimentDesignCenter/create", "ExperimentDesignCenter"],
    ["/sequenceDesignCenter", "ExperimentDesignCenter"],
    ["/formulaDesign", "ExperimentDesignCenter"],
  ])("%s gives %s", (path, section) => {
    expect(sectionOf(path)).toBe(section);
  });

  it("matches the spec's words case-sensitively: /noTeam and /globSearch belong to no section", () => {
    expect(sectionOf("/noTeam")).toBeUndefined();
    expect(sectionOf("/globSearch")).toBeUndefined();
  });

  it.each([
    ["/", "home"],
    ["/project", "record"],
    ["/record", "record"],
    ["/resource/commonList/method", "resource"],
    ["/multiTable/edit/1", "resource"],
    ["/team/power", "team"],
    ["/datamining", "datamining"],
    ["/datamining/edit/1", "datamining"],
    ["/experimentDesignCenter", "doe"],
    ["/sampleCenter", undefined],
  ])("%s shows the %s side menu", (path, menu) => {
    expect(sideMenuOf(path)).toBe(menu);
  });
});
