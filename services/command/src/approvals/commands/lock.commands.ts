import { authorizeOnRecord, type ExperimentCommand } from "@labledger/domain";
import { Inject } from "@nestjs/common";
import { CommandHandler, type ICommandHandler } from "@nestjs/cqrs";
import { type Caller, CallerCommand } from "../../pipeline/caller";
import { onRecord } from "../../records/commands/on-record";
import { RUNTIME, type Runtime } from "../../runtime/runtime";
import { confirmSigner } from "../signer";

/** Lock a record (nothing in it changes until unlocked); unlocking is signed with the password (responsibility). */
export class ChangeLockCommand extends CallerCommand<{ position: number }> {
  constructor(
    caller: Caller,
    readonly experimentId: string,
    readonly change: { locked: true } | { locked: false; password: string },
  ) {
    super(caller);
  }
}

@CommandHandler(ChangeLockCommand)
export class ChangeLockHandler implements ICommandHandler<ChangeLockCommand> {
  constructor(@Inject(RUNTIME) private readonly runtime: Runtime) {}

  async execute({ caller, experimentId, change }: ChangeLockCommand) {
    const result = await onRecord(this.runtime, caller, experimentId, async ({ state, actor }) => {
      const command: ExperimentCommand = { type: "ChangeLock", locked: change.locked, actor };
      if (!change.locked) {
        // Who may unlock is decided before the password is asked: a refused caller's attempt counts toward nothing.
        authorizeOnRecord(command, state);
        await confirmSigner(this.runtime, caller, change.password, "responsibility");
      }
      return command;
    });
    return { position: result.position };
  }
}
