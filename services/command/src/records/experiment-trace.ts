import { experimentStream } from "@labledger/domain";
import { type CurrentEvent, upcast } from "@labledger/events";
import type { EventStore } from "@labledger/ports";

/** Spec §9 time format: YYYY-MM-DD HH:mm:ss, in the server's time zone. */
export function formatTime(iso: string): string {
  const d = new Date(iso);
  const p = (n: number) => String(n).padStart(2, "0");
  return `${d.getFullYear()}-${p(d.getMonth() + 1)}-${p(d.getDate())} ${p(d.getHours())}:${p(d.getMinutes())}:${p(d.getSeconds())}`;
}

/**
 * A record's trace (spec §3 audit trace items), newest first, read straight from the
 * record's stream: saves carry their field changes, so nothing is diffed here.
 */
export async function traceOf(events: EventStore, experimentId: string) {
  const stored = (await events.readStream(experimentStream(experimentId))).map(upcast);
  const titles = new Map<string, string>();
  const rows = stored.flatMap((event) => rowsOf(event, titles));
  return rows.reverse();
}

export interface TraceRow {
  readonly position: number;
  readonly modifyTime: string;
  readonly userId: string;
  readonly userName: string;
  readonly isAuto: boolean;
  readonly moduleId: string | null;
  readonly title: string;
  readonly action: 1 | 2 | 3;
  readonly fieldName: string | null;
  readonly rowId: string | null;
  readonly oldValue: unknown;
  readonly newValue: unknown;
}

type FieldChange = { action: 1 | 2 | 3; field: string | null; rowId: string | null; oldValue: unknown; newValue: unknown };

function rowsOf(event: CurrentEvent, titles: Map<string, string>): TraceRow[] {
  const { metadata } = event;
  const base = {
    position: metadata.globalPosition,
    modifyTime: formatTime(metadata.time),
    userId: metadata.actor.userId,
    userName: metadata.actor.name,
    isAuto: false,
  };
  const row = (moduleId: string | null, title: string, c: FieldChange): TraceRow => ({
    ...base,
    moduleId,
    title,
    action: c.action,
    fieldName: c.field,
    rowId: c.rowId,
    oldValue: c.oldValue,
    newValue: c.newValue,
  });
  const whole = (action: 1 | 2 | 3, field: string | null, oldValue: unknown, newValue: unknown): FieldChange => ({
    action,
    field,
    rowId: null,
    oldValue,
    newValue,
  });
  switch (event.type) {
    case "ExperimentCreated":
      return [row(null, "", whole(1, null, null, event.data.title))];
    case "ExperimentDetailsChanged":
      return event.data.changes.map((c) => row(null, "", c));
    case "ModuleAdded":
      titles.set(event.data.moduleId, event.data.title);
      return [row(event.data.moduleId, event.data.title, whole(1, null, null, event.data.type))];
    case "ModuleRenamed":
      titles.set(event.data.moduleId, event.data.to);
      return [row(event.data.moduleId, event.data.to, whole(2, "title", event.data.from, event.data.to))];
    case "ModuleDeleted":
      return [row(event.data.moduleId, titles.get(event.data.moduleId) ?? "", whole(3, null, null, null))];
    case "ModuleSaved":
      return event.data.changes.map((c) => ({
        ...row(event.data.moduleId, titles.get(event.data.moduleId) ?? "", c),
        isAuto: event.data.isAuto,
      }));
    default:
      return [];
  }
}
