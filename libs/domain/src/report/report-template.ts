import type { EventData } from "@labledger/events";
import type { Decider } from "../decider/decider";
import { assertMayChange, assertState, assertUnique, type Binnable, type BinnableActor } from "../rubbish-bin/binnable";

export const reportTemplateStream = (templateId: string) => `report-template-${templateId}`;

export type ReportTemplateDefinition = Omit<EventData<"ReportTemplateSaved">, "templateId" | "ownerId">;
export type ReportTemplateEvent =
  | { type: "ReportTemplateSaved"; data: EventData<"ReportTemplateSaved"> }
  | { type: "ReportTemplateBinned"; data: EventData<"ReportTemplateBinned"> }
  | { type: "ReportTemplateRestored"; data: EventData<"ReportTemplateRestored"> };

export interface ReportTemplateState extends Binnable {
  readonly template?: EventData<"ReportTemplateSaved">;
}

export type ReportTemplateCommand =
  /** `mustExist`: a change of a template (a create makes a new one). */
  | {
      type: "SaveReportTemplate";
      templateId: string;
      definition: ReportTemplateDefinition;
      actor: BinnableActor;
      mustExist: boolean;
    }
  | { type: "BinReportTemplate"; templateId: string; actor: BinnableActor }
  | { type: "RestoreReportTemplate"; templateId: string; actor: BinnableActor };

const NOT_FOUND = "report.templateNotFound";

/** A data-mining report template: which records it reads and the columns it takes from their modules. */
export const reportTemplate: Decider<ReportTemplateCommand, ReportTemplateState, ReportTemplateEvent> = {
  initialState: () => ({ binned: false }),
  evolve: (state, event) => {
    switch (event.type) {
      case "ReportTemplateSaved":
        return { ...state, template: event.data, ownerId: state.ownerId ?? event.data.ownerId };
      case "ReportTemplateBinned":
        return { ...state, binned: true };
      case "ReportTemplateRestored":
        return { ...state, binned: false };
    }
  },
  decide: (command, state) => {
    const { templateId, actor } = command;
    switch (command.type) {
      case "SaveReportTemplate": {
        if (state.ownerId !== undefined || command.mustExist) assertState(state, "inUse", NOT_FOUND);
        assertMayChange(state, actor);
        assertUnique(
          command.definition.columns.map((c) => c.columnId),
          "report.columnsRepeated",
        );
        const ownerId = state.ownerId ?? actor.memberId;
        return [{ type: "ReportTemplateSaved", data: { templateId, ownerId, ...command.definition } }];
      }
      case "BinReportTemplate":
        assertState(state, "inUse", NOT_FOUND);
        assertMayChange(state, actor);
        return [{ type: "ReportTemplateBinned", data: { templateId } }];
      case "RestoreReportTemplate":
        assertState(state, "binned", NOT_FOUND);
        assertMayChange(state, actor);
        return [{ type: "ReportTemplateRestored", data: { templateId } }];
    }
  },
};
