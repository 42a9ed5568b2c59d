import { loginRefusal, member, memberStream } from "@labledger/domain";
import { uuidv7 } from "@labledger/events";
import { Inject } from "@nestjs/common";
import { Command, CommandHandler, type ICommandHandler } from "@nestjs/cqrs";
import { handleCommand } from "../pipeline/handle-command";
import { RUNTIME, type Runtime } from "../runtime/runtime";
import { hashPassword, verifyPassword } from "./password";

export interface LoginResult {
  token: string;
  user: {
    id: string;
    account: string;
    realName: string;
    language: "zh-CN" | "en";
    departmentId: string | null;
    isOrganisationAdmin: boolean;
  };
  position: number;
}

export class LoginCommand extends Command<LoginResult> {
  constructor(
    readonly account: string,
    readonly password: string,
  ) {
    super();
  }
}

/** Spent on unknown accounts too, so response time does not tell which accounts exist. */
const decoyHash = hashPassword("decoy");

@CommandHandler(LoginCommand)
export class LoginHandler implements ICommandHandler<LoginCommand, LoginResult> {
  constructor(@Inject(RUNTIME) private readonly runtime: Runtime) {}

  async execute({ account, password }: LoginCommand): Promise<LoginResult> {
    const sessionId = uuidv7();
    let profile: Extract<ReturnType<typeof member.initialState>, { registered: true }>["profile"] | undefined;
    const result = await handleCommand(
      this.runtime.ports.events,
      memberStream(account),
      member,
      async (state) => {
        profile = state.registered ? state.profile : undefined;
        const passwordMatches = await verifyPassword(password, profile?.passwordHash ?? (await decoyHash));
        return {
          type: "LogIn" as const,
          passwordMatches: Boolean(profile) && passwordMatches,
          sessionId,
          now: new Date(),
          policy: this.runtime.lockout,
        };
      },
      {
        metadata: (state) => ({
          actor: state.registered
            ? {
                userId: state.profile.memberId,
                name: state.profile.realName,
                ...(state.profile.departmentId ? { departmentId: state.profile.departmentId } : {}),
              }
            : { userId: "anonymous", name: account },
        }),
        retryOnConflict: true,
      },
    );
    // A refused login was recorded (audit trail) and is answered only now.
    const refusal = loginRefusal(result.events);
    if (refusal) throw refusal;
    const p = profile!; // decide refused the login when there was no profile
    return {
      token: this.runtime.tokens.issue({
        sessionId,
        memberId: p.memberId,
        account: p.account,
        realName: p.realName,
        departmentId: p.departmentId,
        isOrganisationAdmin: p.isOrganisationAdmin,
      }),
      user: {
        id: p.memberId,
        account: p.account,
        realName: p.realName,
        language: p.language,
        departmentId: p.departmentId,
        isOrganisationAdmin: p.isOrganisationAdmin,
      },
      position: result.position,
    };
  }
}
