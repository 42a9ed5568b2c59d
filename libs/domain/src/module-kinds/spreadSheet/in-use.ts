import { DomainError } from "../../decider/domain-error";
import type { ExperimentState } from "../../experiment/experiment-state";
import { EMPTY_WORKBOOK, holdsWorkbook } from "./workbook";

/** A member in a spreadsheet module of the record (a heartbeat's presence), with the name shown for them. */
export interface MemberInSheet {
  readonly memberId: string;
  readonly name: string;
  readonly moduleId: string;
  readonly sheetId: string;
  readonly cell: string | null;
}

/** What a member tries that others in a spreadsheet block (spec §4 collaborative spreadsheet). */
export type SheetInUseAttempt =
  | { readonly type: "SubmitExperiment" }
  | { readonly type: "DeleteModule" | "RenameModule" | "SignModule"; readonly moduleId: string }
  | { readonly type: "DeleteSheet"; readonly moduleId: string; readonly sheetId: string };

/**
 * Spec §4: "when in use by others, operating, submitting, deleting, checking or changing is
 * blocked and the user must refresh"; §8 "spreadsheet in use by other participants", "sheet page
 * in use cannot be deleted". `others` are the members present other than the one acting.
 */
export function refuseWhileSheetsInUse(
  attempt: SheetInUseAttempt,
  state: ExperimentState,
  others: readonly MemberInSheet[],
): void {
  const sheetModules = new Set(state.modules.filter((m) => holdsWorkbook(m.type)).map((m) => m.moduleId));
  const inSheets = others.filter((o) => sheetModules.has(o.moduleId));
  const blocking = (() => {
    switch (attempt.type) {
      case "SubmitExperiment":
        return inSheets;
      case "DeleteSheet":
        return inSheets.filter((o) => o.moduleId === attempt.moduleId && o.sheetId === attempt.sheetId);
      default:
        return inSheets.filter((o) => o.moduleId === attempt.moduleId);
    }
  })();
  if (blocking.length === 0) return;
  const names = [...new Set(blocking.map((o) => o.name))].join(", ");
  if (attempt.type === "DeleteSheet") {
    const sheet = sheetNameOf(state, attempt.moduleId, attempt.sheetId);
    throw new DomainError("sheetLive.pageInUse", "conflict", { sheet, names });
  }
  throw new DomainError("sheetLive.inUse", "conflict", { names });
}

/** The members present other than the actor (the same member in another tab or session does not block them). */
export const othersInSheets = (present: readonly MemberInSheet[], actorId: string): MemberInSheet[] =>
  present.filter((p) => p.memberId !== actorId);

function sheetNameOf(state: ExperimentState, moduleId: string, sheetId: string): string {
  const module = state.modules.find((m) => m.moduleId === moduleId);
  return (module?.content.workbook ?? EMPTY_WORKBOOK).sheets.find((s) => s.sheetId === sheetId)?.name ?? "";
}
