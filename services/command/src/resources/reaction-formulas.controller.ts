import { BinnedQuery, type ReactionFormula, ReactionFormulaBody, routes } from "@labledger/contracts";
import { DomainError } from "@labledger/domain";
import type { Doc } from "@labledger/ports";
import { Body, Controller, Inject, Param, Query, Req } from "@nestjs/common";
import { CommandBus } from "@nestjs/cqrs";
import type { AuthenticatedRequest } from "../http/access.guard";
import { ok, page } from "../http/envelope";
import { Route } from "../http/route.decorator";
import { validate } from "../http/validate";
import { callerOf } from "../pipeline/caller";
import { readYourWrites } from "../pipeline/read-your-writes";
import { memberName, namesById } from "../read-models/names-by-id";
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
    await readYourWrites(this.runtime.ports, READ_MODEL, position);
    const found = await this.runtime.ports.readStore.find<Stored>(READ_MODEL, {
      filter: { binned: binned === "true" },
      ...(keyword ? { text: keyword } : {}),
      sort: [["updatedAt", -1]],
      skip: (pageIndex - 1) * pageSize,
      limit: pageSize,
    });
    return page(await this.withOwnerNames(found.rows), found.total);
  }

  @Route(routes.getReactionFormula)
  async get(@Param("id") id: string) {
    await readYourWrites(this.runtime.ports, READ_MODEL, undefined);
    const found = await this.runtime.ports.readStore.get<Stored>(READ_MODEL, id);
    if (!found) throw new DomainError("reactionFormula.notFound", "not-found");
    const [formula] = await this.withOwnerNames([found]);
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

  private async withOwnerNames(rows: readonly Stored[]): Promise<ReactionFormula[]> {
    const owners = await namesById(
      this.runtime.ports.readStore,
      "members",
      rows.map((r) => r.ownerId),
      memberName,
    );
    return rows.map((r) => ({ ...r, ownerName: owners.get(r.ownerId) ?? "" }));
  }
}
