import type { LoginResult } from "@labledger/contracts";
import { Inject } from "@nestjs/common";
import { Command, CommandHandler, type ICommandHandler } from "@nestjs/cqrs";
import { CallerCommand } from "../../pipeline/caller";
import { RUNTIME, type Runtime } from "../../runtime/runtime";
import { logIn } from "../login";
import { endSession } from "../sessions";

/** A login: the account's password checked (refusals recorded), a session opened. No caller yet. */
export class LogInCommand extends Command<LoginResult> {
  constructor(
    readonly account: string,
    readonly password: string,
  ) {
    super();
  }
}

/** The caller ends their own session. */
export class LogOutCommand extends CallerCommand<{ position: number }> {}

@CommandHandler(LogInCommand)
export class LogInHandler implements ICommandHandler<LogInCommand> {
  constructor(@Inject(RUNTIME) private readonly runtime: Runtime) {}
  execute({ account, password }: LogInCommand) {
    return logIn(this.runtime, account, password);
  }
}

@CommandHandler(LogOutCommand)
export class LogOutHandler implements ICommandHandler<LogOutCommand> {
  constructor(@Inject(RUNTIME) private readonly runtime: Runtime) {}
  async execute({ caller }: LogOutCommand) {
    return { position: await endSession(this.runtime, caller.session.record, "logout") };
  }
}

export const SESSION_COMMAND_HANDLERS = [LogInHandler, LogOutHandler];
