import type { Doc, ReadStore } from "@labledger/ports";
import { formatTime } from "../records/experiment-trace";

/** One entry of the audit read model (services/projections/src/read-models/audit.ts). */
export interface AuditEntry extends Doc {
  readonly position: number;
  readonly time: string;
  readonly userId: string;
  readonly userName: string;
  readonly reason: string | null;
  readonly category: "record" | "admin";
  readonly eventType: string;
  readonly action: 1 | 2 | 3 | null;
  readonly subject: string | null;
  readonly projectId: string | null;
  readonly experimentId: string | null;
  readonly moduleId: string | null;
  readonly rowId: string | null;
  readonly fieldName: string | null;
  readonly oldValue: unknown;
  readonly newValue: unknown;
  readonly isAuto: boolean;
}

/** Audit rows as the API shows them: the time in the spec's format, record numbers and module titles joined in. */
export async function presentAuditRows(readStore: ReadStore, rows: readonly AuditEntry[]) {
  const ids = (field: "experimentId" | "moduleId") => [
    ...new Set(rows.map((r) => r[field]).filter((v): v is string => typeof v === "string")),
  ];
  const lookup = async (collection: string, keys: string[]) =>
    new Map((await Promise.all(keys.map((id) => readStore.get(collection, id)))).flatMap((d) => (d ? [[d.id, d]] : [])));
  const [records, modules] = await Promise.all([
    lookup("experiments", ids("experimentId")),
    lookup("auditModules", ids("moduleId")),
  ]);
  return rows.map((row) => {
    const record = row.experimentId ? records.get(row.experimentId) : undefined;
    const module = row.moduleId ? modules.get(row.moduleId) : undefined;
    return {
      ...row,
      modifyTime: formatTime(row.time),
      experimentNumber: (record?.number as string | undefined) ?? null,
      experimentTitle: (record?.title as string | undefined) ?? null,
      moduleTitle: (module?.title as string | undefined) ?? null,
    };
  });
}

export type AuditRowView = Awaited<ReturnType<typeof presentAuditRows>>[number];
