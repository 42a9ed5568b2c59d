import { describe, expect, it } from "vitest";
import { filterMembers } from "./member-list";

describe("member list department filter", () => {
  const members = [
    { account: "li.lei", realName: "李雷", departmentId: "chem" },
    { account: "han.mei", realName: "韩梅梅", departmentId: "lab" },
    { account: "zhao", realName: "赵", departmentId: "bio" },
    { account: "nobody", realName: "无部门", departmentId: null },
  ];
  it("keeps the members of the chosen departments, then matches account or name", () => {
    const chem = new Set(["chem", "lab"]);
    expect(filterMembers(members, "", chem).map((m) => m.account)).toEqual(["li.lei", "han.mei"]);
    expect(filterMembers(members, " HAN ", chem).map((m) => m.account)).toEqual(["han.mei"]);
    expect(filterMembers(members, "李", chem).map((m) => m.account)).toEqual(["li.lei"]);
    expect(filterMembers(members, "zhao", chem)).toEqual([]);
  });
});
