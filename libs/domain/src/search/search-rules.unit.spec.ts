import { matches } from "@labledger/ports";
import { describe, expect, it } from "vitest";
import { viewerOf } from "../access/acting.fixtures";
import { searchesFullText, searchFilter } from "./search-rules";

const docs = [
  {
    id: "mine",
    type: "record",
    ownerId: "me",
    departmentId: "chem",
    projectId: "p1",
    taskId: null,
    viewerIds: [],
    status: "draft",
    updatedAt: "2026-03-10T08:00:00.000Z",
  },
  {
    id: "shared-with-me",
    type: "record",
    ownerId: "x",
    departmentId: "bio",
    projectId: "p2",
    taskId: null,
    viewerIds: ["me"],
    status: "approved",
    updatedAt: "2026-03-11T23:59:59.000Z",
  },
  {
    id: "hidden",
    type: "record",
    ownerId: "x",
    departmentId: "bio",
    projectId: "p2",
    taskId: null,
    viewerIds: [],
    status: "approved",
    updatedAt: "2026-03-11T00:00:00.000Z",
  },
  {
    id: "project",
    type: "project",
    ownerId: "x",
    departmentId: "bio",
    projectId: "p2",
    viewerIds: [],
    status: "Doing",
    updatedAt: "2026-03-12T00:00:00.000Z",
  },
  {
    id: "book",
    type: "notebook",
    ownerId: "x",
    departmentId: "bio",
    projectId: "p2",
    viewerIds: [],
    status: null,
    updatedAt: "2026-03-12T00:00:00.000Z",
  },
];
const found = (filter: object) => docs.filter((d) => matches(d, filter as never)).map((d) => d.id);

describe("search rules", () => {
  it("given a member who sees every project and only their own records, a search finds each type by its own levels", () => {
    expect(found(searchFilter(viewerOf("me")))).toEqual(["mine", "shared-with-me", "project", "book"]);
  });

  it("given a member who sees only their own projects, another's project and book are not found either", () => {
    const viewer = viewerOf("me", {
      levels: { project: new Set(["own"]), task: new Set(["own"]), experiment: new Set(["ownInDepartment"]) } as never,
    });
    expect(found(searchFilter(viewer))).toEqual(["mine", "shared-with-me"]);
  });

  it("given an administrator, everything is found", () => {
    expect(found(searchFilter(viewerOf("admin", { isOrganisationAdmin: true })))).toEqual(docs.map((d) => d.id));
  });

  it("narrows by type, project, owner and status, never past the viewing levels", () => {
    const viewer = viewerOf("me");
    expect(found(searchFilter(viewer, { type: "record" }))).toEqual(["mine", "shared-with-me"]);
    expect(found(searchFilter(viewer, { projectId: "p2" }))).toEqual(["shared-with-me", "project", "book"]);
    expect(found(searchFilter(viewer, { ownerId: "x" }))).toEqual(["shared-with-me", "project", "book"]);
    expect(found(searchFilter(viewer, { status: "approved" }))).toEqual(["shared-with-me"]);
  });

  it("narrows by days of last change, the last day counted whole (UTC)", () => {
    const viewer = viewerOf("me", { isOrganisationAdmin: true });
    expect(found(searchFilter(viewer, { from: "2026-03-11", to: "2026-03-11" }))).toEqual(["shared-with-me", "hidden"]);
    expect(found(searchFilter(viewer, { from: "2026-03-12" }))).toEqual(["project", "book"]);
    expect(found(searchFilter(viewer, { to: "2026-03-10" }))).toEqual(["mine"]);
  });

  it("searches the content only with the FulltextSearch permission (administrators hold every code)", () => {
    expect(searchesFullText({ isOrganisationAdmin: false, permissions: new Set() })).toBe(false);
    expect(searchesFullText({ isOrganisationAdmin: false, permissions: new Set(["FulltextSearch"]) })).toBe(true);
    expect(searchesFullText({ isOrganisationAdmin: true, permissions: new Set() })).toBe(true);
  });
});
