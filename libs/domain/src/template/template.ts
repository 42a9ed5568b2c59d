import { meaningOfAct } from "../approval/signature-meanings";
import type { Decider } from "../decider/decider";
import { DomainError } from "../decider/domain-error";
import type { SignatureMeaning } from "../experiment/experiment-state";
import { checkModuleContent, checkModuleKind, checkOnePerRecord } from "../experiment/module-rules";
import { assertMayChange, assertState, type BinnableActor } from "../rubbish-bin/binnable";
import { withKeptWorkbooks } from "./template-modules";
import {
  latestVersion,
  type TemplateDraft,
  type TemplateEvent,
  type TemplateScope,
  type TemplateState,
  versionOf,
} from "./template-state";
import { type TemplateReader, usableVersion } from "./template-use";

export type TemplateActor = BinnableActor;

export type TemplateCommand =
  /** `fromRecord`: a record saved as a template (its draft is frozen as version 1 at once). `knownMember`: grants name members of the organisation. */
  | {
      type: "CreateTemplate";
      templateId: string;
      draft: TemplateDraft;
      departmentId: string | null;
      fromRecord?: { experimentId: string; number: string; changeSummary: string };
      knownMember: (memberId: string) => boolean;
      actor: TemplateActor;
    }
  | { type: "SaveTemplateDraft"; draft: TemplateDraft; knownMember: (memberId: string) => boolean; actor: TemplateActor }
  | {
      type: "SaveTemplateVersion";
      changeSummary: string;
      draft?: TemplateDraft;
      knownMember: (memberId: string) => boolean;
      actor: TemplateActor;
    }
  /** `reviewerIds`: the department's headers (scope department) or the administrators, read by the shell; the author is never one. */
  | {
      type: "RequestTemplatePublish";
      requestId: string;
      version: number;
      scope: TemplateScope;
      reviewerIds: readonly string[];
      actor: TemplateActor;
    }
  | {
      type: "DecideTemplatePublish";
      requestId: string;
      granted: boolean;
      comment: string;
      signer: { memberId: string; printedName: string; meaning: SignatureMeaning };
      now: Date;
      actor: TemplateActor;
    }
  | { type: "UnpublishTemplate"; reason: string; actor: TemplateActor }
  | { type: "BinTemplate"; actor: TemplateActor }
  | { type: "RestoreTemplate"; actor: TemplateActor }
  | { type: "CollectTemplate"; reader: TemplateReader; actor: TemplateActor }
  | { type: "UncollectTemplate"; actor: TemplateActor };

const NOT_FOUND = "template.notFound";

/**
 * A record template (spec §4 Templates, issue 18): its author keeps a draft and freezes it as
 * numbered versions; a saved version is published to a department, the team or the platform
 * through a publish request that a reviewer other than the author signs; "every published
 * change is a new version": the published version keeps serving until a later one is approved.
 * Only the author edits (spec §6); the author or an administrator unpublishes, bins and restores.
 */
