import { describe, expect, it } from "vitest";
import { insertMention, matchingMembers, mentionIdsIn, mentionQuery } from "./mentions";

const members = [
  { id: "m1", name: "王 芳" },
  { id: "m2", name: "Li Na" },
  { id: "m3", name: "Linus" },
];

describe("@mentions in a comment", () => {
  it("finds the name being typed after an @ at the caret, not inside a word or after a space", () => {
    expect(mentionQuery("please @Li", 10)).toEqual({ at: 7, query: "Li" });
    expect(mentionQuery("@", 1)).toEqual({ at: 0, query: "" });
    expect(mentionQuery("mail me@lab", 11)).toBeNull();
    expect(mentionQuery("@Li Na said", 11)).toBeNull();
  });

  it("lists members whose name holds what is typed, whatever its case", () => {
    expect(matchingMembers(members, "li").map((m) => m.id)).toEqual(["m2", "m3"]);
    expect(matchingMembers(members, "王").map((m) => m.id)).toEqual(["m1"]);
  });

  it("puts the chosen name in place of what was typed, the caret after it", () => {
    expect(insertMention("ask @li now", 7, "Li Na")).toEqual({ text: "ask @Li Na  now", caret: 11 });
  });

  it("sends only the members still mentioned in the text, each once", () => {
    const picked = [members[0]!, members[1]!, members[0]!];
    expect(mentionIdsIn("@王 芳 and @王 芳 check", picked)).toEqual(["m1"]);
    expect(mentionIdsIn("nobody", picked)).toEqual([]);
  });
});
