import { DomainError, experimentStream, namesInHeader, recordHeaderInWords, wordsIn } from "@labledger/domain";
import { type RecordedEvent, upcast } from "@labledger/events";
import { verifyStream } from "@labledger/ports";
import { loadNames } from "../../audit/history-names";
import { type Language, translate } from "../../i18n/translate";
import { checkpointWords } from "../../records/checkpoint-words";
import { formatTime, traceOf } from "../../records/experiment-trace";
import { foldExperiment } from "../../records/record-streams";
import { traceCells, tracePdfColumns } from "../../records/trace-export";
import type { Runtime } from "../../runtime/runtime";
import { approvalHistory } from "./approval-history";
import type { IntegrityWords, RecordDocument } from "./document-shape";
import { type DrawStructure, moduleSection } from "./module-section";

export type * from "./document-shape";

/**
 * A record as an inspector reads it (21 CFR 11.10(b)), every part in words in `language`: its facts,
 * its modules in order with their signatures, its approval history, its audit trail and what its hash
 * chain and the signed checkpoints say. Read from the record's own stream (names from the audit read
 * model's names); no access check: the caller decides who may export.
 */
export async function loadRecordDocument(
  runtime: Pick<Runtime, "ports" | "checkpoints">,
  experimentId: string,
  language: Language,
): Promise<RecordDocument> {
  const { events, readStore, chemistry } = runtime.ports;
  const stored = await events.readStream(experimentStream(experimentId));
  const state = foldExperiment(stored);
  if (!state.record) throw new DomainError("experiment.notFound", "not-found");
  const t = wordsIn(language);
  const names = await loadNames(readStore, namesInHeader(state));
  const times = { createdAt: formatTime(stored[0]!.metadata.time), updatedAt: formatTime(stored.at(-1)!.metadata.time) };
  const draw: DrawStructure = (structure) => chemistry.renderSvg(structure).catch(() => null);
  const modules = [];
  for (const module of state.modules) modules.push(await moduleSection(module, t, language, draw));
  const trace = await traceOf(runtime.ports, experimentId, language);
  return {
    language,
    number: state.record.number,
    title: state.details.title,
    facts: recordHeaderInWords(state, names, times, t).map(({ label, text }) => ({ label, value: text })),
    modules,
    submissions: approvalHistory(stored.map(upcast), t, language),
    trail: { columns: tracePdfColumns(language), rows: trace.rows.map((row) => traceCells(row, language)) },
    integrity: await integrityOf(runtime, experimentId, stored, language),
  };
}

async function integrityOf(
  runtime: Pick<Runtime, "ports" | "checkpoints">,
  experimentId: string,
  stored: readonly RecordedEvent[],
  language: Language,
): Promise<IntegrityWords> {
  const chain = await verifyStream(runtime.ports.events, experimentStream(experimentId));
  return {
    chainHolds: chain.broken === undefined,
    chain: chain.broken
      ? translate(language, "history.tracePdf.chainBroken", {
          position: chain.broken.globalPosition,
          problem: translate(language, `history.chainProblem.${chain.broken.problem}`),
        })
      : translate(language, "history.tracePdf.chainVerified", { events: chain.events }),
    checkpoint: checkpointWords(language, runtime.checkpoints.coverage(stored)),
  };
}
