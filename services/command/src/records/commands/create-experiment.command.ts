import {
  authorizeNewRecord,
  type ClonedModule,
  cloneModules,
  type ExperimentEvent,
  experimentStream,
  notebook,
  notebookStream,
  type RecordActor,
} from "@labledger/domain";
import { type EventData, uuidv7 } from "@labledger/events";
import { Inject } from "@nestjs/common";
import { CommandHandler, type ICommandHandler } from "@nestjs/cqrs";
import { loadViewer } from "../../auth/viewer";
import { type Caller, CallerCommand, metadataActorOf } from "../../pipeline/caller";
import { createdOf, createOnce, newIdFor } from "../../pipeline/create-once";
import { type Appended, loadState } from "../../pipeline/handle-command";
import { RUNTIME, type Runtime } from "../../runtime/runtime";
import { recordFromTemplate } from "../../templates/record-from-template";
import { issueNumber } from "../numbers";
import { loadExperiment } from "../record-streams";
import { onRecord, projectOf } from "./on-record";

type Created = { id: string; number: string; position: number };
type ImportSource = EventData<"ExperimentImported">["source"];
export interface NewRecord {
  readonly notebookId: string;
  readonly title: string;
  readonly projectId?: string | null;
  readonly taskId?: string | null;
  /** Made from this template's version serving the member (issue 18). */
  readonly templateId?: string | undefined;
}

export class CreateExperimentCommand extends CallerCommand<Created> {
  constructor(
    caller: Caller,
    readonly input: NewRecord,
  ) {
    super(caller);
  }
}

/** A copy of a record the member may open, into a book (its modules reset by cloneModules). */
export class CloneExperimentCommand extends CallerCommand<Created> {
  constructor(
    caller: Caller,
    readonly sourceId: string,
    readonly input: { notebookId: string; title?: string | undefined },
  ) {
    super(caller);
  }
}

@CommandHandler(CreateExperimentCommand)
export class CreateExperimentHandler implements ICommandHandler<CreateExperimentCommand> {
  constructor(@Inject(RUNTIME) private readonly runtime: Runtime) {}
  execute({ caller, input }: CreateExperimentCommand) {
    return createRecordOnce(this.runtime, caller, async () => {
      const from = input.templateId ? await recordFromTemplate(this.runtime, caller, input.templateId) : undefined;
      return createRecord(this.runtime, caller, input, from);
    });
  }
}

@CommandHandler(CloneExperimentCommand)
export class CloneExperimentHandler implements ICommandHandler<CloneExperimentCommand> {
  constructor(@Inject(RUNTIME) private readonly runtime: Runtime) {}
  execute({ caller, sourceId, input }: CloneExperimentCommand) {
    return createRecordOnce(this.runtime, caller, async () => {
      const state = await loadExperiment(this.runtime, sourceId, await loadViewer(this.runtime, caller.session));
      const record = state.record!;
      const modules = cloneModules(state.modules, uuidv7);
      const asked = {
        notebookId: input.notebookId,
        title: input.title ?? record.title,
        projectId: record.projectId,
        taskId: record.taskId,
      };
      return createRecord(this.runtime, caller, asked, { clonedFromId: record.experimentId, modules });
    });
  }
}

/** A record created once per client command id: a repeat answers the first record, before the source or the book is read again. */
function createRecordOnce(runtime: Runtime, caller: Caller, create: () => Promise<Appended<ExperimentEvent>>): Promise<Created> {
  return createOnce(runtime, caller, experimentStream(newIdFor(caller, "experiment")), create, (result) => {
    const created = createdOf(result, "ExperimentCreated");
    return { id: created.experimentId, number: created.number, position: result.position };
  });
}

/** The book, project and task a new record goes into, checked as the member's to add to (authorizeNewRecord). */
export async function newRecordFacts(runtime: Runtime, caller: Caller, input: NewRecord) {
  const { member } = caller.session;
  const actor: RecordActor = {
    memberId: member.id,
    isOrganisationAdmin: member.isOrganisationAdmin,
    viewer: await loadViewer(runtime, caller.session),
  };
  const book = (await loadState(runtime.ports.events, notebookStream(input.notebookId), notebook)).notebook;
  const projectId = input.projectId ?? book?.projectId ?? null;
  const taskId = input.taskId ?? null;
  const project = await projectOf(runtime, projectId);
  authorizeNewRecord({ actor, book, project, projectId, taskId });
  return { actor, book, project, projectId, taskId };
}

/**
 * A new record in a book: the book, project and task are checked (authorizeNewRecord) before a
 * number is given out, then the decider checks them again as it creates the record.
 */
export async function createRecord(
  runtime: Runtime,
  caller: Caller,
  input: NewRecord,
  from?: {
    clonedFromId?: string;
    templateId?: string;
    templateVersion?: number;
    modules: ClonedModule[];
    importedFrom?: ImportSource;
  },
): Promise<Appended<ExperimentEvent>> {
  const { member } = caller.session;
  const { actor, book, project, projectId, taskId } = await newRecordFacts(runtime, caller, input);
  const experimentId = newIdFor(caller, "experiment");
  const number = await issueNumber(runtime, "experiment", experimentId, metadataActorOf(caller), project?.project?.number);
  const record = {
    experimentId,
    number,
    notebookId: input.notebookId,
    projectId,
    taskId,
    title: input.title,
    ownerId: member.id,
    departmentId: member.departmentId,
    templateId: from?.templateId ?? null,
    ...(from?.templateVersion ? { templateVersion: from.templateVersion } : {}),
    clonedFromId: from?.clonedFromId ?? null,
  };
  return onRecord(runtime, caller, experimentId, () => ({
    type: "CreateExperiment",
    record,
    modules: from?.modules ?? [],
    ...(from?.importedFrom ? { importedFrom: from.importedFrom } : {}),
    now: new Date(),
    book,
    project,
    actor,
  }));
}
