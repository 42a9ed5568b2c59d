import type { EventData } from "@labledger/events";
import { METHOD_LIMITS } from "@labledger/events/catalogue/methods-values";
import type { Decider } from "../decider/decider";
import { DomainError } from "../decider/domain-error";
import { assertMayChange, assertState, type Binnable, type BinnableActor } from "../rubbish-bin/binnable";
import {
  assertMethodContent,
  isCalendarDate,
  type MethodContent,
  type MethodFile,
  sameContent,
  sameFiles,
} from "./method-content";

export const methodStream = (methodId: string) => `method-${methodId}`;

export type MethodStatus = "draft" | "effective" | "retired";

export type MethodEvent =
  | { type: "MethodCreated"; data: EventData<"MethodCreated"> }
  | { type: "MethodDraftSaved"; data: EventData<"MethodDraftSaved"> }
  | { type: "MethodFilesAttached"; data: EventData<"MethodFilesAttached"> }
  | { type: "MethodFileRemoved"; data: EventData<"MethodFileRemoved"> }
  | { type: "MethodPublished"; data: EventData<"MethodPublished"> }
  | { type: "MethodRetired"; data: EventData<"MethodRetired"> }
  | { type: "MethodBinned"; data: EventData<"MethodBinned"> }
  | { type: "MethodRestored"; data: EventData<"MethodRestored"> }
  | { type: "MethodCitedInRecord"; data: EventData<"MethodCitedInRecord"> }
  | { type: "MethodCitationWithdrawn"; data: EventData<"MethodCitationWithdrawn"> };

/** `ownerId` is the author. */
export interface MethodState extends Binnable {
  readonly number?: string;
  readonly status: MethodStatus;
  readonly draft?: MethodContent;
  readonly files: readonly MethodFile[];
  /** The newest version published, 0 before the first. */
  readonly version: number;
  readonly published?: { readonly content: MethodContent; readonly files: readonly MethodFile[] };
  /** The version each citing record cites, by record id. */
  readonly citations: Readonly<Record<string, number>>;
}

export type MethodCommand =
  | { type: "CreateMethod"; methodId: string; number: string; content: MethodContent; actor: BinnableActor }
  | { type: "SaveMethodDraft"; methodId: string; content: MethodContent; actor: BinnableActor }
  | { type: "AttachMethodFiles"; methodId: string; files: readonly MethodFile[]; actor: BinnableActor }
  | { type: "RemoveMethodFile"; methodId: string; rowId: string; actor: BinnableActor }
  | { type: "PublishMethod"; methodId: string; effectiveDate: string; changeSummary: string; actor: BinnableActor }
  | { type: "RetireMethod"; methodId: string; actor: BinnableActor }
  | { type: "BinMethod"; methodId: string; actor: BinnableActor }
  | { type: "RestoreMethod"; methodId: string; actor: BinnableActor }
  | { type: "CiteMethod"; methodId: string; experimentId: string; version: number; actor: BinnableActor }
  | { type: "WithdrawMethodCitation"; methodId: string; experimentId: string; actor: BinnableActor };

const NOT_FOUND = "method.notFound";

function assertDraftable(state: MethodState): void {
  assertState(state, "inUse", NOT_FOUND);
  if (state.status === "retired") throw new DomainError("method.retired", "conflict");
}

/**
 * A method (SOP, issue 20), a team resource records cite. Any member drafts one and edits its
 * draft; its author or an administrator publishes the draft as the next version (in effect from
 * a date, with a summary of what changed), retires it, bins and restores it. Published versions
 * are never changed: each keeps its own copy of the content and files.
 */
