import type { EventData } from "@labledger/events";
import { SHEET_LIMITS } from "@labledger/events/catalogue/sheets-values";
import type { SpreadsheetTemplateKind } from "@labledger/events/catalogue/spreadsheet-templates-values";
import type { Decider } from "../decider/decider";
import { DomainError } from "../decider/domain-error";
import type { Workbook } from "../module-kinds/spreadSheet/workbook";
import { assertMayChange, assertState, type Binnable, type BinnableActor } from "../rubbish-bin/binnable";
import { checkDesignedCells, type DesignedCell } from "./design-cells";
import { wholeOf, workbookFromWhole } from "./whole-workbook";
import { listedChanges, workbookCellDiff } from "./workbook-diff";

export const spreadsheetTemplateStream = (templateId: string) => `spreadsheet-template-${templateId}`;

export type SpreadsheetTemplateEvent =
  | { type: "SpreadsheetTemplateSaved"; data: EventData<"SpreadsheetTemplateSaved"> }
  | { type: "SpreadsheetTemplateBinned"; data: EventData<"SpreadsheetTemplateBinned"> }
  | { type: "SpreadsheetTemplateRestored"; data: EventData<"SpreadsheetTemplateRestored"> };

export interface SpreadsheetTemplateState extends Binnable {
  readonly template?: EventData<"SpreadsheetTemplateSaved">;
}

/** What a member saves: the whole template (its workbook's values already computed by the server's engine). */
export interface SpreadsheetTemplateDefinition {
  readonly kind: SpreadsheetTemplateKind;
  readonly name: string;
  readonly description: string;
  readonly workbook: Workbook;
  readonly designedCells: readonly DesignedCell[];
}

export type SpreadsheetTemplateCommand =
  /** `mustExist`: a change of a template (a create makes a new one). */
  | {
      type: "SaveSpreadsheetTemplate";
      templateId: string;
      definition: SpreadsheetTemplateDefinition;
      actor: BinnableActor;
      mustExist: boolean;
    }
  | { type: "BinSpreadsheetTemplate"; templateId: string; actor: BinnableActor }
  | { type: "RestoreSpreadsheetTemplate"; templateId: string; actor: BinnableActor };

const NOT_FOUND = "spreadsheetTemplate.notFound";
const BAD_SHEET_NAME = /[[\]:*?/\\]/;

/** The template's workbook as a grid reads it (an unknown template: none). */
export const templateWorkbook = (state: SpreadsheetTemplateState): Workbook | undefined =>
  state.template ? workbookFromWhole(state.template.workbook) : undefined;

function checkWorkbook(workbook: Workbook): void {
  if (workbook.sheets.length === 0) throw new DomainError("spreadsheet.empty", "invalid");
  if (workbook.sheets.length > SHEET_LIMITS.sheets)
    throw new DomainError("spreadsheet.tooManySheets", "invalid", { max: SHEET_LIMITS.sheets });
  const names = new Set<string>();
  const ids = new Set<string>();
  for (const sheet of workbook.sheets) {
    const name = sheet.name;
    if (!name.trim() || [...name].length > SHEET_LIMITS.sheetName || BAD_SHEET_NAME.test(name))
      throw new DomainError("sheet.nameInvalid", "invalid", { max: SHEET_LIMITS.sheetName });
    if (names.has(name.toLowerCase())) throw new DomainError("sheet.nameTaken", "invalid", { name });
    if (ids.has(sheet.sheetId)) throw new DomainError("sheet.exists", "invalid");
    names.add(name.toLowerCase());
    ids.add(sheet.sheetId);
  }
  for (const chart of workbook.charts) if (!ids.has(chart.sheetId)) throw new DomainError("sheet.notFound", "invalid");
}

/**
 * A spreadsheet template or design (issue 17, spec §2 listSpreadsheet / listSpreadDesign), a team
 * resource a record's spreadsheet starts from: any member creates one and owns it; its owner or an
 * administrator changes, bins and restores it. A save is the whole template; it says which cells
 * it changed. A template holds no input cells; a design's input cells follow the design rules.
 */
export const spreadsheetTemplate: Decider<SpreadsheetTemplateCommand, SpreadsheetTemplateState, SpreadsheetTemplateEvent> = {
  initialState: () => ({ binned: false }),
  evolve: (state, event) => {
    switch (event.type) {
      case "SpreadsheetTemplateSaved":
        return { ...state, template: event.data, ownerId: state.ownerId ?? event.data.ownerId };
      case "SpreadsheetTemplateBinned":
        return { ...state, binned: true };
      case "SpreadsheetTemplateRestored":
        return { ...state, binned: false };
    }
  },
  decide: (command, state) => {
    const { templateId, actor } = command;
    switch (command.type) {
      case "SaveSpreadsheetTemplate": {
        if (state.ownerId !== undefined || command.mustExist) assertState(state, "inUse", NOT_FOUND);
        assertMayChange(state, actor);
        const { kind, name, description, workbook, designedCells } = command.definition;
        if (state.template && state.template.kind !== kind) throw new DomainError(NOT_FOUND, "not-found");
        if (!name.trim()) throw new DomainError("spreadsheetTemplate.nameRequired", "invalid");
        checkWorkbook(workbook);
        if (kind === "template" && designedCells.length > 0)
          throw new DomainError("spreadsheetTemplate.inputCellsOnTemplate", "invalid");
        checkDesignedCells(workbook, designedCells);
        const before = templateWorkbook(state);
        const { changed, changedMore } = before
          ? listedChanges(workbookCellDiff(before, workbook))
          : { changed: [], changedMore: 0 };
        const ownerId = state.ownerId ?? actor.memberId;
        const data: EventData<"SpreadsheetTemplateSaved"> = {
          templateId,
          ownerId,
          kind,
          name: name.trim(),
          description,
          workbook: wholeOf(workbook),
          designedCells: designedCells.map((c) => ({ ...c })),
          changed,
          changedMore,
        };
        return [{ type: "SpreadsheetTemplateSaved", data }];
      }
      case "BinSpreadsheetTemplate":
        assertState(state, "inUse", NOT_FOUND);
        assertMayChange(state, actor);
        return [{ type: "SpreadsheetTemplateBinned", data: { templateId } }];
      case "RestoreSpreadsheetTemplate":
        assertState(state, "binned", NOT_FOUND);
        assertMayChange(state, actor);
        return [{ type: "SpreadsheetTemplateRestored", data: { templateId } }];
    }
  },
};
