import { DomainError, notebook, notebookStream } from "@labledger/domain";
import { uuidv7 } from "@labledger/events";
import { Inject } from "@nestjs/common";
import { CommandHandler, type ICommandHandler } from "@nestjs/cqrs";
import { type Caller, CallerCommand, metadataActorOf } from "../../pipeline/caller";
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
    const notebookId = uuidv7();
    const number = await issueNumber(this.runtime, "notebook", notebookId, metadataActorOf(caller));
    const data = { notebookId, number, name, ownerId: member.id, departmentId: member.departmentId, projectId };
    const result = await onStream(this.runtime, caller, notebookStream(notebookId), notebook, () => ({
      type: "CreateNotebook" as const,
      notebook: data,
    }));
    if (result.events.length === 0) throw new DomainError("notebook.createFailed", "conflict");
    return { id: notebookId, number, position: result.position };
  }
}
