import { inbox, inboxStream } from "@labledger/domain";
import { Inject } from "@nestjs/common";
import { CommandHandler, type ICommandHandler } from "@nestjs/cqrs";
import { type Caller, CallerCommand } from "../../pipeline/caller";
import { onStream } from "../../pipeline/on-stream";
import { RUNTIME, type Runtime } from "../../runtime/runtime";

/** The caller's own messages marked read (their inbox stream; the notifier appends to it too, so a conflict is decided again). */
export class MarkMessagesReadCommand extends CallerCommand<{ position: number }> {
  constructor(
    caller: Caller,
    readonly messageIds: readonly string[],
  ) {
    super(caller);
  }
}

@CommandHandler(MarkMessagesReadCommand)
export class MarkMessagesReadHandler implements ICommandHandler<MarkMessagesReadCommand> {
  constructor(@Inject(RUNTIME) private readonly runtime: Runtime) {}
  async execute({ caller, messageIds }: MarkMessagesReadCommand) {
    const recipientId = caller.session.member.id;
    const result = await onStream(
      this.runtime,
      caller,
      inboxStream(recipientId),
      inbox,
      () => ({ type: "MarkRead" as const, recipientId, messageIds: [...messageIds] }),
      { retryOnConflict: true },
    );
    return { position: result.position };
  }
}
