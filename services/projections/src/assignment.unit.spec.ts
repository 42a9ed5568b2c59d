import { describe, expect, it } from "vitest";
import { assignedProjections } from "./assignment";
import { PROJECTIONS } from "./read-models";

const names = (setting: string | undefined) => assignedProjections(setting).map((p) => p.name);

describe("which projections a process runs (LABLEDGER_PROJECTIONS)", () => {
  it("given no setting, or an empty one, runs every projection", () => {
    const all = PROJECTIONS.map((p) => p.name);
    expect(names(undefined)).toEqual(all);
    expect(names(" , ")).toEqual(all);
  });

  it("given names, runs those alone, in the product's order, each once", () => {
    expect(names(" members,audit ,members")).toEqual(["members", "audit"]);
  });

  it("given an unknown name, refuses to start in both languages and lists the known names", () => {
    expect(() => assignedProjections("audit,adit,member")).toThrow(
      /未知的投影：adit、member。可用的投影：organisation、members.*\n.*unknown projections: adit, member\. Known projections: organisation, members, roles/,
    );
  });
});
