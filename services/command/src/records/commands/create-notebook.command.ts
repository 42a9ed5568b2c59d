import { notebook, notebookStream } from "@labledger/domain";
import { Inject } from "@nestjs/common";
import { CommandHandler, type ICommandHandler } from "@nestjs/cqrs";
import { type Caller, CallerCommand, metadataActorOf } from "../../pipeline/caller";
import { createdOf, createOnce, newIdFor } from "../../pipeline/create-once";
import { onStream } from "../../pipeline/on-stream";
import { RUNTIME, type Runtime } from "../../runtime/runtime";
import { issueNumber } from "../numbers";

/** A numbered record book, in a project the caller may view (checked by the controller's read) or personal. */
export class CreateNotebookCommand extends CallerCommand<{ id: string; number: string; position: number }> {
  constructor(
    caller: Caller,
    readonly name: string,
    readonly projectId: string | null,
  ) {
    super(caller);
  }
}

@CommandHandler(CreateNotebookCommand)
export class CreateNotebookHandler implements ICommandHandler<CreateNotebookCommand> {
  constructor(@Inject(RUNTIME) private readonly runtime: Runtime) {}
  async execute({ caller, name, projectId }: CreateNotebookCommand) {
    const { member } = caller.session;
    const notebookId = newIdFor(caller, "notebook");
    const stream = notebookStream(notebookId);
    const create = async () => {
      const number = await issueNumber(this.runtime, "notebook", notebookId, metadataActorOf(caller));
      const data = { notebookId, number, name, ownerId: member.id, departmentId: member.departmentId, projectId };
      return onStream(this.runtime, caller, stream, notebook, () => ({ type: "CreateNotebook" as const, notebook: data }));
    };
    return createOnce(this.runtime, caller, stream, create, (result) => {
      const created = createdOf(result, "NotebookCreated");
      return { id: created.notebookId, number: created.number, position: result.position };
    });
  }
}
