import {
  type BinnableActor,
  type DesignedCell,
  mayChange,
  spreadsheetTemplate,
  spreadsheetTemplateStream,
  type WholeWorkbook,
  workbookFromWhole,
} from "@labledger/domain";
import type { SpreadsheetTemplateKind } from "@labledger/events";
import { Inject } from "@nestjs/common";
import { CommandHandler, type ICommandHandler } from "@nestjs/cqrs";
import { type Caller, CallerCommand } from "../../pipeline/caller";
import { createdOf, newIdFor } from "../../pipeline/create-once";
import { onStream } from "../../pipeline/on-stream";
import { RUNTIME, type Runtime } from "../../runtime/runtime";

type Created = { id: string; position: number };
type Positioned = { position: number };

/** What a member saves: the whole template as sent; the server computes its formulas' values. */
export interface TemplateAsSent {
  readonly name: string;
  readonly description: string;
  readonly workbook: WholeWorkbook;
  readonly designedCells: readonly DesignedCell[];
}

const actorOf = (caller: Caller): BinnableActor => ({
  memberId: caller.session.member.id,
  isOrganisationAdmin: caller.session.member.isOrganisationAdmin,
});

/** Saves a spreadsheet template or design whole: new (no id, of the kind given) or changed (it keeps its kind). */
export class SaveSpreadsheetTemplateCommand extends CallerCommand<Created> {
  constructor(
    caller: Caller,
    readonly templateId: string | undefined,
    readonly kind: SpreadsheetTemplateKind | undefined,
    readonly template: TemplateAsSent,
  ) {
    super(caller);
  }
}

/** Moves a spreadsheet template or design to the rubbish bin, or back. */
export class BinSpreadsheetTemplateCommand extends CallerCommand<Positioned> {
  constructor(
    caller: Caller,
    readonly templateId: string,
    readonly to: "bin" | "restore",
  ) {
    super(caller);
  }
}

/**
 * The values a template holds are the server's (issue 17): the workbook as sent is computed by the
 * SheetEngine port, every formula cell's value replaced, before the decider checks and records it.
 */
@CommandHandler(SaveSpreadsheetTemplateCommand)
export class SaveSpreadsheetTemplateHandler implements ICommandHandler<SaveSpreadsheetTemplateCommand> {
  constructor(@Inject(RUNTIME) private readonly runtime: Runtime) {}
  async execute({ caller, templateId, kind, template }: SaveSpreadsheetTemplateCommand) {
    const id = templateId ?? newIdFor(caller, "spreadsheet-template");
    const actor = actorOf(caller);
    const result = await onStream(this.runtime, caller, spreadsheetTemplateStream(id), spreadsheetTemplate, async (state) => {
      const asSent = workbookFromWhole(template.workbook);
      // One that does not exist, or is not the member's to change, is refused as such before its workbook is computed.
      const refused = (templateId !== undefined && state.ownerId === undefined) || !mayChange(state, actor);
      const workbook = refused ? asSent : await this.runtime.ports.sheets.evaluate(asSent);
      return {
        type: "SaveSpreadsheetTemplate" as const,
        templateId: id,
        definition: {
          kind: state.template?.kind ?? kind ?? "template",
          name: template.name,
          description: template.description,
          workbook,
          designedCells: template.designedCells,
        },
        actor,
        mustExist: templateId !== undefined,
      };
    });
    return { id: createdOf(result, "SpreadsheetTemplateSaved").templateId, position: result.position };
  }
}

@CommandHandler(BinSpreadsheetTemplateCommand)
export class BinSpreadsheetTemplateHandler implements ICommandHandler<BinSpreadsheetTemplateCommand> {
  constructor(@Inject(RUNTIME) private readonly runtime: Runtime) {}
  async execute({ caller, templateId, to }: BinSpreadsheetTemplateCommand) {
    const result = await onStream(this.runtime, caller, spreadsheetTemplateStream(templateId), spreadsheetTemplate, () => ({
      type: to === "bin" ? ("BinSpreadsheetTemplate" as const) : ("RestoreSpreadsheetTemplate" as const),
      templateId,
      actor: actorOf(caller),
    }));
    return { position: result.position };
  }
}

/** One handler per spreadsheet template command. */
export const SPREADSHEET_TEMPLATE_COMMAND_HANDLERS = [SaveSpreadsheetTemplateHandler, BinSpreadsheetTemplateHandler];
