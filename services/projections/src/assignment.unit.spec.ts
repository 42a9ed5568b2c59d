import { describe, expect, it } from "vitest";
import { ASSIGNABLE, assignedProjections } from "./assignment";

const names = (setting: string | undefined) => assignedProjections(setting).map((p) => p.name);

describe("which projections a process runs (LABLEDGER_PROJECTIONS)", () => {
  it("given no setting, or an empty one, runs every projection and the restated models (values, search, structures)", () => {
    const all = ASSIGNABLE.map((p) => p.name);
    expect(all.slice(-3)).toEqual(["record_values", "search", "structures"]);
    expect(names(undefined)).toEqual(all);
    expect(names(" , ")).toEqual(all);
  });

  it("given names, runs those alone, in the product's order, each once", () => {
    expect(names(" members,audit ,members")).toEqual(["members", "audit"]);
    expect(names("search")).toEqual(["search"]);
  });

  it("given an unknown name, refuses to start in both languages and lists the known names", () => {
    expect(() => assignedProjections("audit,adit,member")).toThrow(
      /未知的投影：adit、member。可用的投影：organisation、members.*\n.*unknown projections: adit, member\. Known projections: organisation, members, roles/,
    );
  });
});
