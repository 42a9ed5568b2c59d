import { type EventData, RECORD_AXIS } from "@labledger/events";
import type { Decider } from "../decider/decider";
import { DomainError } from "../decider/domain-error";
import { assertMayChange, assertState, assertUnique, type Binnable, type BinnableActor } from "../rubbish-bin/binnable";

export const reportStream = (reportId: string) => `report-${reportId}`;

export type ReportDefinition = Omit<EventData<"ReportSaved">, "reportId" | "ownerId">;
export type ReportEvent =
  | { type: "ReportSaved"; data: EventData<"ReportSaved"> }
  | { type: "ReportBinned"; data: EventData<"ReportBinned"> }
  | { type: "ReportRestored"; data: EventData<"ReportRestored"> };

export interface ReportState extends Binnable {
  readonly report?: EventData<"ReportSaved">;
}

/** The template a report is saved on, as its own stream has it (read by the shell). */
export interface TemplateFacts {
  readonly exists: boolean;
  readonly binned: boolean;
  readonly columnIds: readonly string[];
}

export type ReportCommand =
  | {
      type: "SaveReport";
      reportId: string;
      definition: ReportDefinition;
      template: TemplateFacts;
      actor: BinnableActor;
      /** A change of a report (a create makes a new one). */
      mustExist: boolean;
    }
  | { type: "BinReport"; reportId: string; actor: BinnableActor }
  | { type: "RestoreReport"; reportId: string; actor: BinnableActor };

const NOT_FOUND = "report.notFound";

/** A chart reads columns of the report's template (or the records themselves as its categories); a pie shows one series. */
function assertCharts(charts: ReportDefinition["charts"], columnIds: readonly string[]): void {
  assertUnique(
    charts.map((c) => c.chartId),
    "report.chartsRepeated",
  );
  for (const chart of charts) {
    const known = [chart.x, ...chart.y].every((id) => columnIds.includes(id) || (id === RECORD_AXIS && id === chart.x));
    if (!known) throw new DomainError("report.chartColumnUnknown", "invalid", { chart: chart.title || chart.type });
    if (chart.type === "pie" && chart.y.length !== 1)
      throw new DomainError("report.pieOneSeries", "invalid", { chart: chart.title || chart.type });
  }
}

/** A data-mining report: a template's records narrowed further, a summary in words, charts of its columns. */
export const report: Decider<ReportCommand, ReportState, ReportEvent> = {
  initialState: () => ({ binned: false }),
  evolve: (state, event) => {
    switch (event.type) {
      case "ReportSaved":
        return { ...state, report: event.data, ownerId: state.ownerId ?? event.data.ownerId };
      case "ReportBinned":
        return { ...state, binned: true };
      case "ReportRestored":
        return { ...state, binned: false };
    }
  },
  decide: (command, state) => {
    const { reportId, actor } = command;
    switch (command.type) {
      case "SaveReport": {
        if (state.ownerId !== undefined || command.mustExist) assertState(state, "inUse", NOT_FOUND);
        assertMayChange(state, actor);
        if (!command.template.exists) throw new DomainError("report.templateNotFound", "not-found");
        if (command.template.binned) throw new DomainError("report.templateInRubbishBin", "conflict");
        assertCharts(command.definition.charts, command.template.columnIds);
        const ownerId = state.ownerId ?? actor.memberId;
        return [{ type: "ReportSaved", data: { reportId, ownerId, ...command.definition } }];
      }
      case "BinReport":
        assertState(state, "inUse", NOT_FOUND);
        assertMayChange(state, actor);
        return [{ type: "ReportBinned", data: { reportId } }];
      case "RestoreReport":
        assertState(state, "binned", NOT_FOUND);
        assertMayChange(state, actor);
        return [{ type: "ReportRestored", data: { reportId } }];
    }
  },
};
