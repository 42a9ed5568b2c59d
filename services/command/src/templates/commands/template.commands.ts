import {
  DomainError,
  mayReadTemplate,
  meaningOfAct,
  type SignatureMeaning,
  type TemplateActor,
  type TemplateCommand,
  type TemplateDraft,
  type TemplateScope,
  type TemplateState,
  template,
  templateModulesOfRecord,
  templateStream,
} from "@labledger/domain";
import { uuidv7 } from "@labledger/events";
import { Inject } from "@nestjs/common";
import { CommandHandler, type ICommandHandler } from "@nestjs/cqrs";
import { confirmSigner, signerOf } from "../../approvals/signer";
import { loadViewer } from "../../auth/viewer";
import { type Caller, CallerCommand } from "../../pipeline/caller";
import { createdOf, newIdFor } from "../../pipeline/create-once";
import { dataOf } from "../../pipeline/handle-command";
import { onStream } from "../../pipeline/on-stream";
import { loadExperiment } from "../../records/record-streams";
import { withSafeHtmlFields } from "../../records/sanitise-html";
import { RUNTIME, type Runtime } from "../../runtime/runtime";
import { knownMembers, publishReviewers, readerOf } from "../template-facts";

type Created = { id: string; position: number };
type Positioned = { position: number };

/** Default rich texts are made safe as a record's are when saved (the record made from it takes them as they are). */
const safe = (draft: TemplateDraft): TemplateDraft => ({
  ...draft,
  modules: draft.modules.map((m) => ({ ...m, content: { ...m.content, fields: withSafeHtmlFields(m.type, m.content.fields) } })),
});

const actorOf = (caller: Caller): TemplateActor => ({
  memberId: caller.session.member.id,
  isOrganisationAdmin: caller.session.member.isOrganisationAdmin,
});

/** A template from scratch, or (fromRecordId) from a record the member may open. */
export class CreateTemplateCommand extends CallerCommand<Created> {
  constructor(
    caller: Caller,
    readonly draft: TemplateDraft,
    readonly fromRecordId?: string,
  ) {
    super(caller);
  }
}

/** The author's draft, a new version of it, or a publish request: every change of a template's content. */
export class ChangeTemplateCommand extends CallerCommand<{ position: number; version?: number; requestId?: string }> {
  constructor(
    caller: Caller,
    readonly templateId: string,
    readonly change:
      | { type: "draft"; draft: TemplateDraft }
      | { type: "version"; changeSummary: string; draft?: TemplateDraft | undefined }
      | { type: "publish"; version: number; scope: TemplateScope }
      | { type: "unpublish"; reason: string }
      | { type: "bin" }
      | { type: "restore" }
      | { type: "collect" }
      | { type: "uncollect" },
  ) {
    super(caller);
  }
}

/** A reviewer grants or refuses a publish request, signed with the password. */
export class DecideTemplatePublishCommand extends CallerCommand<Positioned> {
  constructor(
    caller: Caller,
    readonly templateId: string,
    readonly requestId: string,
    readonly granted: boolean,
    readonly decision: { password: string; comment: string; meaning?: SignatureMeaning | undefined },
  ) {
    super(caller);
  }
}

@CommandHandler(CreateTemplateCommand)
export class CreateTemplateHandler implements ICommandHandler<CreateTemplateCommand> {
  constructor(@Inject(RUNTIME) private readonly runtime: Runtime) {}
  async execute({ caller, draft, fromRecordId }: CreateTemplateCommand) {
    const templateId = newIdFor(caller, "template");
    // Spec §4: a record saved as a template is reset as cloning resets it; the record must be one the member may open.
    const record = fromRecordId
      ? await loadExperiment(this.runtime, fromRecordId, await loadViewer(this.runtime, caller.session))
      : undefined;
    const knownMember = await knownMembers(this.runtime);
    const result = await onStream(this.runtime, caller, templateStream(templateId), template, () => ({
      type: "CreateTemplate" as const,
      templateId,
      draft: record ? { ...draft, modules: templateModulesOfRecord(record.modules, uuidv7) } : safe(draft),
      departmentId: caller.session.member.departmentId,
      ...(record?.record
        ? {
            fromRecord: {
              experimentId: record.record.experimentId,
              number: record.record.number,
              changeSummary: `${record.record.number} ${record.details.title}`.slice(0, 200),
            },
          }
        : {}),
      knownMember,
      actor: actorOf(caller),
    }));
    return { id: createdOf(result, "TemplateCreated").templateId, position: result.position };
  }
}

