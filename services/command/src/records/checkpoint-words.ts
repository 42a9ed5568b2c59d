import type { CheckpointCoverage } from "@labledger/contracts";
import { type Language, translate } from "../i18n/translate";
import { formatTime } from "./experiment-trace";

type Last = NonNullable<CheckpointCoverage["last"]>;

const lastWords = (language: Language, key: string, last: Last, facts: Record<string, string | number> = {}) =>
  translate(language, key, { position: last.position, time: formatTime(last.time), ...facts }) +
  (last.timestamp
    ? translate(language, "checkpoint.timestamp", { authority: last.timestamp.authority, time: formatTime(last.timestamp.time) })
    : "");

/** What the signed checkpoints say about a record, in words (the trace PDF; the console has its own words). */
export function checkpointWords(language: Language, coverage: CheckpointCoverage): string {
  const { state, last, first } = coverage;
  const main =
    state === "changed"
      ? translate(language, "checkpoint.changed", { position: coverage.changedAt?.position ?? 0 })
      : state === "untrusted"
        ? translate(language, "checkpoint.untrusted")
        : !last
          ? translate(language, "checkpoint.none")
          : state === "pending"
            ? lastWords(language, "checkpoint.pending", last, { events: coverage.uncoveredEvents })
            : lastWords(language, "checkpoint.covered", last);
  const before = first
    ? translate(language, "checkpoint.before", { position: first.position, time: formatTime(first.time) })
    : "";
  return before ? `${main}${language === "zh-CN" ? "。" : ". "}${before}` : main;
}

/** The log's last checkpoint in words (the audit trail's PDF). */
export function lastCheckpointWords(language: Language, last: Last | null): string {
  return last ? lastWords(language, "checkpoint.logLast", last) : translate(language, "checkpoint.none");
}
