import {
  DomainError,
  dictionary,
  dictionaryStream,
  type NumberingRule,
  type NumberTarget,
  organisation,
  organisationSettings,
  organisationStream,
  type SettingsCommand,
  settingsStream,
} from "@labledger/domain";
import { uuidv7 } from "@labledger/events";
import type { Doc } from "@labledger/ports";
import { Inject } from "@nestjs/common";
import { CommandHandler, type ICommandHandler } from "@nestjs/cqrs";
import { ORGANISATION_ID } from "../../bootstrap/first-start";
import { type Caller, CallerCommand } from "../../pipeline/caller";
import { createdOf } from "../../pipeline/create-once";
import { onStream } from "../../pipeline/on-stream";
import { RUNTIME, type Runtime } from "../../runtime/runtime";

type Positioned = { position: number };

/** One section of the organisation's settings, saved whole. */
export class SaveSettingsCommand extends CallerCommand<Positioned> {
  constructor(
    caller: Caller,
    readonly change: SettingsCommand,
  ) {
    super(caller);
  }
}

export class SetNumberingRuleCommand extends CallerCommand<Positioned> {
  constructor(
    caller: Caller,
    readonly target: Exclude<NumberTarget, "project" | "method" | "preparedMaterial">,
    readonly rule: NumberingRule,
  ) {
    super(caller);
  }
}

export class AddDictionaryItemCommand extends CallerCommand<{ itemId: string; position: number }> {
  constructor(
    caller: Caller,
    readonly category: string,
    readonly name: string,
  ) {
    super(caller);
  }
}

export class ChangeDictionaryItemStatusCommand extends CallerCommand<Positioned> {
  constructor(
    caller: Caller,
    readonly itemId: string,
    readonly enabled: boolean,
  ) {
    super(caller);
  }
}

@CommandHandler(SaveSettingsCommand)
export class SaveSettingsHandler implements ICommandHandler<SaveSettingsCommand> {
  constructor(@Inject(RUNTIME) private readonly runtime: Runtime) {}
  async execute({ caller, change }: SaveSettingsCommand) {
    const stream = settingsStream(ORGANISATION_ID);
    return { position: (await onStream(this.runtime, caller, stream, organisationSettings, () => change)).position };
  }
}

@CommandHandler(SetNumberingRuleCommand)
export class SetNumberingRuleHandler implements ICommandHandler<SetNumberingRuleCommand> {
  constructor(@Inject(RUNTIME) private readonly runtime: Runtime) {}
  async execute({ caller, target, rule }: SetNumberingRuleCommand) {
    const stream = organisationStream(ORGANISATION_ID);
    const result = await onStream(this.runtime, caller, stream, organisation, () => ({
      type: "SetNumberingRule" as const,
      target,
      rule,
    }));
    return { position: result.position };
  }
}

@CommandHandler(AddDictionaryItemCommand)
export class AddDictionaryItemHandler implements ICommandHandler<AddDictionaryItemCommand> {
  constructor(@Inject(RUNTIME) private readonly runtime: Runtime) {}
  async execute({ caller, category, name }: AddDictionaryItemCommand) {
    const itemId = uuidv7();
    const result = await onStream(this.runtime, caller, dictionaryStream(category), dictionary, () => ({
      type: "AddDictionaryItem" as const,
      category,
      itemId,
      name,
    }));
    return { itemId: createdOf(result, "DictionaryItemAdded").itemId, position: result.position };
  }
}

@CommandHandler(ChangeDictionaryItemStatusCommand)
export class ChangeDictionaryItemStatusHandler implements ICommandHandler<ChangeDictionaryItemStatusCommand> {
  constructor(@Inject(RUNTIME) private readonly runtime: Runtime) {}
  async execute({ caller, itemId, enabled }: ChangeDictionaryItemStatusCommand) {
    // Which dictionary (stream) the item is in; the decider checks the item on that stream.
    const item = await (await this.runtime.decisionFacts.read()).get<Doc & { category: string }>("dictionary_items", itemId);
    if (!item) throw new DomainError("dictionary.itemNotFound", "not-found");
    const { category } = item;
    const result = await onStream(this.runtime, caller, dictionaryStream(category), dictionary, () => ({
      type: "ChangeDictionaryItemStatus" as const,
      category,
      itemId,
      enabled,
    }));
    return { position: result.position };
  }
}

export const SETTINGS_COMMAND_HANDLERS = [
  SaveSettingsHandler,
  SetNumberingRuleHandler,
  AddDictionaryItemHandler,
  ChangeDictionaryItemStatusHandler,
];
