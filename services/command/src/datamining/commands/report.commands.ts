import {
  type BinnableActor,
  type ReportDefinition,
  type ReportTemplateDefinition,
  report,
  reportStream,
  reportTemplate,
  reportTemplateStream,
} from "@labledger/domain";
import { Inject } from "@nestjs/common";
import { CommandHandler, type ICommandHandler } from "@nestjs/cqrs";
import { type Caller, CallerCommand } from "../../pipeline/caller";
import { createdOf, newIdFor } from "../../pipeline/create-once";
import { loadState } from "../../pipeline/handle-command";
import { onStream } from "../../pipeline/on-stream";
import { RUNTIME, type Runtime } from "../../runtime/runtime";

type Created = { id: string; position: number };
type Positioned = { position: number };
const actorOf = (caller: Caller): BinnableActor => ({
  memberId: caller.session.member.id,
  isOrganisationAdmin: caller.session.member.isOrganisationAdmin,
});

/** Saves a template, new (no id) or changed. */
export class SaveReportTemplateCommand extends CallerCommand<Created> {
  constructor(
    caller: Caller,
    readonly templateId: string | undefined,
    readonly definition: ReportTemplateDefinition,
  ) {
    super(caller);
  }
}

/** Saves a report, new (no id) or changed. */
export class SaveReportCommand extends CallerCommand<Created> {
  constructor(
    caller: Caller,
    readonly reportId: string | undefined,
    readonly definition: ReportDefinition,
  ) {
    super(caller);
  }
}

/** Moves a template or a report to the rubbish bin, or back. */
export class BinReportCommand extends CallerCommand<Positioned> {
  constructor(
    caller: Caller,
    readonly kind: "template" | "report",
    readonly id: string,
    readonly to: "bin" | "restore",
  ) {
    super(caller);
  }
}

@CommandHandler(SaveReportTemplateCommand)
export class SaveReportTemplateHandler implements ICommandHandler<SaveReportTemplateCommand> {
  constructor(@Inject(RUNTIME) private readonly runtime: Runtime) {}
  async execute({ caller, templateId, definition }: SaveReportTemplateCommand) {
    const id = templateId ?? newIdFor(caller, "report-template");
    const result = await onStream(this.runtime, caller, reportTemplateStream(id), reportTemplate, () => ({
      type: "SaveReportTemplate" as const,
      templateId: id,
      definition,
      actor: actorOf(caller),
      mustExist: templateId !== undefined,
    }));
    return { id: createdOf(result, "ReportTemplateSaved").templateId, position: result.position };
  }
}

@CommandHandler(SaveReportCommand)
export class SaveReportHandler implements ICommandHandler<SaveReportCommand> {
  constructor(@Inject(RUNTIME) private readonly runtime: Runtime) {}
  async execute({ caller, reportId, definition }: SaveReportCommand) {
    const id = reportId ?? newIdFor(caller, "report");
    const result = await onStream(this.runtime, caller, reportStream(id), report, async () => {
      const template = await loadState(this.runtime.ports.events, reportTemplateStream(definition.templateId), reportTemplate);
      return {
        type: "SaveReport" as const,
        reportId: id,
        definition,
        template: {
          exists: template.template !== undefined,
          binned: template.binned,
          columnIds: template.template?.columns.map((c) => c.columnId) ?? [],
        },
        actor: actorOf(caller),
        mustExist: reportId !== undefined,
      };
    });
    return { id: createdOf(result, "ReportSaved").reportId, position: result.position };
  }
}

@CommandHandler(BinReportCommand)
export class BinReportHandler implements ICommandHandler<BinReportCommand> {
  constructor(@Inject(RUNTIME) private readonly runtime: Runtime) {}
  async execute({ caller, kind, id, to }: BinReportCommand) {
    const actor = actorOf(caller);
    const result =
      kind === "template"
        ? await onStream(this.runtime, caller, reportTemplateStream(id), reportTemplate, () => ({
            type: to === "bin" ? ("BinReportTemplate" as const) : ("RestoreReportTemplate" as const),
            templateId: id,
            actor,
          }))
        : await onStream(this.runtime, caller, reportStream(id), report, () => ({
            type: to === "bin" ? ("BinReport" as const) : ("RestoreReport" as const),
            reportId: id,
            actor,
          }));
    return { position: result.position };
  }
}

/** One handler per data-mining command. */
export const DATAMINING_COMMAND_HANDLERS = [SaveReportTemplateHandler, SaveReportHandler, BinReportHandler];
