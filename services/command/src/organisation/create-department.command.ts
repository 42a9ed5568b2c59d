import { organisation, organisationStream } from "@labledger/domain";
import { uuidv7 } from "@labledger/events";
import { Inject } from "@nestjs/common";
import { CommandHandler, type ICommandHandler } from "@nestjs/cqrs";
import { ORGANISATION_ID } from "../bootstrap/first-start";
import { type Caller, CallerCommand } from "../pipeline/caller";
import { createdOf } from "../pipeline/create-once";
import { onStream } from "../pipeline/on-stream";
import { RUNTIME, type Runtime } from "../runtime/runtime";

export class CreateDepartmentCommand extends CallerCommand<{ departmentId: string; position: number }> {
  constructor(
    caller: Caller,
    readonly name: string,
    readonly parentId: string | null,
  ) {
    super(caller);
  }
}

@CommandHandler(CreateDepartmentCommand)
export class CreateDepartmentHandler implements ICommandHandler<CreateDepartmentCommand> {
  constructor(@Inject(RUNTIME) private readonly runtime: Runtime) {}

  async execute({ caller, name, parentId }: CreateDepartmentCommand) {
    const departmentId = uuidv7();
    const result = await onStream(this.runtime, caller, organisationStream(ORGANISATION_ID), organisation, () => ({
      type: "CreateDepartment" as const,
      departmentId,
      name,
      parentId,
    }));
    return { departmentId: createdOf(result, "DepartmentCreated").departmentId, position: result.position };
  }
}
