import { DomainError, type Module, mayViewRecord } from "@labledger/domain";
import { EMPTY_WORKBOOK, type Workbook } from "@labledger/domain/module-kinds/spreadSheet/workbook";
import { loadViewer } from "../auth/viewer";
import type { AuthenticatedRequest } from "../http/access.guard";
import { loadExperiment } from "../records/record-streams";
import type { Runtime } from "../runtime/runtime";

/**
 * A spreadsheet module's workbook as this member may see it: the record open to them, and the module
 * one they are shown (the whole record, or a module granted to them). Anything else is not found.
 */
export async function viewedWorkbook(
  runtime: Runtime,
  request: AuthenticatedRequest,
  experimentId: string,
  moduleId: string,
): Promise<{ module: Module; workbook: Workbook }> {
  const viewer = await loadViewer(runtime, request.session);
  const state = await loadExperiment(runtime, experimentId, viewer);
  const module = state.modules.find((m) => m.moduleId === moduleId);
  const shown = module && (mayViewRecord(state, viewer) || module.grants?.[viewer.memberId] !== undefined);
  if (!module || !shown) throw new DomainError("module.notFound", "not-found");
  if (module.type !== "spreadSheet" && module.type !== "spreadDesign")
    throw new DomainError("sheet.notASpreadsheet", "not-found", { title: module.title });
  return { module, workbook: module.content.workbook ?? EMPTY_WORKBOOK };
}
