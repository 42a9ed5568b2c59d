import type { CurrentEvent } from "@labledger/events";
import { defineProjection } from "../projection";

type Table = "InfoTable" | "MultiLevelTable" | "ProcessTable";
const COLLECTION: Record<Table, string> = {
  InfoTable: "info_tables",
  MultiLevelTable: "multi_level_tables",
  ProcessTable: "process_tables",
};

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

/**
 * The team's information, multi-level and data-processing tables (issue 17), one read model each
 * (named as its collection, which the reads wait on): the whole definition, who changed it last,
 * whether it is in the rubbish bin.
 */
const tableProjection = (table: Table) =>
  defineProjection({
    name: COLLECTION[table],
    collections: [COLLECTION[table]],
    handles: [`${table}Saved`, `${table}Binned`, `${table}Restored`] as const,
    project: (event) => writes(event, table),
  });

export const infoTablesProjection = tableProjection("InfoTable");
export const multiLevelTablesProjection = tableProjection("MultiLevelTable");
export const processTablesProjection = tableProjection("ProcessTable");
