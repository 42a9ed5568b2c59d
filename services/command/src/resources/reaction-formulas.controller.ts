import { BinnedQuery, type ReactionFormula, ReactionFormulaBody, routes } from "@labledger/contracts";
import type { Doc } from "@labledger/ports";
import { Body, Controller, Inject, Param, Query, Req } from "@nestjs/common";
import { CommandBus } from "@nestjs/cqrs";
import type { AuthenticatedRequest } from "../http/access.guard";
import { ok, page } from "../http/envelope";
import { Route } from "../http/route.decorator";
import { validate } from "../http/validate";
import { callerOf } from "../pipeline/caller";
import { ownedById, pageOfOwned, withOwnerNames } from "../read-models/owned-resources";
import { RUNTIME, type Runtime } from "../runtime/runtime";
import { BinReactionFormulaCommand, SaveReactionFormulaCommand } from "./commands/reaction-formula.commands";

const READ_MODEL = "reaction_formulas";
type Stored = Omit<ReactionFormula, "ownerName"> & Doc;

/**
 * Common reaction formulas (spec /resource/commonList/listChemical, issue 16): a team resource a
 * record's reaction starts from. Every member sees them all; the owner or an administrator changes them.
 */
@Controller()
export class ReactionFormulasController {
  constructor(
    @Inject(RUNTIME) private readonly runtime: Runtime,
    @Inject(CommandBus) private readonly commandBus: CommandBus,
  ) {}

  @Route(routes.listReactionFormulas)
  async list(@Query() query: unknown) {
    const { pageIndex, pageSize, keyword, binned, position } = validate(BinnedQuery, query);
    const found = await pageOfOwned<Stored>(
      this.runtime,
      READ_MODEL,
      { pageIndex, pageSize, keyword, position },
      { binned: binned === "true" },
    );
    return page(found.rows, found.total);
  }

  @Route(routes.getReactionFormula)
  async get(@Param("id") id: string) {
    const found = await ownedById<Stored>(this.runtime, READ_MODEL, id, "reactionFormula.notFound");
    const [formula] = await withOwnerNames(this.runtime, [found]);
    return ok(formula);
  }

  @Route(routes.createReactionFormula)
  async create(@Body() body: unknown, @Req() request: AuthenticatedRequest) {
    const definition = validate(ReactionFormulaBody, body);
    return ok(await this.commandBus.execute(new SaveReactionFormulaCommand(callerOf(request), undefined, definition)));
  }

  @Route(routes.updateReactionFormula)
  async update(@Param("id") id: string, @Body() body: unknown, @Req() request: AuthenticatedRequest) {
    const definition = validate(ReactionFormulaBody, body);
    const { position } = await this.commandBus.execute(new SaveReactionFormulaCommand(callerOf(request), id, definition));
    return ok({ position });
  }

  @Route(routes.binReactionFormula)
  async bin(@Param("id") id: string, @Req() request: AuthenticatedRequest) {
    return ok(await this.commandBus.execute(new BinReactionFormulaCommand(callerOf(request), id, "bin")));
  }

  @Route(routes.restoreReactionFormula)
  async restore(@Param("id") id: string, @Req() request: AuthenticatedRequest) {
    return ok(await this.commandBus.execute(new BinReactionFormulaCommand(callerOf(request), id, "restore")));
  }
}
