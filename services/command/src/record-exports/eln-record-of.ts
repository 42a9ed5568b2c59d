import { workbookXlsx } from "@labledger/adapters/sheet-files/write-sheet-file";
import { DomainError, type ElnRecord, experimentStream, holdsWorkbook, wordsIn } from "@labledger/domain";
import type { Language } from "../i18n/translate";
import { traceOf } from "../records/experiment-trace";
import { foldExperiment } from "../records/record-streams";
import { traceCells } from "../records/trace-export";
import type { Runtime } from "../runtime/runtime";

type Named = { id: string; name?: string; realName?: string; account?: string };

/**
 * One record as the .eln writer takes it: its facts, modules in order, signatures (printed name,
 * meaning in words, time) and every change of its trace, in words, as provenance.
 */
export async function elnRecordOf(runtime: Pick<Runtime, "ports">, experimentId: string, language: Language): Promise<ElnRecord> {
  const { events, readStore } = runtime.ports;
  const stored = await events.readStream(experimentStream(experimentId));
  const state = foldExperiment(stored);
  if (!state.record) throw new DomainError("experiment.notFound", "not-found");
  const t = wordsIn(language);
  const [notebook, project, owner] = await Promise.all([
    readStore.get<Named>("notebooks", state.record.notebookId),
    state.record.projectId ? readStore.get<Named>("projects", state.record.projectId) : null,
    readStore.get<Named>("members", state.record.ownerId),
  ]);
  const timeAt = new Map(stored.map((e) => [e.metadata.globalPosition, e.metadata.time]));
  const { rows } = await traceOf(runtime.ports, experimentId, language);
  const meaning = (m: string) => t(`meanings.${m}`);
  return {
    experimentId,
    number: state.record.number,
    title: state.details.title,
    notebookName: notebook?.name ?? "",
    projectName: project?.name ?? null,
    owner: { printedName: owner?.realName ?? "", account: owner?.account ?? "" },
    createdAt: stored[0]!.metadata.time,
    modifiedAt: stored.at(-1)!.metadata.time,
    status: t(`changeWords.status.${state.lifecycle.status}`),
    version: state.lifecycle.version,
    keywords: [notebook?.name, project?.name].filter((k): k is string => Boolean(k)),
    modules: await Promise.all(
      state.modules.map(async ({ moduleId, type, subType, title, required, columns, content }) => ({
        moduleId,
        type,
        subType,
        title,
        required,
        columns,
        content,
        // A spreadsheet goes into the crate as an XLSX too, written as its export is (formulas with values, formats, frozen rows).
        ...(holdsWorkbook(type) && content.workbook ? { workbookXlsx: await workbookXlsx(content.workbook) } : {}),
      })),
    ),
    moduleSignatures: state.modules.flatMap((m) =>
      m.signatures.map((s) => ({
        moduleId: m.moduleId,
        printedName: s.printedName,
        meaning: meaning(s.meaning),
        at: s.signTime,
      })),
    ),
    approvalSignatures: (state.lifecycle.approval?.signatures ?? []).map((s) => ({
      printedName: s.printedName,
      meaning: meaning(s.meaning),
      at: s.signTime,
    })),
    history: rows
      .slice()
      .reverse()
      .map((row) => {
        const [, , action, module, where, field, before, after, reason] = traceCells(row, language);
        const what = [action, module, where, field].filter(Boolean).join(" · ");
        const change = before || after ? `: ${before || "—"} → ${after || "—"}` : "";
        return {
          at: timeAt.get(row.position) ?? stored[0]!.metadata.time,
          by: row.userName,
          what: `${what}${change}${reason ? ` (${reason})` : ""}`,
        };
      }),
  };
}
