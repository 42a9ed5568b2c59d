import { wordsIn } from "@labledger/domain/audit/words";
import { describe, expect, it } from "vitest";
import { hintValue } from "./changed-since";

describe("hintValue: what a changed item held in the rejected version, for its hover hint", () => {
  it("shows text as it is, choices joined in the reader's style, an object in words, and nothing as null", () => {
    const [en, zh] = [wordsIn("en"), wordsIn("zh-CN")];
    expect(hintValue("12.3 mL", en)).toBe("12.3 mL");
    expect(hintValue(21, en)).toBe("21");
    expect(hintValue(["a", "b"], en)).toBe("a, b");
    expect(hintValue(["a", "b"], zh)).toBe("a、b");
    expect(hintValue({ rowId: "r1", name: "乙醇", amount: "50 mL" }, zh)).toBe("名称：乙醇；用量：50 mL");
    expect(hintValue(null, en)).toBeNull();
    expect(hintValue("", en)).toBeNull();
    expect(hintValue([], en)).toBeNull();
  });
});