@CommandHandler(ChangeTemplateCommand)
export class ChangeTemplateHandler implements ICommandHandler<ChangeTemplateCommand> {
  constructor(@Inject(RUNTIME) private readonly runtime: Runtime) {}
  async execute({ caller, templateId, change }: ChangeTemplateCommand) {
    const actor = actorOf(caller);
    const needsMembers = change.type === "draft" || (change.type === "version" && change.draft !== undefined);
    const knownMember = needsMembers ? await knownMembers(this.runtime) : () => false;
    const reader = await readerOf(this.runtime, caller.session);
    const requestId = change.type === "publish" ? uuidv7() : undefined;
    const result = await onStream(
      this.runtime,
      caller,
      templateStream(templateId),
      template,
      async (state): Promise<TemplateCommand> => {
        if (change.type !== "collect") assertVisible(state, reader);
        switch (change.type) {
          case "draft":
            return { type: "SaveTemplateDraft", draft: safe(change.draft), knownMember, actor };
          case "version":
            return {
              type: "SaveTemplateVersion",
              changeSummary: change.changeSummary,
              ...(change.draft ? { draft: safe(change.draft) } : {}),
              knownMember,
              actor,
            };
          case "publish":
            return {
              type: "RequestTemplatePublish",
              requestId: requestId!,
              version: change.version,
              scope: change.scope,
              reviewerIds: state.ownerId === undefined ? [] : await publishReviewers(this.runtime, state, change.scope),
              actor,
            };
          case "unpublish":
            return { type: "UnpublishTemplate", reason: change.reason, actor };
          case "bin":
            return { type: "BinTemplate", actor };
          case "restore":
            return { type: "RestoreTemplate", actor };
          case "collect":
            return { type: "CollectTemplate", reader, actor };
          case "uncollect":
            return { type: "UncollectTemplate", actor };
        }
      },
    );
    const version = dataOf(result, "TemplateVersionSaved")?.version;
    const requested = dataOf(result, "TemplatePublishRequested")?.requestId;
    return { position: result.position, ...(version ? { version } : {}), ...(requested ? { requestId: requested } : {}) };
  }
}

/** Mirrors a recall decision: a stranger or an unfit meaning is refused before the password is checked; a wrong password signs nothing. */
@CommandHandler(DecideTemplatePublishCommand)
export class DecideTemplatePublishHandler implements ICommandHandler<DecideTemplatePublishCommand> {
  constructor(@Inject(RUNTIME) private readonly runtime: Runtime) {}
  async execute({ caller, templateId, requestId, granted, decision }: DecideTemplatePublishCommand) {
    const signer = signerOf(caller, decision.meaning ?? meaningOfAct(granted ? "approve" : "reject"));
    const reader = await readerOf(this.runtime, caller.session);
    const result = await onStream(this.runtime, caller, templateStream(templateId), template, async (state) => {
      const command: TemplateCommand = {
        type: "DecideTemplatePublish",
        requestId,
        granted,
        comment: decision.comment,
        signer,
        now: new Date(),
        actor: actorOf(caller),
      };
      // A stranger's decision is not found, and an unfit meaning refused, before any password check.
      assertVisible(state, reader);
      template.decide(command, state);
      await confirmSigner(this.runtime, caller, decision.password, signer.meaning);
      return command;
    });
    return { position: result.position };
  }
}

/** A template the member may not open is not found, whatever they ask of it: its existence is not told. */
function assertVisible(state: TemplateState, reader: Awaited<ReturnType<typeof readerOf>>): void {
  if (state.ownerId !== undefined && !mayReadTemplate(state, reader)) throw new DomainError("template.notFound", "not-found");
}

export const TEMPLATE_COMMAND_HANDLERS = [CreateTemplateHandler, ChangeTemplateHandler, DecideTemplatePublishHandler];