export const template: Decider<TemplateCommand, TemplateState, TemplateEvent> = {
  initialState: () => ({
    binned: false,
    departmentId: null,
    draft: { name: "", description: "", modules: [] },
    versions: [],
    collectorIds: [],
  }),
  evolve,
  decide: (command, state) => {
    if (command.type === "CreateTemplate") {
      if (state.ownerId !== undefined) throw new DomainError("template.exists", "conflict");
      const { templateId, fromRecord, actor } = command;
      // From a record, the server copied its workbooks; from scratch, none is taken from the author's hands.
      const draft = fromRecord ? command.draft : withKeptWorkbooks(command.draft, undefined);
      checkDraft(draft, command.knownMember);
      const created: TemplateEvent = {
        type: "TemplateCreated",
        data: {
          templateId,
          name: draft.name,
          description: draft.description,
          authorId: actor.memberId,
          departmentId: command.departmentId,
          ...(fromRecord ? { fromRecord: { experimentId: fromRecord.experimentId, number: fromRecord.number } } : {}),
        },
      };
      const saved: TemplateEvent[] =
        draft.modules.length > 0 ? [{ type: "TemplateDraftSaved", data: { templateId, ...copyOf(draft) } }] : [];
      const version: TemplateEvent[] = fromRecord
        ? [
            {
              type: "TemplateVersionSaved",
              data: { templateId, version: 1, changeSummary: fromRecord.changeSummary, ...copyOf(draft) },
            },
          ]
        : [];
      return [created, ...saved, ...version];
    }
    const templateId = state.templateId;
    if (templateId === undefined) throw new DomainError(NOT_FOUND, "not-found");
    const { actor } = command;
    switch (command.type) {
      case "SaveTemplateDraft":
        assertState(state, "inUse", NOT_FOUND);
        assertAuthor(state, actor);
        checkDraft(command.draft, command.knownMember);
        return [{ type: "TemplateDraftSaved", data: { templateId, ...copyOf(withKeptWorkbooks(command.draft, state.draft)) } }];
      case "SaveTemplateVersion": {
        assertState(state, "inUse", NOT_FOUND);
        assertAuthor(state, actor);
        const changeSummary = command.changeSummary.trim();
        if (changeSummary.length === 0) throw new DomainError("template.changeSummaryRequired", "invalid");
        if (command.draft) checkDraft(command.draft, command.knownMember);
        const sent = command.draft && withKeptWorkbooks(command.draft, state.draft);
        const draft = sent ?? state.draft;
        const saved: TemplateEvent[] = sent ? [{ type: "TemplateDraftSaved", data: { templateId, ...copyOf(sent) } }] : [];
        const version = latestVersion(state) + 1;
        return [...saved, { type: "TemplateVersionSaved", data: { templateId, version, changeSummary, ...copyOf(draft) } }];
      }
      case "RequestTemplatePublish": {
        assertState(state, "inUse", NOT_FOUND);
        assertAuthor(state, actor);
        const asked = versionOf(state, command.version);
        if (!asked) throw new DomainError("template.versionNotFound", "not-found", { version: command.version });
        if (state.pending) throw new DomainError("template.publishPending", "conflict");
        const departmentId = command.scope === "department" ? state.departmentId : null;
        if (command.scope === "department" && departmentId === null) throw new DomainError("template.noDepartment", "invalid");
        const { published } = state;
        if (published && published.version === command.version && published.scope === command.scope)
          throw new DomainError("template.alreadyPublished", "conflict", { version: command.version });
        // Spec §8 "Reviewer cannot be operator": the author never reviews their own request.
        const reviewerIds = [...new Set(command.reviewerIds)].filter((id) => id !== state.ownerId);
        if (reviewerIds.length === 0) throw new DomainError("template.noReviewer", "conflict");
        return [
          {
            type: "TemplatePublishRequested",
            data: {
              templateId,
              requestId: command.requestId,
              version: command.version,
              name: asked.name,
              scope: command.scope,
              departmentId,
              reviewerIds,
            },
          },
        ];
      }
      case "DecideTemplatePublish": {
        const { pending } = state;
        if (!pending || pending.requestId !== command.requestId) throw new DomainError("template.requestNotPending", "conflict");
        if (command.signer.memberId === state.ownerId) throw new DomainError("template.reviewerIsAuthor", "forbidden");
        if (!pending.reviewerIds.includes(command.signer.memberId)) throw new DomainError("approval.notReviewer", "forbidden");
        if (state.binned) throw new DomainError("rubbishBin.inRubbishBin", "conflict");
        meaningOfAct(command.granted ? "approve" : "reject", command.signer.meaning);
        const comment = command.comment.trim();
        if (!command.granted && comment.length === 0) throw new DomainError("template.rejectionCommentRequired", "invalid");
        const { memberId: signerId, printedName, meaning } = command.signer;
        return [
          {
            type: "TemplatePublishDecided",
            data: {
              templateId,
              requestId: pending.requestId,
              version: pending.version,
              scope: pending.scope,
              departmentId: pending.departmentId,
              granted: command.granted,
              signerId,
              printedName,
              meaning,
              signTime: command.now.toISOString(),
              comment,
            },
          },
        ];
      }
      case "UnpublishTemplate":
        assertState(state, "inUse", NOT_FOUND);
        assertMayChange(state, actor);
        if (!state.published) throw new DomainError("template.notPublished", "conflict");
        return [{ type: "TemplateUnpublished", data: { templateId, reason: command.reason.trim() } }];
      case "BinTemplate":
        assertState(state, "inUse", NOT_FOUND);
        assertMayChange(state, actor);
        return [{ type: "TemplateBinned", data: { templateId } }];
      case "RestoreTemplate":
        assertState(state, "binned", NOT_FOUND);
        assertMayChange(state, actor);
        return [{ type: "TemplateRestored", data: { templateId } }];
      case "CollectTemplate":
        if (usableVersion(state, command.reader) === null) throw new DomainError("template.unavailable", "not-found");
        return state.collectorIds.includes(actor.memberId)
          ? []
          : [{ type: "TemplateCollected", data: { templateId, memberId: actor.memberId } }];
      case "UncollectTemplate":
        return state.collectorIds.includes(actor.memberId)
          ? [{ type: "TemplateUncollected", data: { templateId, memberId: actor.memberId } }]
          : [];
    }
  },
};

