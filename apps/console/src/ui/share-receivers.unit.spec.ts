import { describe, expect, it } from "vitest";
import { receiversInWords } from "./share-receivers";

describe("a share's receivers in words", () => {
  it("names members then departments, and says when one is no longer known instead of showing its id", () => {
    const words = { list: "、", unknownMember: "已无法查到的成员", unknownDepartment: "已无法查到的部门" };
    const share = {
      members: [
        { id: "m-1", name: "王 芳" },
        { id: "m-2", name: "" },
      ],
      departments: [{ id: "d-1", name: "质量保证部" }],
    };
    expect(receiversInWords(share, words)).toBe("王 芳、已无法查到的成员、质量保证部");
  });
});
