import {
  DomainError,
  type ExportMonthState,
  exportIdOf,
  exportStream,
  isExportId,
  meaningOfAct,
  organisationSettings,
  recordExports,
  type SignatureMeaning,
  settingsStream,
} from "@labledger/domain";
import { uuidv7 } from "@labledger/events";
import { Inject } from "@nestjs/common";
import { CommandHandler, type ICommandHandler } from "@nestjs/cqrs";
import { confirmSigner } from "../../approvals/signer";
import { ORGANISATION_ID } from "../../bootstrap/first-start";
import { type Caller, CallerCommand } from "../../pipeline/caller";
import { createdOf } from "../../pipeline/create-once";
import { loadState } from "../../pipeline/handle-command";
import { onStream } from "../../pipeline/on-stream";
import { RUNTIME, type Runtime } from "../../runtime/runtime";
import { type ExportScope, recordsOfScope } from "../export-scope";

type Positioned = { position: number };

export class RequestExportCommand extends CallerCommand<{ id: string; position: number }> {
  constructor(
    caller: Caller,
    readonly format: "pdf" | "eln",
    readonly scope: ExportScope,
    readonly language: "zh-CN" | "en",
  ) {
    super(caller);
  }
}

export class DecideExportCommand extends CallerCommand<Positioned> {
  constructor(
    caller: Caller,
    readonly exportId: string,
    readonly decision: { approved: boolean; comment: string; password: string; meaning?: SignatureMeaning | undefined },
  ) {
    super(caller);
  }
}

/** Counts one download of the caller's export; answers the file to send. */
export class DownloadExportCommand extends CallerCommand<{ sha256: string; fileName: string; mediaType: string }> {
  constructor(
    caller: Caller,
    readonly exportId: string,
  ) {
    super(caller);
  }
}

export const exportSettings = async (runtime: Runtime) =>
  (await loadState(runtime.ports.events, settingsStream(ORGANISATION_ID), organisationSettings)).export;

const administratorIds = async (runtime: Runtime) => {
  const members = await (await runtime.decisionFacts.read()).find<{ id: string; active?: boolean }>("members", {
    filter: { isOrganisationAdmin: true },
  });
  return members.rows.filter((m) => m.active !== false).map((m) => m.id);
};

/** An export id the caller names: one of ours (its month names its stream), or not found. */
export function exportStreamOf(exportId: string): string {
  if (!isExportId(exportId)) throw new DomainError("export.notFound", "not-found");
  return exportStream(exportId);
}

/**
 * The records are resolved and checked as the caller's to view first (a record book or project
 * gives its visible records); the month's stream then decides the quota, the records limit and
 * whether an administrator must approve it.
 */
@CommandHandler(RequestExportCommand)
export class RequestExportHandler implements ICommandHandler<RequestExportCommand> {
  constructor(@Inject(RUNTIME) private readonly runtime: Runtime) {}
  async execute({ caller, format, scope, language }: RequestExportCommand) {
    const settings = await exportSettings(this.runtime);
    const { recordIds, scopeName } = await recordsOfScope(this.runtime, caller.session, scope, settings.bulkMax);
    const exportId = exportIdOf(new Date(), uuidv7());
    const admins = settings.requireApproval ? await administratorIds(this.runtime) : [];
    const result = await onStream(this.runtime, caller, exportStream(exportId), recordExports, () => ({
      type: "RequestExport" as const,
      request: {
        exportId,
        format,
        scope: scope.scope,
        scopeName,
        recordIds,
        language,
        requesterId: caller.session.member.id,
      },
      settings,
      administratorIds: admins,
    }));
    return { id: createdOf(result, "ExportRequested").exportId, position: result.position };
  }
}

/** An administrator's decision is signed with their password (approval or rejection), after who may decide is checked. */
@CommandHandler(DecideExportCommand)
export class DecideExportHandler implements ICommandHandler<DecideExportCommand> {
  constructor(@Inject(RUNTIME) private readonly runtime: Runtime) {}
  async execute({ caller, exportId, decision }: DecideExportCommand) {
    const { approved, comment, password } = decision;
    const meaning = meaningOfAct(approved ? "approve" : "reject", decision.meaning);
    const result = await onStream(this.runtime, caller, exportStreamOf(exportId), recordExports, async (state) => {
      const command = {
        type: "DecideExport" as const,
        exportId,
        approved,
        comment,
        reviewerId: caller.session.member.id,
        meaning,
      };
      // Who may decide is checked before the password is asked: a refused caller's attempt counts toward nothing.
      recordExports.decide(command, state);
      if (!approved && comment.length === 0) throw new DomainError("export.rejectionNeedsComment", "invalid");
      await confirmSigner(this.runtime, caller, password, meaning);
      return command;
    });
    return { position: result.position };
  }
}

@CommandHandler(DownloadExportCommand)
export class DownloadExportHandler implements ICommandHandler<DownloadExportCommand> {
  constructor(@Inject(RUNTIME) private readonly runtime: Runtime) {}
  async execute({ caller, exportId }: DownloadExportCommand) {
    let state: ExportMonthState | undefined;
    await onStream(
      this.runtime,
      caller,
      exportStreamOf(exportId),
      recordExports,
      (current) => {
        state = current;
        return { type: "DownloadExport" as const, exportId, memberId: caller.session.member.id, now: new Date() };
      },
      { retryOnConflict: true },
    );
    const file = state?.exports.get(exportId)?.file;
    if (!file) throw new DomainError("export.notReady", "conflict");
    return { sha256: file.sha256, fileName: file.fileName, mediaType: file.mediaType };
  }
}

export const EXPORT_COMMAND_HANDLERS = [RequestExportHandler, DecideExportHandler, DownloadExportHandler];
