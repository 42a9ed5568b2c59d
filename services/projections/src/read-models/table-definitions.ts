import type { CurrentEvent } from "@labledger/events";
import { defineProjection } from "../projection";

type Table = "InfoTable" | "MultiLevelTable" | "ProcessTable";
const COLLECTION: Record<Table, string> = {
  InfoTable: "info_tables",
  MultiLevelTable: "multi_level_tables",
  ProcessTable: "process_tables",
};
const TABLES = Object.keys(COLLECTION) as Table[];

function writes(event: CurrentEvent, table: Table) {
  const by = { updatedAt: event.metadata.time, updatedBy: event.metadata.actor.name };
  const collection = COLLECTION[table];
  const data = event.data as { tableId: string; name?: string; description?: string };
  if (event.type === `${table}Saved`) {
    const { tableId, ...definition } = data;
    return [
      {
        op: "patch" as const,
        collection,
        id: tableId,
        set: { ...definition, binned: false, ...by },
        text: `${definition.name ?? ""} ${definition.description ?? ""}`,
      },
    ];
  }
  return [{ op: "patch" as const, collection, id: data.tableId, set: { binned: event.type === `${table}Binned`, ...by } }];
}

/** The team's information, multi-level and data-processing tables (issue 17): the whole definition, who changed it last, whether it is binned. */
export const tableDefinitionsProjection = defineProjection({
  name: "table_definitions",
  collections: Object.values(COLLECTION),
  handles: TABLES.flatMap((t) => [`${t}Saved`, `${t}Binned`, `${t}Restored`] as const),
  project: (event) => writes(event, TABLES.find((t) => event.type.startsWith(t)) as Table),
});