function evolve(state: TemplateState, event: TemplateEvent): TemplateState {
  switch (event.type) {
    case "TemplateCreated": {
      const { templateId, name, description, authorId, departmentId, fromRecord } = event.data;
      return {
        ...state,
        templateId,
        ownerId: authorId,
        departmentId,
        ...(fromRecord ? { fromRecord } : {}),
        draft: { name, description, modules: [] },
      };
    }
    case "TemplateDraftSaved": {
      const { name, description, modules } = event.data;
      return { ...state, draft: { name, description, modules } };
    }
    case "TemplateVersionSaved": {
      const { version, changeSummary, name, description, modules } = event.data;
      return { ...state, versions: [...state.versions, { version, changeSummary, name, description, modules }] };
    }
    case "TemplatePublishRequested": {
      const { requestId, version, scope, departmentId, reviewerIds } = event.data;
      return { ...state, pending: { requestId, version, scope, departmentId, reviewerIds } };
    }
    case "TemplatePublishDecided": {
      const { pending: _decided, ...rest } = state;
      const { granted, version, scope, departmentId } = event.data;
      return granted ? { ...rest, published: { version, scope, departmentId } } : rest;
    }
    case "TemplateUnpublished": {
      const { published: _withdrawn, ...rest } = state;
      return rest;
    }
    case "TemplateBinned":
      return { ...state, binned: true };
    case "TemplateRestored":
      return { ...state, binned: false };
    case "TemplateCollected":
      return { ...state, collectorIds: [...state.collectorIds, event.data.memberId] };
    case "TemplateUncollected":
      return { ...state, collectorIds: state.collectorIds.filter((id) => id !== event.data.memberId) };
  }
}

/** Spec §6: only the author edits a template (an administrator may unpublish and bin it, not change it). */
function assertAuthor(state: TemplateState, actor: TemplateActor): void {
  if (state.ownerId !== actor.memberId) throw new DomainError("template.authorOnly", "forbidden");
}

/** A draft's modules as a record would hold them: known kinds, one of a one-per-record kind, content its kind allows, grants to members. */
function checkDraft(draft: TemplateDraft, knownMember: (memberId: string) => boolean): void {
  if (draft.name.trim().length === 0) throw new DomainError("template.nameRequired", "invalid");
  const ids = draft.modules.map((m) => m.moduleId);
  if (new Set(ids).size !== ids.length) throw new DomainError("template.moduleIdRepeated", "invalid");
  draft.modules.forEach((module, i) => {
    checkModuleKind(module);
    checkOnePerRecord(draft.modules.slice(0, i), module.type);
    checkModuleContent(module, module.content);
    const stranger = Object.keys(module.grants ?? {}).find((memberId) => !knownMember(memberId));
    if (stranger !== undefined) throw new DomainError("template.granteeUnknown", "invalid", { title: module.title });
  });
}

const copyOf = (draft: TemplateDraft) => ({
  name: draft.name,
  description: draft.description,
  modules: draft.modules.map((m) => ({ ...m })),
});
