import { organisation, organisationStream } from "@labledger/domain";
import { uuidv7 } from "@labledger/events";
import { Inject } from "@nestjs/common";
import { Command, CommandHandler, type ICommandHandler } from "@nestjs/cqrs";
import { ORGANISATION_ID } from "../bootstrap/first-start";
import { type CommandContext, dataOf, handleCommand } from "../pipeline/handle-command";
import { RUNTIME, type Runtime } from "../runtime/runtime";

export class CreateDepartmentCommand extends Command<{ departmentId: string; position: number }> {
  constructor(
    readonly name: string,
    readonly parentId: string | null,
    readonly context: CommandContext,
  ) {
    super();
  }
}

@CommandHandler(CreateDepartmentCommand)
export class CreateDepartmentHandler implements ICommandHandler<CreateDepartmentCommand> {
  constructor(@Inject(RUNTIME) private readonly runtime: Runtime) {}

  async execute({ name, parentId, context }: CreateDepartmentCommand) {
    const departmentId = uuidv7();
    const result = await handleCommand(
      this.runtime.ports.events,
      organisationStream(ORGANISATION_ID),
      organisation,
      () => ({ type: "CreateDepartment" as const, departmentId, name, parentId }),
      context,
    );
    return { departmentId: dataOf(result, "DepartmentCreated")!.departmentId, position: result.position };
  }
}
