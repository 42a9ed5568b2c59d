import {
  type BinnableActor,
  mayChange,
  type ReactionFormulaDefinition,
  reactionFormula,
  reactionFormulaStream,
  reactionScheme,
} from "@labledger/domain";
import { Inject } from "@nestjs/common";
import { CommandHandler, type ICommandHandler } from "@nestjs/cqrs";
import { readable } from "../../chemistry/server-figures";
import { type Caller, CallerCommand } from "../../pipeline/caller";
import { createdOf, newIdFor } from "../../pipeline/create-once";
import { onStream } from "../../pipeline/on-stream";
import { RUNTIME, type Runtime } from "../../runtime/runtime";

type Created = { id: string; position: number };
type Positioned = { position: number };
/** What a member gives; the server adds the scheme it reads. */
type Definition = Omit<ReactionFormulaDefinition, "scheme">;

const actorOf = (caller: Caller): BinnableActor => ({
  memberId: caller.session.member.id,
  isOrganisationAdmin: caller.session.member.isOrganisationAdmin,
});

/** Saves a common reaction formula, new (no id) or changed. */
export class SaveReactionFormulaCommand extends CallerCommand<Created> {
  constructor(
    caller: Caller,
    readonly formulaId: string | undefined,
    readonly definition: Definition,
  ) {
    super(caller);
  }
}

/** Moves a common reaction formula to the rubbish bin, or back. */
export class BinReactionFormulaCommand extends CallerCommand<Positioned> {
  constructor(
    caller: Caller,
    readonly formulaId: string,
    readonly to: "bin" | "restore",
  ) {
    super(caller);
  }
}

/**
 * The drawing is read by the server's chemistry first: an unreadable one is refused with the
 * reaction module's message and nothing is saved; a readable one is kept as sent, with the
 * reaction in gross formulas (`scheme`) the lists show.
 */
@CommandHandler(SaveReactionFormulaCommand)
export class SaveReactionFormulaHandler implements ICommandHandler<SaveReactionFormulaCommand> {
  constructor(@Inject(RUNTIME) private readonly runtime: Runtime) {}
  async execute({ caller, formulaId, definition }: SaveReactionFormulaCommand) {
    const id = formulaId ?? newIdFor(caller, "reaction-formula");
    const actor = actorOf(caller);
    const result = await onStream(this.runtime, caller, reactionFormulaStream(id), reactionFormula, async (state) => {
      // A formula that does not exist, or is not the member's to change, is refused as such before its drawing is read.
      const refused = (formulaId !== undefined && state.ownerId === undefined) || !mayChange(state, actor);
      const scheme = refused
        ? ""
        : reactionScheme((await readable(() => this.runtime.ports.chemistry.read(definition.molFile))).components);
      return {
        type: "SaveReactionFormula" as const,
        formulaId: id,
        definition: { ...definition, scheme },
        actor,
        mustExist: formulaId !== undefined,
      };
    });
    return { id: createdOf(result, "ReactionFormulaSaved").formulaId, position: result.position };
  }
}

@CommandHandler(BinReactionFormulaCommand)
export class BinReactionFormulaHandler implements ICommandHandler<BinReactionFormulaCommand> {
  constructor(@Inject(RUNTIME) private readonly runtime: Runtime) {}
  async execute({ caller, formulaId, to }: BinReactionFormulaCommand) {
    const result = await onStream(this.runtime, caller, reactionFormulaStream(formulaId), reactionFormula, () => ({
      type: to === "bin" ? ("BinReactionFormula" as const) : ("RestoreReactionFormula" as const),
      formulaId,
      actor: actorOf(caller),
    }));
    return { position: result.position };
  }
}

/** One handler per reaction formula command. */
export const REACTION_FORMULA_COMMAND_HANDLERS = [SaveReactionFormulaHandler, BinReactionFormulaHandler];
