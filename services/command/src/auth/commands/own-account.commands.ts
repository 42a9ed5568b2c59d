import { checkNewPassword, DomainError, loginRefusal } from "@labledger/domain";
import { Inject } from "@nestjs/common";
import { CommandHandler, type ICommandHandler } from "@nestjs/cqrs";
import { type Caller, CallerCommand } from "../../pipeline/caller";
import { RUNTIME, type Runtime } from "../../runtime/runtime";
import { appendToMember, endSessionsOf } from "../member-commands";
import { hashPassword, verifyPassword } from "../password";

type Positioned = { position: number };

/** The member's own account: screen lock and unlock, password change, language, release notes seen. */
export class LockScreenCommand extends CallerCommand<Positioned> {}

export class UnlockScreenCommand extends CallerCommand<Positioned> {
  constructor(
    caller: Caller,
    readonly password: string,
  ) {
    super(caller);
  }
}

export class ChangeOwnPasswordCommand extends CallerCommand<Positioned> {
  constructor(
    caller: Caller,
    readonly oldPassword: string,
    readonly newPassword: string,
  ) {
    super(caller);
  }
}

export class ChangeOwnLanguageCommand extends CallerCommand<Positioned> {
  constructor(
    caller: Caller,
    readonly language: "zh-CN" | "en",
  ) {
    super(caller);
  }
}

export class SeeReleaseNoteCommand extends CallerCommand<Positioned> {
  constructor(
    caller: Caller,
    readonly version: string,
  ) {
    super(caller);
  }
}

@CommandHandler(LockScreenCommand)
export class LockScreenHandler implements ICommandHandler<LockScreenCommand> {
  constructor(@Inject(RUNTIME) private readonly runtime: Runtime) {}
  async execute({ caller: { session } }: LockScreenCommand) {
    const { sessionId } = session.record;
    const result = await appendToMember(this.runtime, session.member.account, { type: "LockScreen", sessionId });
    await this.runtime.ports.sessions.update(sessionId, { locked: true });
    return { position: result.position };
  }
}

/** Wrong passwords count toward the account lockout, like wrong logins; reaching it ends every session. */
@CommandHandler(UnlockScreenCommand)
export class UnlockScreenHandler implements ICommandHandler<UnlockScreenCommand> {
  constructor(@Inject(RUNTIME) private readonly runtime: Runtime) {}
  async execute({ caller: { session }, password }: UnlockScreenCommand) {
    const { sessionId } = session.record;
    const result = await appendToMember(
      this.runtime,
      session.member.account,
      async (state) => ({
        type: "Unlock",
        passwordMatches: state.registered && (await verifyPassword(password, state.profile.passwordHash)),
        sessionId,
        now: new Date(),
        policy: this.runtime.security.lockout,
      }),
      undefined,
      { retryOnConflict: true },
    );
    const refusal = loginRefusal(result.events);
    if (refusal?.kind === "locked") throw refusal;
    // Not 401: the session is sound, and 401 would send the console to the login page.
    if (refusal) throw new DomainError("auth.unlockFailed", "forbidden");
    await this.runtime.ports.sessions.update(sessionId, { locked: false });
    return { position: result.position };
  }
}

@CommandHandler(ChangeOwnPasswordCommand)
export class ChangeOwnPasswordHandler implements ICommandHandler<ChangeOwnPasswordCommand> {
  constructor(@Inject(RUNTIME) private readonly runtime: Runtime) {}
  async execute({ caller: { session }, oldPassword, newPassword }: ChangeOwnPasswordCommand) {
    checkNewPassword(newPassword, this.runtime.security.password, session.member.account);
    const passwordHash = await hashPassword(newPassword);
    const result = await appendToMember(this.runtime, session.member.account, async (state) => {
      if (!state.registered || !(await verifyPassword(oldPassword, state.profile.passwordHash)))
        throw new DomainError("password.wrongOld", "forbidden");
      if (await verifyPassword(newPassword, state.profile.passwordHash)) throw new DomainError("password.sameAsOld", "invalid");
      return { type: "ChangePassword", passwordHash, now: new Date() };
    });
    const { sessionId } = session.record;
    await this.runtime.ports.sessions.update(sessionId, { mustChangePassword: false });
    await endSessionsOf(this.runtime, session.member, "password-changed", sessionId);
    return { position: result.position };
  }
}

@CommandHandler(ChangeOwnLanguageCommand)
export class ChangeOwnLanguageHandler implements ICommandHandler<ChangeOwnLanguageCommand> {
  constructor(@Inject(RUNTIME) private readonly runtime: Runtime) {}
  async execute({ caller: { session }, language }: ChangeOwnLanguageCommand) {
    const command = { type: "ChangeProfile", changes: { language }, actorId: session.member.id } as const;
    return { position: (await appendToMember(this.runtime, session.member.account, command)).position };
  }
}

@CommandHandler(SeeReleaseNoteCommand)
export class SeeReleaseNoteHandler implements ICommandHandler<SeeReleaseNoteCommand> {
  constructor(@Inject(RUNTIME) private readonly runtime: Runtime) {}
  async execute({ caller: { session }, version }: SeeReleaseNoteCommand) {
    const result = await appendToMember(this.runtime, session.member.account, { type: "SeeReleaseNote", version });
    return { position: result.position };
  }
}

export const OWN_ACCOUNT_COMMAND_HANDLERS = [
  LockScreenHandler,
  UnlockScreenHandler,
  ChangeOwnPasswordHandler,
  ChangeOwnLanguageHandler,
  SeeReleaseNoteHandler,
];
