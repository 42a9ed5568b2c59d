import { holdsWorkbook } from "@labledger/domain/module-kinds/spreadSheet/workbook";
import type { RecordModule } from "./types";

/**
 * Spec §4 Module, on top of what the server already decided for this member (display:
 * GET leaves out modules they may not see; readOnly and showEditButton per module):
 * - a signed or locked module (isCheck) is never editable;
 * - a module with an edit button stays read-only until the button took it (enable-edit);
 * - otherwise it is read-only when the server says so or the open-check opened the record read-only —
 *   except a spreadsheet (spec §4 collaborative spreadsheet): its edits are cell by cell and each names
 *   what its cell held, so members change it at the same time, each seeing the others live.
 */
export function moduleEditable(
  module: Pick<RecordModule, "isCheck" | "readOnly" | "showEditButton"> & { readonly type?: string },
  state: { openReadOnly: boolean; taken: boolean },
): boolean {
  if (module.isCheck) return false;
  if (module.showEditButton) return state.taken;
  return !module.readOnly && (!state.openReadOnly || holdsWorkbook(module.type ?? ""));
}

/** The edit button is offered while the module has not been taken yet. */
export const showsEditButton = (module: Pick<RecordModule, "isCheck" | "showEditButton">, taken: boolean) =>
  module.showEditButton && !module.isCheck && !taken;
