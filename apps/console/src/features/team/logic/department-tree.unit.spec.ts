import { describe, expect, it } from "vitest";
import type { Department } from "../api/types";
import { flattenTree, withDescendants } from "./department-tree";

const dept = (id: string, parentId: string | null): Department => ({
  id,
  name: id,
  parentId,
  createdAt: "",
  isTrial: id === "1",
  headers: [],
});

describe("department tree", () => {
  const departments = [dept("root", null), dept("1", null), dept("chem", "root"), dept("bio", "root"), dept("lab", "chem")];

  it("flattens depth-first with each department's depth", () => {
    expect(flattenTree(departments).map((n) => `${n.department.id}:${n.depth}`)).toEqual([
      "root:0",
      "chem:1",
      "lab:2",
      "bio:1",
      "1:0",
    ]);
  });

  it("treats a department with an unknown parent as a root, and never loops", () => {
    expect(flattenTree([dept("a", "missing"), dept("b", "b")]).map((n) => n.depth)).toEqual([0, 0]);
  });

  it("a department's filter includes its sub-departments", () => {
    expect([...withDescendants(departments, "root")].sort()).toEqual(["bio", "chem", "lab", "root"]);
    expect([...withDescendants(departments, "chem")].sort()).toEqual(["chem", "lab"]);
  });
});
