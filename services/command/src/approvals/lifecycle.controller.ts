import {
  RecallBody,
  RemoveSignatureBody,
  RollBackBody,
  routes,
  SignModuleBody,
  SubmitBody,
  UnlockBody,
} from "@labledger/contracts";
import { Body, Controller, Inject, Param, Req } from "@nestjs/common";
import { CommandBus } from "@nestjs/cqrs";
import type { AuthenticatedRequest } from "../http/access.guard";
import { ok } from "../http/envelope";
import { Route } from "../http/route.decorator";
import { validate } from "../http/validate";
import { callerOf } from "../pipeline/caller";
import { ChangeLockCommand } from "./commands/lock.commands";
import { RemoveSignatureCommand, SignModuleCommand } from "./commands/signature.commands";
import { RecallExperimentCommand, RollBackExperimentCommand, SubmitExperimentCommand } from "./commands/submission.commands";

/** Spec §4 record lifecycle over HTTP: submit, recall, lock and unlock; module signatures (issue 7). The rules are the experiment decider's. */
@Controller()
export class LifecycleController {
  constructor(@Inject(CommandBus) private readonly commands: CommandBus) {}

  @Route(routes.submitExperiment)
  async submit(@Param("id") id: string, @Body() body: unknown, @Req() request: AuthenticatedRequest) {
    const { flowId } = validate(SubmitBody, body ?? {});
    return ok(await this.commands.execute(new SubmitExperimentCommand(callerOf(request), id, flowId)));
  }

  @Route(routes.recallExperiment)
  async recall(@Param("id") id: string, @Body() body: unknown, @Req() request: AuthenticatedRequest) {
    const { reason } = validate(RecallBody, body);
    return ok(await this.commands.execute(new RecallExperimentCommand(callerOf(request), id, reason)));
  }

  @Route(routes.rollBackExperiment)
  async rollBack(@Param("id") id: string, @Body() body: unknown, @Req() request: AuthenticatedRequest) {
    const { version, reason } = validate(RollBackBody, body);
    return ok(await this.commands.execute(new RollBackExperimentCommand(callerOf(request), id, version, reason)));
  }

  @Route(routes.lockExperiment)
  async lock(@Param("id") id: string, @Req() request: AuthenticatedRequest) {
    return ok(await this.commands.execute(new ChangeLockCommand(callerOf(request), id, { locked: true })));
  }

  @Route(routes.unlockExperiment)
  async unlock(@Param("id") id: string, @Body() body: unknown, @Req() request: AuthenticatedRequest) {
    const { password } = validate(UnlockBody, body);
    return ok(await this.commands.execute(new ChangeLockCommand(callerOf(request), id, { locked: false, password })));
  }

  @Route(routes.signModule)
  async sign(
    @Param("id") id: string,
    @Param("moduleId") moduleId: string,
    @Body() body: unknown,
    @Req() request: AuthenticatedRequest,
  ) {
    const { password, meaning } = validate(SignModuleBody, body);
    return ok(await this.commands.execute(new SignModuleCommand(callerOf(request), id, moduleId, password, meaning)));
  }

  @Route(routes.removeSignature)
  async removeSignature(
    @Param("id") id: string,
    @Param("moduleId") moduleId: string,
    @Body() body: unknown,
    @Req() request: AuthenticatedRequest,
  ) {
    const { password, signerId, signTime, meaning } = validate(RemoveSignatureBody, body);
    const command = new RemoveSignatureCommand(callerOf(request), id, moduleId, password, { signerId, signTime }, meaning);
    return ok(await this.commands.execute(command));
  }
}
