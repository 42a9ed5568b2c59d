import {
  type ExperimentCommand,
  type ExperimentEvent,
  experiment,
  experimentStream,
  organisationSettings,
  settingsStream,
} from "@labledger/domain";
import { upcast } from "@labledger/events";
import { Inject } from "@nestjs/common";
import { CommandHandler, type ICommandHandler } from "@nestjs/cqrs";
import { confirmSigner, signerOf } from "../../approvals/signer";
import { loadViewer } from "../../auth/viewer";
import { ORGANISATION_ID } from "../../bootstrap/first-start";
import { type Caller, CallerCommand } from "../../pipeline/caller";
import { dataOf, earlierAppend, loadState } from "../../pipeline/handle-command";
import { onRecord, recordActorOf } from "../../records/commands/on-record";
import { RUNTIME, type Runtime } from "../../runtime/runtime";

/** Archive approved records (organisation administrators): each is checked first, so one refused archives none. */
export class ArchiveRecordsCommand extends CallerCommand<{
  archived: { id: string; number: string; retainUntil: string }[];
  position: number;
}> {
  constructor(
    caller: Caller,
    readonly experimentIds: readonly string[],
  ) {
    super(caller);
  }
}

/** Take a record out of the archive, signed with the password (responsibility) and a reason. */
export class UnarchiveRecordCommand extends CallerCommand<{ position: number }> {
  constructor(
    caller: Caller,
    readonly experimentId: string,
    readonly password: string,
    readonly reason: string,
  ) {
    super(caller);
  }
}

const retentionYears = async (runtime: Runtime) =>
  (await loadState(runtime.ports.events, settingsStream(ORGANISATION_ID), organisationSettings)).archive.retentionYears;

/** Each record's own client command id: a repeated call answers what the first did, record by record. */
const callerFor = (caller: Caller, experimentId: string): Caller =>
  caller.clientCommandId ? { ...caller, clientCommandId: `${caller.clientCommandId}:${experimentId}` } : caller;

@CommandHandler(ArchiveRecordsCommand)
export class ArchiveRecordsHandler implements ICommandHandler<ArchiveRecordsCommand> {
  constructor(@Inject(RUNTIME) private readonly runtime: Runtime) {}

  async execute({ caller, experimentIds }: ArchiveRecordsCommand) {
    const ids = [...new Set(experimentIds)];
    const years = await retentionYears(this.runtime);
    const archive = (actor: ExperimentCommand["actor"]): ExperimentCommand => ({
      type: "ArchiveExperiment",
      actor,
      now: new Date(),
      retentionYears: years,
    });
    // Every record decided first, on its stream as it stands: a refusal (not found, not approved, archived) archives none.
    const viewer = await loadViewer(this.runtime, caller.session);
    const numbers = new Map<string, string>();
    for (const id of ids) {
      const { clientCommandId } = callerFor(caller, id);
      const stored = await this.runtime.ports.events.readStream(experimentStream(id));
      const state = stored
        .map((e) => upcast(e) as unknown as ExperimentEvent)
        .reduce(experiment.evolve, experiment.initialState());
      numbers.set(id, state.record?.number ?? "");
      // A repeated command id answers what the first did: nothing to decide again.
      if (clientCommandId && earlierAppend(stored, clientCommandId)) continue;
      experiment.decide(archive(await recordActorOf(this.runtime, caller, viewer, state)), state);
    }
    const archived: { id: string; number: string; retainUntil: string }[] = [];
    let position = 0;
    for (const id of ids) {
      const result = await onRecord(this.runtime, callerFor(caller, id), id, ({ actor }) => archive(actor));
      const data = dataOf(result, "ExperimentArchived");
      if (data) archived.push({ id, number: numbers.get(id) ?? "", retainUntil: data.retainUntil });
      position = Math.max(position, result.position);
    }
    return { archived, position };
  }
}

@CommandHandler(UnarchiveRecordCommand)
export class UnarchiveRecordHandler implements ICommandHandler<UnarchiveRecordCommand> {
  constructor(@Inject(RUNTIME) private readonly runtime: Runtime) {}

  async execute({ caller, experimentId, password, reason }: UnarchiveRecordCommand) {
    const result = await onRecord(
      this.runtime,
      caller,
      experimentId,
      async ({ state, actor }) => {
        const command = (signer: ReturnType<typeof signerOf>): ExperimentCommand => ({
          type: "UnarchiveExperiment",
          actor,
          reason,
          signer,
          now: new Date(),
        });
        // Whether it may be taken out (who, archived, a reason) is decided before the password is asked:
        // a refused attempt counts toward nothing.
        experiment.decide(command(signerOf(caller, "responsibility")), state);
        return command(await confirmSigner(this.runtime, caller, password, "responsibility"));
      },
      { reason },
    );
    return { position: result.position };
  }
}

export const ARCHIVE_COMMAND_HANDLERS = [ArchiveRecordsHandler, UnarchiveRecordHandler];
