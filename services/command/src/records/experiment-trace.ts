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

function rowsOf(event: CurrentEvent, titles: Map<string, string>): TraceRow[] {
  const { metadata } = event;
  const base = {
    position: metadata.globalPosition,
    modifyTime: formatTime(metadata.time),
    userId: metadata.actor.userId,
    userName: metadata.actor.name,
    isAuto: false,
  };
  switch (event.type) {
    case "ExperimentCreated":
      return [
        {
          ...base,
          moduleId: null,
          title: "",
          action: 1 as const,
          fieldName: null,
          rowId: null,
          oldValue: null,
          newValue: event.data.title,
        },
      ];
    case "ExperimentDetailsChanged":
      return event.data.changes.map((c) => ({
        ...base,
        moduleId: null,
        title: "",
        action: c.action,
        fieldName: c.field,
        rowId: c.rowId,
        oldValue: c.oldValue,
        newValue: c.newValue,
      }));
    case "ModuleAdded":
      titles.set(event.data.moduleId, event.data.title);
      return [
        {
          ...base,
          moduleId: event.data.moduleId,
          title: event.data.title,
          action: 1 as const,
          fieldName: null,
          rowId: null,
          oldValue: null,
          newValue: event.data.type,
        },
      ];
    case "ModuleRenamed":
      titles.set(event.data.moduleId, event.data.to);
      return [
        {
          ...base,
          moduleId: event.data.moduleId,
          title: event.data.to,
          action: 2 as const,
          fieldName: "title",
          rowId: null,
          oldValue: event.data.from,
          newValue: event.data.to,
        },
      ];
    case "ModuleDeleted":
      return [
        {
          ...base,
          moduleId: event.data.moduleId,
          title: titles.get(event.data.moduleId) ?? "",
          action: 3 as const,
          fieldName: null,
          rowId: null,
          oldValue: null,
          newValue: null,
        },
      ];
    case "ModuleSaved":
      return event.data.changes.map((c) => ({
        ...base,
        isAuto: event.data.isAuto,
        moduleId: event.data.moduleId,
        title: titles.get(event.data.moduleId) ?? "",
        action: c.action,
        fieldName: c.field,
        rowId: c.rowId,
        oldValue: c.oldValue,
        newValue: c.newValue,
      }));
    default:
      return [];
  }
}
