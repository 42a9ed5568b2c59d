import type { MethodBodyRead } from "@labledger/contracts";
import {
  type BinnableActor,
  DomainError,
  type MethodCommand,
  type MethodContent,
  type MethodFile,
  type MethodState,
  method,
  methodStream,
  preparedMaterial,
  preparedMaterialStream,
} from "@labledger/domain";
import { uuidv7 } from "@labledger/events";
import { Inject } from "@nestjs/common";
import { CommandHandler, type ICommandHandler } from "@nestjs/cqrs";
import { type Caller, CallerCommand, metadataActorOf } from "../../pipeline/caller";
import { createdOf, createOnce, newIdFor } from "../../pipeline/create-once";
import { loadState } from "../../pipeline/handle-command";
import { onStream } from "../../pipeline/on-stream";
import { issueNumber } from "../../records/numbers";
import { sanitiseHtml } from "../../records/sanitise-html";
import { RUNTIME, type Runtime } from "../../runtime/runtime";

type Positioned = { position: number };
type Content = MethodBodyRead;

export const actorOf = (caller: Caller): BinnableActor => ({
  memberId: caller.session.member.id,
  isOrganisationAdmin: caller.session.member.isOrganisationAdmin,
});

/** Drafts a new method; it gets the next SOP number. */
export class CreateMethodCommand extends CallerCommand<{ id: string; number: string; position: number }> {
  constructor(
    caller: Caller,
    readonly content: Content,
  ) {
    super(caller);
  }
}

/** Any change of a method but its creation: the command the decider takes, built on the state read. */
export class MethodCommandOf extends CallerCommand<Positioned & { version: number }> {
  constructor(
    caller: Caller,
    readonly methodId: string,
    readonly build: (state: MethodState, actor: BinnableActor) => MethodCommand | Promise<MethodCommand>,
    /** Runs once the method accepted the command, before its events are appended: keeps uploaded files. */
    readonly beforeAppend?: () => Promise<void>,
  ) {
    super(caller);
  }
}

/** Saves the draft: the procedure made safe, new references given ids, the prepared materials checked to exist. */
export const saveDraft =
  (runtime: Runtime, methodId: string, content: Content) =>
  async (state: MethodState, actor: BinnableActor): Promise<MethodCommand> => ({
    type: "SaveMethodDraft",
    methodId,
    // A method not found is refused as such before its content is looked into.
    content: state.ownerId === undefined ? contentOf(content) : await checkedContent(runtime, content),
    actor,
  });

export const attachFiles = (methodId: string, files: readonly MethodFile[]) => (_: MethodState, actor: BinnableActor) => ({
  type: "AttachMethodFiles" as const,
  methodId,
  files,
  actor,
});

function contentOf(content: Content): MethodContent {
  return {
    name: content.name,
    category: content.category,
    purpose: content.purpose,
    procedure: sanitiseHtml(content.procedure),
    references: content.references.map((r) => ({
      referenceId: r.referenceId ?? uuidv7(),
      citation: r.citation,
      doi: r.doi,
      url: r.url,
    })),
    preparedMaterialIds: content.preparedMaterialIds,
  };
}

async function checkedContent(runtime: Runtime, content: Content): Promise<MethodContent> {
  for (const id of new Set(content.preparedMaterialIds)) {
    const state = await loadState(runtime.ports.events, preparedMaterialStream(id), preparedMaterial);
    if (state.ownerId === undefined) throw new DomainError("method.preparedMaterialUnknown", "invalid");
  }
  return contentOf(content);
}

@CommandHandler(CreateMethodCommand)
export class CreateMethodHandler implements ICommandHandler<CreateMethodCommand> {
  constructor(@Inject(RUNTIME) private readonly runtime: Runtime) {}
  async execute({ caller, content }: CreateMethodCommand) {
    const methodId = newIdFor(caller, "method");
    const stream = methodStream(methodId);
    const create = async () => {
      const checked = await checkedContent(this.runtime, content);
      const create = (number: string) => ({
        type: "CreateMethod" as const,
        methodId,
        number,
        content: checked,
        actor: actorOf(caller),
      });
      // Decided once before a number is given out, so a refused method takes none.
      method.decide(create(""), method.initialState());
      const number = await issueNumber(this.runtime, "method", methodId, metadataActorOf(caller));
      return onStream(this.runtime, caller, stream, method, () => create(number));
    };
    return createOnce(this.runtime, caller, stream, create, (result) => {
      const created = createdOf(result, "MethodCreated");
      return { id: created.methodId, number: created.number, position: result.position };
    });
  }
}

@CommandHandler(MethodCommandOf)
export class MethodCommandHandler implements ICommandHandler<MethodCommandOf> {
  constructor(@Inject(RUNTIME) private readonly runtime: Runtime) {}
  async execute({ caller, methodId, build, beforeAppend }: MethodCommandOf) {
    const result = await onStream(
      this.runtime,
      caller,
      methodStream(methodId),
      method,
      (state) => build(state, actorOf(caller)),
      beforeAppend ? { retryOnConflict: true, beforeAppend } : {},
    );
    const published = result.events.find((e) => e.type === "MethodPublished");
    return { position: result.position, version: published?.type === "MethodPublished" ? published.data.version : 0 };
  }
}

export const METHOD_COMMAND_HANDLERS = [CreateMethodHandler, MethodCommandHandler];
