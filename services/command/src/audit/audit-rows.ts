import {
  adminEventInWords,
  adminSubjectInWords,
  type ChangeWords,
  changeEntryId,
  experimentStream,
  formatTime,
  type Language,
  NO_FACTS,
  namesInAdminEvent,
  namesInChange,
  type ReadableChange,
  type RecordChange,
  readChange,
  readRecordEvents,
  wordsIn,
} from "@labledger/domain";
import { upcast } from "@labledger/events";
import type { Doc, EventStore, ReadStore } from "@labledger/ports";
import { safeChangeWords } from "../records/safe-words";
import { loadNames } from "./history-names";

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

/** An entry as a person reads it: what it concerns (an administration event's subject) and the change, in words. */
export type AuditWords = ChangeWords & { readonly subject: string };

/**
 * The record changes of the audit trail read exactly as the record's trace reads them: each
 * record's stream folded once, every change against the record as it stood then (an entry's id
 * is its event's id and the change's place in it). One per request; an export keeps it across pages.
 */
export class RecordReadings {
  private readonly byRecord = new Map<string, Promise<Map<string, ReadableChange>>>();

  constructor(private readonly events: EventStore) {}

  of(entry: AuditEntry): Promise<ReadableChange | undefined> {
    const experimentId = entry.experimentId!;
    let readings = this.byRecord.get(experimentId);
    if (!readings) {
      readings = this.read(experimentId);
      this.byRecord.set(experimentId, readings);
    }
    return readings.then((all) => all.get(entry.id));
  }

  private async read(experimentId: string): Promise<Map<string, ReadableChange>> {
    const stored = await this.events.readStream(experimentStream(experimentId));
    const readings = new Map<string, ReadableChange>();
    for (const { event, changes } of readRecordEvents(stored.map(upcast)))
      for (const [i, reading] of changes.entries()) readings.set(changeEntryId(event.metadata.eventId, i), reading);
    return readings;
  }
}

const asRecorded = (entry: AuditEntry): RecordChange => ({
  moduleId: entry.moduleId,
  action: entry.action ?? 2,
  fieldName: entry.fieldName,
  rowId: entry.rowId,
  oldValue: entry.oldValue,
  newValue: entry.newValue,
  isAuto: entry.isAuto,
});

/**
 * Audit rows as the API shows them: the time in the spec's format, record numbers and module
 * titles joined in, and every entry in words in the caller's language (names, labels, rows by
 * position and first cell) — the one reading the screens and the exports show.
 */
export async function presentAuditRows(
  ports: { readonly readStore: ReadStore; readonly events: EventStore },
  rows: readonly AuditEntry[],
  language: Language,
  readings = new RecordReadings(ports.events),
) {
  const { readStore } = ports;
  const ids = (field: "experimentId" | "moduleId") => [
    ...new Set(rows.map((r) => r[field]).filter((v): v is string => typeof v === "string")),
  ];
  const lookup = async (collection: string, keys: string[]) =>
    new Map((await Promise.all(keys.map((id) => readStore.get(collection, id)))).flatMap((d) => (d ? [[d.id, d]] : [])));
  const [records, modules, read] = await Promise.all([
    lookup("experiments", ids("experimentId")),
    lookup("auditModules", ids("moduleId")),
    Promise.all(
      rows.map(async (row) =>
        row.category === "record" && row.experimentId
          ? ((await readings.of(row)) ?? { change: asRecorded(row), facts: () => NO_FACTS })
          : null,
      ),
    ),
  ]);
  const data = (row: AuditEntry) => (row.newValue ?? {}) as Record<string, unknown>;
  const names = await loadNames(
    readStore,
    rows.flatMap((row, i) => (read[i] ? namesInChange(read[i].change) : namesInAdminEvent(row.eventType, data(row)))),
  );
  const t = wordsIn(language);
  return rows.map((row, i) => {
    const record = row.experimentId ? records.get(row.experimentId) : undefined;
    const module = row.moduleId ? modules.get(row.moduleId) : undefined;
    const moduleTitle = (module?.title as string | undefined) ?? null;
    const reading = read[i];
    const change = reading
      ? readChange(reading.change, reading.facts(), names, t)
      : adminEventInWords(row.eventType, data(row), names, t);
    const words: AuditWords = {
      ...safeChangeWords(change),
      module: change.module || (moduleTitle ?? ""),
      subject: reading ? "" : adminSubjectInWords(row.eventType, data(row), row.subject, names, t),
    };
    return {
      ...row,
      modifyTime: formatTime(row.time),
      experimentNumber: (record?.number as string | undefined) ?? null,
      experimentTitle: (record?.title as string | undefined) ?? null,
      moduleTitle,
      words,
    };
  });
}

export type AuditRowView = Awaited<ReturnType<typeof presentAuditRows>>[number];
