import type { ModuleFacts } from "../../../ui/history-words";
import type { SnapshotModule } from "../api/types";

/** What the history reading needs of a module as it stood: title, kind, declared columns. */
export const moduleFactsOf = (module: SnapshotModule): ModuleFacts => ({
  title: module.title,
  type: module.type,
  subType: module.subType ?? null,
  columns: module.columns ?? [],
});
