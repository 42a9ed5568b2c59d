import { type BinnableActor, type LabelTemplateDefinition, labelTemplate, labelTemplateStream } from "@labledger/domain";
import type { ReadStore } from "@labledger/ports";
import { Inject } from "@nestjs/common";
import { CommandHandler, type ICommandHandler } from "@nestjs/cqrs";
import { type Caller, CallerCommand } from "../../pipeline/caller";
import { createdOf, newIdFor } from "../../pipeline/create-once";
import { onStream } from "../../pipeline/on-stream";
import { readYourWrites } from "../../pipeline/read-your-writes";
import { RUNTIME, type Runtime } from "../../runtime/runtime";

type Created = { id: string; position: number };
type Positioned = { position: number };

const actorOf = (caller: Caller): BinnableActor => ({
  memberId: caller.session.member.id,
  isOrganisationAdmin: caller.session.member.isOrganisationAdmin,
});

/** Saves a label template, new (no id) or changed. */
export class SaveLabelTemplateCommand extends CallerCommand<Created> {
  constructor(
    caller: Caller,
    readonly templateId: string | undefined,
    readonly definition: LabelTemplateDefinition,
  ) {
    super(caller);
  }
}

/** Switches a label template on or off, moves it to the rubbish bin, or back. */
export class ChangeLabelTemplateCommand extends CallerCommand<Positioned> {
  constructor(
    caller: Caller,
    readonly templateId: string,
    readonly change: { to: "bin" | "restore" } | { to: "switch"; enabled: boolean },
  ) {
    super(caller);
  }
}

/** The names of the other label templates in use (spec §5: label names are unique). */
async function takenNames(readStore: ReadStore, except: string): Promise<string[]> {
  const { rows } = await readStore.find<{ id: string; name: string }>("label_templates", { filter: { binned: false } });
  return rows.filter((r) => r.id !== except).map((r) => r.name);
}

@CommandHandler(SaveLabelTemplateCommand)
export class SaveLabelTemplateHandler implements ICommandHandler<SaveLabelTemplateCommand> {
  constructor(@Inject(RUNTIME) private readonly runtime: Runtime) {}
  async execute({ caller, templateId, definition }: SaveLabelTemplateCommand) {
    const id = templateId ?? newIdFor(caller, "label-template");
    await readYourWrites(this.runtime.ports, "label_templates", undefined);
    const names = await takenNames(this.runtime.ports.readStore, id);
    const result = await onStream(this.runtime, caller, labelTemplateStream(id), labelTemplate, () => ({
      type: "SaveLabelTemplate" as const,
      templateId: id,
      definition,
      takenNames: names,
      actor: actorOf(caller),
      mustExist: templateId !== undefined,
    }));
    return { id: createdOf(result, "LabelTemplateSaved").templateId, position: result.position };
  }
}

@CommandHandler(ChangeLabelTemplateCommand)
export class ChangeLabelTemplateHandler implements ICommandHandler<ChangeLabelTemplateCommand> {
  constructor(@Inject(RUNTIME) private readonly runtime: Runtime) {}
  async execute({ caller, templateId, change }: ChangeLabelTemplateCommand) {
    const actor = actorOf(caller);
    const result = await onStream(this.runtime, caller, labelTemplateStream(templateId), labelTemplate, () =>
      change.to === "switch"
        ? { type: "SwitchLabelTemplate" as const, templateId, enabled: change.enabled, actor }
        : { type: change.to === "bin" ? ("BinLabelTemplate" as const) : ("RestoreLabelTemplate" as const), templateId, actor },
    );
    return { position: result.position };
  }
}

/** One handler per label template command. */
export const LABEL_TEMPLATE_COMMAND_HANDLERS = [SaveLabelTemplateHandler, ChangeLabelTemplateHandler];
