import { Body, Controller, Inject } from "@nestjs/common";
import { CommandBus } from "@nestjs/cqrs";
import { ok } from "../http/envelope";
import { Route } from "../http/route.decorator";
import { LoginBody, routes } from "../http/routes";
import { validate } from "../http/validate";
import { LoginCommand } from "./login.command";

@Controller()
export class AuthController {
  constructor(@Inject(CommandBus) private readonly commands: CommandBus) {}

  @Route(routes.login)
  async login(@Body() body: unknown) {
    const { account, password } = validate(LoginBody, body);
    return ok(await this.commands.execute(new LoginCommand(account, password)));
  }
}
