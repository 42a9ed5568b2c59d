import { DomainError, mayViewRecord, readsEveryRecordHistory, viewFilter } from "@labledger/domain";
import type { Filter } from "@labledger/ports";
import type { SessionContext } from "../auth/sessions";
import { loadViewer } from "../auth/viewer";
import { readYourWrites } from "../pipeline/read-your-writes";
import { loadRecordState } from "../records/record-streams";
import type { Runtime } from "../runtime/runtime";

export interface ExportScope {
  readonly scope: "records" | "notebook" | "project";
  readonly ids: readonly string[];
}

/**
 * The records an export holds, each one the member may view (or an auditor, any): records chosen
 * one by one must all be visible (one that is not is not found); a record book or a project gives
 * its visible records in number order, and one with none is refused.
 */
export async function recordsOfScope(
  runtime: Runtime,
  session: SessionContext,
  { scope, ids }: ExportScope,
  limit: number,
): Promise<{ recordIds: string[]; scopeName: string | null }> {
  const viewer = await loadViewer(runtime, session);
  const auditor = readsEveryRecordHistory(session.principal);
  if (scope === "records") {
    const unique = [...new Set(ids)];
    for (const id of unique) {
      const state = await loadRecordState(runtime, id);
      if (!state.created || !(auditor || mayViewRecord(state, viewer))) throw new DomainError("experiment.notFound", "not-found");
    }
    return { recordIds: unique, scopeName: null };
  }
  const { readStore } = runtime.ports;
  const container = await readStore.get<{ id: string; name?: string }>(scope === "notebook" ? "notebooks" : "projects", ids[0]!);
  if (!container) throw new DomainError(scope === "notebook" ? "notebook.notFound" : "project.notFound", "not-found");
  await readYourWrites(runtime.ports, "experiments", undefined);
  const inScope: Filter = scope === "notebook" ? { notebookId: ids[0]! } : { projectId: ids[0]! };
  const { rows, total } = await readStore.find<{ id: string }>("experiments", {
    filter: auditor ? inScope : { $and: [inScope, viewFilter(viewer, "experiment") as Filter] },
    sort: [["number", 1]],
    limit: limit + 1,
  });
  if (total === 0) throw new DomainError("export.nothingToExport", "invalid");
  if (total > limit) throw new DomainError("export.tooManyRecords", "invalid", { max: limit });
  return { recordIds: rows.map((r) => r.id), scopeName: container.name ?? null };
}
