import type { EventData } from "@labledger/events";
import type { Decider } from "../decider/decider";
import { assertMayChange, assertState, type Binnable, type BinnableActor } from "../rubbish-bin/binnable";
import { checkLabelTemplate, type LabelTemplateDefinition } from "./label-rules";

export const labelTemplateStream = (templateId: string) => `label-template-${templateId}`;

export type LabelTemplateEvent =
  | { type: "LabelTemplateSaved"; data: EventData<"LabelTemplateSaved"> }
  | { type: "LabelTemplateSwitched"; data: EventData<"LabelTemplateSwitched"> }
  | { type: "LabelTemplateBinned"; data: EventData<"LabelTemplateBinned"> }
  | { type: "LabelTemplateRestored"; data: EventData<"LabelTemplateRestored"> };

export interface LabelTemplateState extends Binnable {
  readonly template?: EventData<"LabelTemplateSaved">;
}

export type LabelTemplateCommand =
  /** `mustExist`: a change of a template (a create makes a new one); `takenNames`: the other templates' names. */
  | {
      type: "SaveLabelTemplate";
      templateId: string;
      definition: LabelTemplateDefinition;
      takenNames: readonly string[];
      actor: BinnableActor;
      mustExist: boolean;
    }
  | { type: "SwitchLabelTemplate"; templateId: string; enabled: boolean; actor: BinnableActor }
  | { type: "BinLabelTemplate"; templateId: string; actor: BinnableActor }
  | { type: "RestoreLabelTemplate"; templateId: string; actor: BinnableActor };

const NOT_FOUND = "label.notFound";

/**
 * A label template (spec §3, the label template print designer): any member designs one; its
 * owner or an administrator changes it, switches it on or off, bins and restores it.
 */
export const labelTemplate: Decider<LabelTemplateCommand, LabelTemplateState, LabelTemplateEvent> = {
  initialState: () => ({ binned: false }),
  evolve: (state, event) => {
    switch (event.type) {
      case "LabelTemplateSaved":
        return { ...state, template: event.data, ownerId: state.ownerId ?? event.data.ownerId };
      case "LabelTemplateSwitched":
        return state.template ? { ...state, template: { ...state.template, enabled: event.data.enabled } } : state;
      case "LabelTemplateBinned":
        return { ...state, binned: true };
      case "LabelTemplateRestored":
        return { ...state, binned: false };
    }
  },
  decide: (command, state) => {
    const { templateId, actor } = command;
    switch (command.type) {
      case "SaveLabelTemplate": {
        if (state.ownerId !== undefined || command.mustExist) assertState(state, "inUse", NOT_FOUND);
        assertMayChange(state, actor);
        checkLabelTemplate(command.definition, command.takenNames);
        const ownerId = state.ownerId ?? actor.memberId;
        return [{ type: "LabelTemplateSaved", data: { templateId, ownerId, ...command.definition } }];
      }
      case "SwitchLabelTemplate":
        assertState(state, "inUse", NOT_FOUND);
        assertMayChange(state, actor);
        if (state.template?.enabled === command.enabled) return [];
        return [{ type: "LabelTemplateSwitched", data: { templateId, enabled: command.enabled } }];
      case "BinLabelTemplate":
        assertState(state, "inUse", NOT_FOUND);
        assertMayChange(state, actor);
        return [{ type: "LabelTemplateBinned", data: { templateId } }];
      case "RestoreLabelTemplate":
        assertState(state, "binned", NOT_FOUND);
        assertMayChange(state, actor);
        return [{ type: "LabelTemplateRestored", data: { templateId } }];
    }
  },
};
