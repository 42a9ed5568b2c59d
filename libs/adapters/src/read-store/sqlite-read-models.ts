import { join } from "node:path";
import type { ReadStore } from "@labledger/ports";
import { PartitionedReadStore } from "./partitioned";
import { SqliteReadStore } from "./sqlite";
import type { ColumnLayout } from "./sqlite-columns";

/** The audit read model (services/projections/src/read-models/audit.ts) and its collections. */
export const AUDIT = { projection: "audit", collections: ["audit", "auditModules", "auditNames"] } as const;

/** An audit entry's fields as columns; its values (old, new, an administration event's data) as JSON text. */
export const AUDIT_COLUMNS: ColumnLayout = {
  columns: {
    position: "integer",
    time: "text",
    userId: "text",
    userName: "text",
    reason: "text",
    eventType: "text",
    category: "text",
    action: "integer",
    subject: "text",
    projectId: "text",
    experimentId: "text",
    moduleId: "text",
    fieldName: "text",
    rowId: "text",
    oldValue: "json",
    newValue: "json",
    isAuto: "boolean",
  },
  // The searches of the audit trail: newest first, by record, by member, by day.
  indexes: [["position"], ["experimentId", "position"], ["userId", "position"], ["time"]],
};

export const readModelFiles = (dataDir: string) => ({
  main: join(dataDir, "read-models.sqlite"),
  audit: join(dataDir, "audit.sqlite"),
});

/**
 * The embedded read models: the audit trail in `audit.sqlite` (its entries as real columns),
 * the others in `read-models.sqlite`. An audit trail an older version kept in the main file is
 * dropped there; the runner then builds it again from the log in its own file.
 */
export async function openSqliteReadModels(dataDir: string): Promise<ReadStore> {
  const files = readModelFiles(dataDir);
  const main = new SqliteReadStore(files.main);
  const audit = new SqliteReadStore(files.audit, { columns: { audit: AUDIT_COLUMNS } });
  if (AUDIT.collections.some((c) => main.has(c) || main.has(`${c}__rebuild`))) {
    const collections = AUDIT.collections.flatMap((c) => [c, `${c}__rebuild`]);
    await main.drop(
      collections,
      ["", "#version", "#rebuild"].map((k) => `${AUDIT.projection}${k}`),
    );
  }
  return new PartitionedReadStore(main, [{ store: audit, ...AUDIT }]);
}
