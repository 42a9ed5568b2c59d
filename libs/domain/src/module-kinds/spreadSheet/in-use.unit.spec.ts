import { describe, expect, it } from "vitest";
import { fold } from "../../decider/decider";
import { DomainError } from "../../decider/domain-error";
import { experiment } from "../../experiment/experiment";
import type { ExperimentEvent } from "../../experiment/experiment-state";
import { INPUT_ADDED, RECORD_CREATED } from "../../experiment/record.fixtures";
import { type MemberInSheet, othersInSheets, refuseWhileSheetsInUse, type SheetInUseAttempt } from "./in-use";

const SHEET_ADDED: ExperimentEvent = {
  type: "ModuleAdded",
  data: {
    experimentId: "e1",
    moduleId: "sheet-module",
    type: "spreadSheet",
    subType: null,
    title: "Titration",
    required: false,
    columns: [],
    afterModuleId: "m1",
  },
};
const record = fold(experiment, [RECORD_CREATED, INPUT_ADDED, SHEET_ADDED]);

const on = (memberId: string, name: string, sheetId = "sheet1", moduleId = "sheet-module"): MemberInSheet => ({
  memberId,
  name,
  moduleId,
  sheetId,
  cell: "B2",
});

/** given the members present other than the actor, when the actor tries something, then the refusal (or none). */
function when(attempt: SheetInUseAttempt, others: readonly MemberInSheet[]): DomainError | "allowed" {
  try {
    refuseWhileSheetsInUse(attempt, record, others);
    return "allowed";
  } catch (error) {
    if (error instanceof DomainError) return error;
    throw error;
  }
}

describe("a spreadsheet in use by other participants (spec §4 collaborative spreadsheet)", () => {
  it("given nobody else in the spreadsheet, submitting, deleting, renaming, signing and deleting a sheet are allowed", () => {
    for (const attempt of [
      { type: "SubmitExperiment" },
      { type: "DeleteModule", moduleId: "sheet-module" },
      { type: "RenameModule", moduleId: "sheet-module" },
      { type: "SignModule", moduleId: "sheet-module" },
      { type: "DeleteSheet", moduleId: "sheet-module", sheetId: "sheet1" },
    ] as const)
      expect(when(attempt, [])).toBe("allowed");
  });

  it("given Li Lei in the spreadsheet, submitting the record is refused as in use, naming him", () => {
    const refusal = when({ type: "SubmitExperiment" }, [on("li", "Li Lei")]);
    expect(refusal).toMatchObject({ key: "sheetLive.inUse", kind: "conflict", params: { names: "Li Lei" } });
  });

  it("given two members in it (one in two tabs), deleting, renaming or signing the module is refused, each named once", () => {
    const others = [on("li", "Li Lei"), on("li", "Li Lei", "sheet2"), on("han", "Han Meimei")];
    for (const type of ["DeleteModule", "RenameModule", "SignModule"] as const)
      expect(when({ type, moduleId: "sheet-module" }, others)).toMatchObject({
        key: "sheetLive.inUse",
        params: { names: "Li Lei, Han Meimei" },
      });
  });

  it("given someone in another module's spreadsheet only, this module's deletion is allowed", () => {
    expect(when({ type: "DeleteModule", moduleId: "sheet-module" }, [on("li", "Li Lei", "sheet1", "other")])).toBe("allowed");
  });

  it("given presence in a module that is not a spreadsheet, nothing is blocked", () => {
    expect(when({ type: "SubmitExperiment" }, [on("li", "Li Lei", "sheet1", "m1")])).toBe("allowed");
    expect(when({ type: "RenameModule", moduleId: "m1" }, [on("li", "Li Lei", "sheet1", "m1")])).toBe("allowed");
  });

  it("given Li Lei on Sheet1, deleting Sheet1 is refused as a sheet page in use, naming the sheet; deleting another sheet is allowed", () => {
    expect(when({ type: "DeleteSheet", moduleId: "sheet-module", sheetId: "sheet1" }, [on("li", "Li Lei")])).toMatchObject({
      key: "sheetLive.pageInUse",
      kind: "conflict",
      params: { sheet: "Sheet1", names: "Li Lei" },
    });
    expect(when({ type: "DeleteSheet", moduleId: "sheet-module", sheetId: "sheet2" }, [on("li", "Li Lei")])).toBe("allowed");
  });

  it("given the actor's own presence (another tab), it is not someone else's", () => {
    const present = [on("me", "Me"), on("li", "Li Lei")];
    expect(othersInSheets(present, "me")).toEqual([on("li", "Li Lei")]);
    expect(when({ type: "SubmitExperiment" }, othersInSheets([on("me", "Me")], "me"))).toBe("allowed");
  });
});