export const method: Decider<MethodCommand, MethodState, MethodEvent> = {
  initialState: () => ({ binned: false, status: "draft", files: [], version: 0, citations: {} }),
  evolve: (state, event) => {
    switch (event.type) {
      case "MethodCreated":
        return { ...state, ownerId: event.data.authorId, number: event.data.number, draft: event.data.content };
      case "MethodDraftSaved":
        return { ...state, draft: event.data.content };
      case "MethodFilesAttached":
        return { ...state, files: [...state.files, ...event.data.files] };
      case "MethodFileRemoved":
        return { ...state, files: state.files.filter((f) => f.rowId !== event.data.rowId) };
      case "MethodPublished": {
        const { version, content, files } = event.data;
        return { ...state, status: "effective", version, published: { content, files } };
      }
      case "MethodRetired":
        return { ...state, status: "retired" };
      case "MethodBinned":
        return { ...state, binned: true };
      case "MethodRestored":
        return { ...state, binned: false };
      case "MethodCitedInRecord":
        return { ...state, citations: { ...state.citations, [event.data.experimentId]: event.data.version } };
      case "MethodCitationWithdrawn": {
        const { [event.data.experimentId]: _withdrawn, ...citations } = state.citations;
        return { ...state, citations };
      }
    }
  },
  decide: (command, state) => {
    const { methodId, actor } = command;
    switch (command.type) {
      case "CreateMethod":
        if (state.ownerId !== undefined) throw new DomainError("method.exists", "conflict");
        assertMethodContent(command.content);
        return [
          {
            type: "MethodCreated",
            data: { methodId, number: command.number, authorId: actor.memberId, content: command.content },
          },
        ];
      case "SaveMethodDraft":
        assertDraftable(state);
        assertMethodContent(command.content);
        return [{ type: "MethodDraftSaved", data: { methodId, number: state.number!, content: command.content } }];
      case "AttachMethodFiles":
        assertDraftable(state);
        if (state.files.length + command.files.length > METHOD_LIMITS.files)
          throw new DomainError("method.tooManyFiles", "invalid", { max: METHOD_LIMITS.files });
        return [{ type: "MethodFilesAttached", data: { methodId, files: [...command.files] } }];
      case "RemoveMethodFile": {
        // A file not there is not found, whatever the method's state.
        assertState(state, "inUse", NOT_FOUND);
        const file = state.files.find((f) => f.rowId === command.rowId);
        if (!file) throw new DomainError("method.fileNotFound", "not-found");
        assertDraftable(state);
        return [{ type: "MethodFileRemoved", data: { methodId, rowId: file.rowId, name: file.name } }];
      }
      case "PublishMethod": {
        assertDraftable(state);
        assertMayChange(state, actor);
        const changeSummary = command.changeSummary.trim();
        if (!changeSummary) throw new DomainError("method.changeSummaryRequired", "invalid");
        if (!isCalendarDate(command.effectiveDate)) throw new DomainError("method.effectiveDateInvalid", "invalid");
        const content = state.draft!;
        const { published } = state;
        if (published && sameContent(published.content, content) && sameFiles(published.files, state.files))
          throw new DomainError("method.nothingToPublish", "conflict", { version: state.version });
        return [
          {
            type: "MethodPublished",
            data: {
              methodId,
              version: state.version + 1,
              effectiveDate: command.effectiveDate,
              changeSummary,
              content,
              files: [...state.files],
            },
          },
        ];
      }
      case "RetireMethod":
        assertDraftable(state);
        assertMayChange(state, actor);
        return [{ type: "MethodRetired", data: { methodId } }];
      case "BinMethod":
        assertState(state, "inUse", NOT_FOUND);
        assertMayChange(state, actor);
        return [{ type: "MethodBinned", data: { methodId } }];
      case "RestoreMethod":
        assertState(state, "binned", NOT_FOUND);
        assertMayChange(state, actor);
        return [{ type: "MethodRestored", data: { methodId } }];
      case "CiteMethod": {
        assertState(state, "inUse", NOT_FOUND);
        if (state.status === "retired") throw new DomainError("method.retired", "conflict");
        if (!Number.isInteger(command.version) || command.version < 1 || command.version > state.version)
          throw new DomainError("method.versionNotFound", "not-found", { version: command.version });
        if (state.citations[command.experimentId] === command.version) return [];
        const { experimentId, version } = command;
        return [{ type: "MethodCitedInRecord", data: { methodId, experimentId, version, by: actor.memberId } }];
      }
      case "WithdrawMethodCitation":
        assertState(state, "inUse", NOT_FOUND);
        if (state.citations[command.experimentId] === undefined) throw new DomainError("method.notCited", "not-found");
        return [
          {
            type: "MethodCitationWithdrawn",
            data: { methodId, experimentId: command.experimentId, by: actor.memberId },
          },
        ];
    }
  },
};

/** Whether the draft says something the version in effect does not (the console offers publishing then). */
export const hasUnpublishedChanges = (state: Pick<MethodState, "draft" | "files" | "published">): boolean =>
  !state.published ||
  !state.draft ||
  !sameContent(state.published.content, state.draft) ||
  !sameFiles(state.published.files, state.files);
