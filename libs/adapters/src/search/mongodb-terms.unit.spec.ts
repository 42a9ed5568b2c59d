import { queryParts, type SearchDocument } from "@labledger/ports";
import { describe, expect, it } from "vitest";
import { documentTermStrings, partPatterns, termString } from "./mongodb-terms";

/** Whether a text's term string answers the query as the index's `$regex` conditions would. */
const found = (text: string, query: string) => {
  const terms = termString(text);
  return partPatterns(queryParts(query)).every((pattern) => new RegExp(pattern, "u").test(terms));
};

describe("the MongoDB search index's term strings", () => {
  it("find an English word by its beginning, whatever its case, width or ending", () => {
    expect(found("Suzuki coupling", "suzu")).toBe(true);
    expect(found("Suzuki coupling", "SUZUKI")).toBe(true);
    expect(found("The reactions were run", "reaction")).toBe(true);
    expect(found("by ＨＰＬＣ", "hplc")).toBe(true);
    expect(found("Suzuki coupling", "uzuki")).toBe(false);
    expect(found("EXP-2026-0042", "EXP-2026-0042")).toBe(true);
    expect(found("EXP-2026-0042", "EXP-2026-0043")).toBe(false);
  });

  it("find a word longer than MAX_WORD by any beginning and by the whole of it", () => {
    const sequence = "acgt".repeat(20);
    for (const query of [sequence.slice(0, 7), sequence.slice(0, 40), sequence])
      expect(found(`primer ${sequence}`, query)).toBe(true);
    expect(found(`primer ${sequence}`, sequence.slice(1, 9))).toBe(false);
  });

  it("find Chinese by any substring, a single character anywhere in its run", () => {
    const text = "按合成路线制备样品";
    for (const query of ["合成路线", "成路", "路", "品", "按"]) expect(found(text, query)).toBe(true);
    expect(found(text, "路合")).toBe(false);
    expect(found(text, "合成 nitrogen")).toBe(false);
  });

  it("match a Chinese phrase by its bigrams, so three characters or more are found even when the bigrams are apart", () => {
    expect(found("合成，成路，路线", "合成路线")).toBe(true);
  });

  it("hold each term once, between spaces, the head's terms among all the document's", () => {
    const doc: SearchDocument = {
      id: "r1",
      type: "record",
      title: "Coupling coupled",
      code: "EXP-1",
      fields: [{ label: "Notes", text: "coupling again, 合成合成" }],
      facets: {},
      updatedAt: "2026-01-01T00:00:00.000Z",
    };
    expect(documentTermStrings(doc)).toEqual({ head: " coupl exp 1 ", all: " coupl exp 1 again 合成 成合 成 " });
  });

  it("take what the query holds besides words as separators, never as a pattern", () => {
    expect(partPatterns(queryParts('a.b* (c) [d] "e" \\f'))).toEqual([" a", " b", " c", " d", " e", " f"]);
  });
});
