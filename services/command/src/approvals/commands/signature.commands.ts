import { authorizeOnRecord, meaningOfAct, type SignatureMeaning } from "@labledger/domain";
import { Inject } from "@nestjs/common";
import { CommandHandler, type ICommandHandler } from "@nestjs/cqrs";
import { type Caller, CallerCommand } from "../../pipeline/caller";
import { dataOf } from "../../pipeline/handle-command";
import { onRecord } from "../../records/commands/on-record";
import { RUNTIME, type Runtime } from "../../runtime/runtime";
import { refuseWhileInUse } from "../../sheet-live/presence";
import { confirmSigner, signerOf } from "../signer";

/** 21 CFR 11.50: a module signed with the signer's password, meaning, printed name and time. */
export class SignModuleCommand extends CallerCommand<{ signTime: string; printedName: string; position: number }> {
  constructor(
    caller: Caller,
    readonly experimentId: string,
    readonly moduleId: string,
    readonly password: string,
    readonly meaning: SignatureMeaning,
  ) {
    super(caller);
  }
}

/** A signature removed, itself signed (responsibility) by its signer, the record's owner or an administrator. */
export class RemoveSignatureCommand extends CallerCommand<{ position: number }> {
  constructor(
    caller: Caller,
    readonly experimentId: string,
    readonly moduleId: string,
    readonly password: string,
    readonly signature: { signerId: string; signTime: string },
    readonly meaning: SignatureMeaning | undefined,
  ) {
    super(caller);
  }
}

@CommandHandler(SignModuleCommand)
export class SignModuleHandler implements ICommandHandler<SignModuleCommand> {
  constructor(@Inject(RUNTIME) private readonly runtime: Runtime) {}

  async execute({ caller, experimentId, moduleId, password, meaning }: SignModuleCommand) {
    const result = await onRecord(this.runtime, caller, experimentId, async ({ state, actor }) => {
      const command = { type: "SignModule", moduleId, signer: signerOf(caller, meaning), now: new Date(), actor } as const;
      // Decided before the password is asked: signing what one may not is refused, not a password check (nor a failed attempt).
      authorizeOnRecord(command, state);
      await refuseWhileInUse(this.runtime, experimentId, { type: "SignModule", moduleId }, state, actor.memberId);
      await confirmSigner(this.runtime, caller, password, meaning);
      return command;
    });
    const signed = dataOf(result, "ModuleSigned")!;
    return { signTime: signed.signTime, printedName: signed.printedName, position: result.position };
  }
}

@CommandHandler(RemoveSignatureCommand)
export class RemoveSignatureHandler implements ICommandHandler<RemoveSignatureCommand> {
  constructor(@Inject(RUNTIME) private readonly runtime: Runtime) {}

  async execute({ caller, experimentId, moduleId, password, signature, meaning }: RemoveSignatureCommand) {
    const result = await onRecord(this.runtime, caller, experimentId, async ({ state, actor }) => {
      const remover = signerOf(caller, meaning ?? meaningOfAct("removeSignature"));
      const command = { type: "RemoveSignature", moduleId, ...signature, remover, now: new Date(), actor } as const;
      authorizeOnRecord(command, state);
      await confirmSigner(this.runtime, caller, password, remover.meaning);
      return command;
    });
    return { position: result.position };
  }
}
