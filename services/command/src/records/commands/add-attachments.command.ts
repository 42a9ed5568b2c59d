import type { AttachmentRow } from "@labledger/domain";
import { Inject } from "@nestjs/common";
import { CommandHandler, type ICommandHandler } from "@nestjs/cqrs";
import { type Caller, CallerCommand } from "../../pipeline/caller";
import { RUNTIME, type Runtime } from "../../runtime/runtime";
import { onRecord, reasonRequired } from "./on-record";

/** Checked files, staged by the upload, become rows of an attachment module; `keepFiles` commits them once the record accepted them. */
export class AddAttachmentsCommand extends CallerCommand<{ position: number }> {
  constructor(
    caller: Caller,
    readonly experimentId: string,
    readonly moduleId: string,
    readonly files: readonly AttachmentRow[],
    readonly reason: string | undefined,
    readonly keepFiles: () => Promise<void>,
  ) {
    super(caller);
  }
}

@CommandHandler(AddAttachmentsCommand)
export class AddAttachmentsHandler implements ICommandHandler<AddAttachmentsCommand> {
  constructor(@Inject(RUNTIME) private readonly runtime: Runtime) {}

  async execute({ caller, experimentId, moduleId, files, reason, keepFiles }: AddAttachmentsCommand) {
    const required = await reasonRequired(this.runtime);
    const result = await onRecord(
      this.runtime,
      caller,
      experimentId,
      ({ actor }) => ({ type: "AddAttachments", moduleId, files, now: new Date(), actor, reason, reasonRequired: required }),
      // Adding never overwrites: decide again on a conflict.
      { reason, retryOnConflict: true, beforeAppend: keepFiles },
    );
    return { position: result.position };
  }
}
