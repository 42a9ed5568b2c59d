import { describe, expect, it } from "vitest";
import { ROUTES } from "../app/route-table";
import { approvalPages } from "../features/approvals/pages";
import { archivePages } from "../features/archive/pages";
import { auditPages } from "../features/audit/pages";
import { dataminingPages } from "../features/datamining/pages";
import { homePages } from "../features/home/pages";
import { instrumentPages } from "../features/instruments/pages";
import { materialCategoryPages } from "../features/material-categories/pages";
import { methodPages } from "../features/methods/pages";
import { projectPages } from "../features/projects/pages";
import { recordPages } from "../features/records/pages";
import { searchPages } from "../features/search/pages";
import { sharingPages } from "../features/sharing/pages";
import { tablePages } from "../features/tables/pages";
import { teamPages } from "../features/team/pages";
import { templatePages } from "../features/templates/pages";
import { BELL_LINKS } from "./bell-links";
import { SIDE_MENUS } from "./side-menus";
import { TOP_MENU } from "./top-menu";

/**
 * Built screens reached another way: the header's search box, the gate's redirect, the 404 page,
 * the report editor (opened on a report or a template from the data-mining lists).
 */
const REACHED_OTHERWISE = new Set([
  "globSearch",
  "noTeam",
  "home",
  "teamAuditTrailSearch",
  "projectOverdue",
  "recordOverdue",
  "reportEdit",
  // Drafting a method: the methods list's "New method".
  "resourceExpMethodNew",
  // A new information, multi-level or data-processing table: its list's "New" button.
  "infoTableNew",
  "multiTableNew",
  "processListNew",
]);

const BUILT = new Set(
  Object.keys({
    ...homePages,
    ...teamPages,
    ...projectPages,
    ...recordPages,
    ...auditPages,
    ...approvalPages,
    ...archivePages,
    ...searchPages,
    ...dataminingPages,
    ...materialCategoryPages,
    ...instrumentPages,
    ...methodPages,
    ...sharingPages,
    ...templatePages,
    ...tablePages,
  }),
);
const MENU_TARGETS = new Set(
  [
    ...TOP_MENU.map((e) => e.to),
    ...BELL_LINKS.map((l) => l.to),
    ...Object.values(SIDE_MENUS).flatMap((groups) => groups.flatMap((g) => g.items.map((i) => i.to))),
  ].map((to) => to.split("?")[0]),
);

describe("wayfinding (spec §2 menus)", () => {
  it("every built screen without an id in its path is one click from a menu", () => {
    const unreachable = ROUTES.filter(
      (r) => BUILT.has(r.name) && !r.path.includes(":") && !REACHED_OTHERWISE.has(r.name) && !MENU_TARGETS.has(r.path),
    ).map((r) => r.path);
    expect(unreachable).toEqual([]);
  });

  it("knows the built screens (the check itself works)", () => {
    expect(BUILT.size).toBeGreaterThan(25);
    expect(MENU_TARGETS.has("/team/messageSetting")).toBe(true);
  });
});
