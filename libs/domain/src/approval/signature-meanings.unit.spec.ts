import { describe, expect, it } from "vitest";
import { DomainError } from "../decider/domain-error";
import { MEANINGS_OF_ACT, meaningOfAct } from "./signature-meanings";

describe("signature meanings fitted to the act", () => {
  it("given a rejection with no meaning asked, when signed, then it is signed as a rejection", () => {
    expect(meaningOfAct("reject")).toBe("rejection");
    expect(meaningOfAct("refuseRecall")).toBe("rejection");
  });

  it("given an approval with no meaning asked, when signed, then it is signed as an approval", () => {
    expect(meaningOfAct("approve")).toBe("approval");
    expect(meaningOfAct("grantRecall")).toBe("approval");
  });

  it("given a rejection asked to mean approval, when signed, then it is refused as unfit", () => {
    expect(() => meaningOfAct("reject", "approval")).toThrow(DomainError);
    expect(() => meaningOfAct("refuseRecall", "approval")).toThrow(/signature.meaningUnfit/);
  });

  it("given an approval asked to mean rejection or authorship, when signed, then it is refused", () => {
    expect(() => meaningOfAct("approve", "rejection")).toThrow(/signature.meaningUnfit/);
    expect(() => meaningOfAct("approve", "authorship")).toThrow(/signature.meaningUnfit/);
  });

  it("given a module signature, when any of the four module meanings is asked, then it is kept", () => {
    for (const meaning of ["authorship", "review", "approval", "responsibility"] as const)
      expect(meaningOfAct("signModule", meaning)).toBe(meaning);
    expect(() => meaningOfAct("signModule", "rejection")).toThrow(/signature.meaningUnfit/);
  });

  it("no act offers rejection together with approval", () => {
    for (const meanings of Object.values(MEANINGS_OF_ACT))
      expect(meanings.includes("rejection") && meanings.includes("approval")).toBe(false);
  });
});
