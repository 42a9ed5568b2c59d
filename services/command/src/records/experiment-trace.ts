import { experimentStream, RECORD_CHANGE_EVENTS, type RecordChange, recordChangesOf } from "@labledger/domain";
import { type CurrentEvent, upcast } from "@labledger/events";
import type { EventStore } from "@labledger/ports";

/** Spec §9 time format: YYYY-MM-DD HH:mm:ss, in the server's time zone. */
export function formatTime(iso: string): string {
  const d = new Date(iso);
  const p = (n: number) => String(n).padStart(2, "0");
  return `${d.getFullYear()}-${p(d.getMonth() + 1)}-${p(d.getDate())} ${p(d.getHours())}:${p(d.getMinutes())}:${p(d.getSeconds())}`;
}

export interface TraceRow {
  readonly position: number;
  readonly modifyTime: string;
  readonly userId: string;
  readonly userName: string;
  readonly reason: string | null;
  readonly isAuto: boolean;
  readonly moduleId: string | null;
  readonly title: string;
  readonly action: 1 | 2 | 3;
  readonly fieldName: string | null;
  readonly rowId: string | null;
  readonly oldValue: unknown;
  readonly newValue: unknown;
}

const CHANGES = new Set<string>(RECORD_CHANGE_EVENTS);

/**
 * A record's trace (spec §3 audit trace items), newest first, read straight from the
 * record's stream: saves carry their field changes, so nothing is diffed here. Every change
 * is counted, but only the rows of the requested page are built.
 */
export async function traceOf(
  events: EventStore,
  experimentId: string,
  page?: { skip: number; limit: number },
): Promise<{ rows: TraceRow[]; total: number }> {
  const titles = new Map<string, string>();
  const found: Array<{ event: CurrentEvent; change: RecordChange; title: string }> = [];
  for (const stored of await events.readStream(experimentStream(experimentId))) {
    if (!CHANGES.has(stored.type)) continue;
    const event = upcast(stored);
    for (const change of recordChangesOf(event)) {
      if (change.moduleId && change.moduleTitle !== undefined) titles.set(change.moduleId, change.moduleTitle);
      found.push({ event, change, title: change.moduleId ? (titles.get(change.moduleId) ?? "") : "" });
    }
  }
  const newestFirst = found.reverse();
  const shown = page ? newestFirst.slice(page.skip, page.skip + page.limit) : newestFirst;
  return { rows: shown.map(toTraceRow), total: found.length };
}

function toTraceRow({
  event: { metadata },
  change,
  title,
}: {
  event: CurrentEvent;
  change: RecordChange;
  title: string;
}): TraceRow {
  const { moduleTitle: _title, ...c } = change;
  return {
    position: metadata.globalPosition,
    modifyTime: formatTime(metadata.time),
    userId: metadata.actor.userId,
    userName: metadata.actor.name,
    reason: metadata.reason ?? null,
    title,
    ...c,
  };
}
