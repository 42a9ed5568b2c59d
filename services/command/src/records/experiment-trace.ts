import {
  type ChangeWords,
  experimentStream,
  formatTime,
  type Language,
  namesInChange,
  type RecordChange,
  readChange,
  readRecordEvents,
  wordsIn,
} from "@labledger/domain";
import { upcast } from "@labledger/events";
import type { EventStore, ReadStore } from "@labledger/ports";
import { loadNames } from "../audit/history-names";
import { safeChangeWords } from "./safe-words";

export { formatTime };

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
  /** The change as a person reads it, in the caller's language (what screens and exports show). */
  readonly words: ChangeWords;
}

/**
 * A record's trace (spec §3 audit trace items), newest first, read straight from the
 * record's stream: saves carry their field changes, so nothing is diffed here; each change is
 * read against the record as it stood then (module titles, column labels, row positions).
 * Every change is counted, but only the rows of the requested page are put in words.
 */
export async function traceOf(
  ports: { readonly events: EventStore; readonly readStore: ReadStore },
  experimentId: string,
  language: Language,
  page?: { skip: number; limit: number },
): Promise<{ rows: TraceRow[]; total: number }> {
  const stored = await ports.events.readStream(experimentStream(experimentId));
  const found = readRecordEvents(stored.map(upcast)).flatMap(({ event, changes }) =>
    changes.map(({ change, facts }) => ({ metadata: event.metadata, change, facts })),
  );
  const newestFirst = found.reverse();
  const shown = page ? newestFirst.slice(page.skip, page.skip + page.limit) : newestFirst;
  const names = await loadNames(
    ports.readStore,
    shown.flatMap(({ change }) => namesInChange(change)),
  );
  const t = wordsIn(language);
  return {
    rows: shown.map(({ metadata, change, facts }) =>
      toTraceRow(metadata, change, facts().module?.title ?? "", safeChangeWords(readChange(change, facts(), names, t))),
    ),
    total: found.length,
  };
}

function toTraceRow(
  metadata: { globalPosition: number; time: string; actor: { userId: string; name: string }; reason?: string },
  change: RecordChange,
  title: string,
  words: ChangeWords,
): TraceRow {
  const { moduleTitle: _title, ...c } = change;
  return {
    position: metadata.globalPosition,
    modifyTime: formatTime(metadata.time),
    userId: metadata.actor.userId,
    userName: metadata.actor.name,
    reason: metadata.reason ?? null,
    title,
    ...c,
    words,
  };
}
