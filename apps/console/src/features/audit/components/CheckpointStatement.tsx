import type { CheckpointCoverage } from "@labledger/contracts";
import { useTranslation } from "react-i18next";
import "../i18n/catalogue";
import { formatTime } from "../logic/date-range";

const at = (iso: string) => formatTime(new Date(iso));

/** What the log's signed checkpoints say about the record, in words (beside its chain verification). */
export function CheckpointStatement({ coverage }: { coverage: CheckpointCoverage }) {
  const { t } = useTranslation("audit");
  const { state, last, first } = coverage;
  const sentences: string[] = [];
  if (state === "changed") sentences.push(t("checkpoint.changed", { position: coverage.changedAt?.position ?? 0 }));
  else if (state === "untrusted") sentences.push(t("checkpoint.untrusted"));
  else if (!last) sentences.push(t("checkpoint.none"));
  else {
    const facts = { position: last.position, time: at(last.time) };
    sentences.push(
      state === "pending"
        ? t("checkpoint.pending", { ...facts, count: coverage.uncoveredEvents })
        : t("checkpoint.covered", facts),
    );
    if (last.timestamp)
      sentences.push(t("checkpoint.timestamp", { authority: last.timestamp.authority, time: at(last.timestamp.time) }));
  }
  if (first) sentences.push(t("checkpoint.before", { position: first.position, time: at(first.time) }));
  return (
    <div data-testid="moment-checkpoint" data-state={state}>
      {sentences.join(" ")}
    </div>
  );
}
