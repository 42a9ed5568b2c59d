import { NumberingRuleBody, routes } from "@labledger/contracts";
import { DEFAULT_NUMBERING_RULE, type NumberingRule, nextNumber, organisation, organisationStream } from "@labledger/domain";
import type { Doc } from "@labledger/ports";
import { Body, Controller, Inject, Req } from "@nestjs/common";
import { ORGANISATION_ID } from "../bootstrap/first-start";
import { type AuthenticatedRequest, actorOf, clientCommandIdOf } from "../http/access.guard";
import { ok, page } from "../http/envelope";
import { Route } from "../http/route.decorator";
import { validate } from "../http/validate";
import { handleCommand } from "../pipeline/handle-command";
import { RUNTIME, type Runtime } from "../runtime/runtime";

const TARGETS = NumberingRuleBody.shape.target.options;

@Controller()
export class NumberingRulesController {
  constructor(@Inject(RUNTIME) private readonly runtime: Runtime) {}

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
    const result = await handleCommand(
      this.runtime.ports.events,
      organisationStream(ORGANISATION_ID),
      organisation,
      () => ({ type: "SetNumberingRule" as const, target, rule }),
      { metadata: { actor: actorOf(request.session) }, clientCommandId: clientCommandIdOf(request) },
    );
    return ok({ position: result.position });
  }
}
