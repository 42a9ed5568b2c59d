import { NumberingRuleBody, routes } from "@labledger/contracts";
import { DEFAULT_NUMBERING_RULE, type NumberingRule, nextNumber } from "@labledger/domain";
import type { Doc } from "@labledger/ports";
import { Body, Controller, Inject, Req } from "@nestjs/common";
import { CommandBus } from "@nestjs/cqrs";
import type { AuthenticatedRequest } from "../http/access.guard";
import { ok, page } from "../http/envelope";
import { Route } from "../http/route.decorator";
import { validate } from "../http/validate";
import { callerOf } from "../pipeline/caller";
import { RUNTIME, type Runtime } from "../runtime/runtime";
import { SetNumberingRuleCommand } from "./commands/settings.commands";

const TARGETS = NumberingRuleBody.shape.target.options;

@Controller()
export class NumberingRulesController {
  constructor(
    @Inject(RUNTIME) private readonly runtime: Runtime,
    @Inject(CommandBus) private readonly commands: CommandBus,
  ) {}

  @Route(routes.listNumberingRules)
  async list() {
    const stored = await this.runtime.ports.readStore.find<Doc & NumberingRule>("numbering_rules", {});
    const today = new Date();
    const date = { year: today.getFullYear(), month: today.getMonth() + 1, day: today.getDate() };
    const rows = TARGETS.map((target) => {
      const configured = stored.rows.find((r) => r.id === target);
      const { id: _id, ...rule } = configured ?? { id: target, ...DEFAULT_NUMBERING_RULE };
      return { ...rule, target, isDefault: !configured, example: nextNumber(rule, {}, { date, projectNumber: "PRJ001" }).number };
    });
    return page(rows, rows.length);
  }

  @Route(routes.setNumberingRule)
  async set(@Body() body: unknown, @Req() request: AuthenticatedRequest) {
    const { target, ...rule } = validate(NumberingRuleBody, body);
    return ok(await this.commands.execute(new SetNumberingRuleCommand(callerOf(request), target, rule)));
  }
}
