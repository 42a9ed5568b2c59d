import {
  type BookingSlot,
  DomainError,
  type DutyDone,
  type DutySchedule,
  type InstrumentActor,
  type InstrumentCommand,
  type InstrumentDescription,
  type InstrumentUsedIn,
  instrument,
  instrumentStream,
  localDay,
} from "@labledger/domain";
import { Inject } from "@nestjs/common";
import { CommandHandler, type ICommandHandler } from "@nestjs/cqrs";
import { type Caller, CallerCommand } from "../../pipeline/caller";
import { createdOf, newIdFor } from "../../pipeline/create-once";
import { loadState } from "../../pipeline/handle-command";
import { onStream } from "../../pipeline/on-stream";
import { memberName, namesById } from "../../read-models/names-by-id";
import { assertRecordsUsage } from "../../records/record-usage";
import { RUNTIME, type Runtime } from "../../runtime/runtime";
import { labTime } from "../lab-time";

type Created = { id: string; position: number };
type Positioned = { position: number };

export const actorOf = (caller: Caller): InstrumentActor => ({
  memberId: caller.session.member.id,
  isOrganisationAdmin: caller.session.member.isOrganisationAdmin,
});

/** Registers an instrument; an asset number another instrument has is refused. */
export class RegisterInstrumentCommand extends CallerCommand<Created> {
  constructor(
    caller: Caller,
    readonly details: InstrumentDescription,
    readonly calibration: DutySchedule,
    readonly maintenance: DutySchedule,
  ) {
    super(caller);
  }
}

/** Any other change of an instrument that needs no more than its stream: the decider's command, built for the caller. */
export class ChangeInstrumentCommand extends CallerCommand<Positioned> {
  constructor(
    caller: Caller,
    readonly instrumentId: string,
    readonly change:
      | { type: "ChangeInstrumentDetails"; details: InstrumentDescription }
      | { type: "RecordCalibration" | "RecordMaintenance"; done: DutyDone }
      | { type: "RetireInstrument"; reason: string }
      | { type: "ReinstateInstrument" }
      | { type: "CancelBooking"; bookingId: string; reason: string },
  ) {
    super(caller);
  }
}

export class BookInstrumentCommand extends CallerCommand<Created> {
  constructor(
    caller: Caller,
    readonly instrumentId: string,
    readonly slot: BookingSlot,
    readonly purpose: string,
    readonly reason: string | null,
  ) {
    super(caller);
  }
}

export class RecordInstrumentUsageCommand extends CallerCommand<Positioned> {
  constructor(
    caller: Caller,
    readonly instrumentId: string,
    readonly usageId: string,
    readonly usedIn: InstrumentUsedIn,
    readonly slot: BookingSlot | null,
    readonly reason: string | null,
  ) {
    super(caller);
  }
}

/** An asset number another instrument already has is refused (decided on the caught-up view; two registrations racing may both pass). */
async function assertCodeFree(runtime: Runtime, code: string, instrumentId: string): Promise<void> {
  const codes = await runtime.decisionFacts.read();
  const taken = await codes.find("instrument_codes", { filter: { code, id: { $ne: instrumentId } }, limit: 1 });
  if (taken.total > 0) throw new DomainError("instrument.codeTaken", "conflict", { code });
}
const utc = (instant: string) => new Date(instant).toISOString();

@CommandHandler(RegisterInstrumentCommand)
export class RegisterInstrumentHandler implements ICommandHandler<RegisterInstrumentCommand> {
  constructor(@Inject(RUNTIME) private readonly runtime: Runtime) {}
  async execute({ caller, details, calibration, maintenance }: RegisterInstrumentCommand) {
    const id = newIdFor(caller, "instrument");
    await assertCodeFree(this.runtime, details.code, id);
    const result = await onStream(this.runtime, caller, instrumentStream(id), instrument, () => ({
      type: "RegisterInstrument" as const,
      instrumentId: id,
      details,
      calibration,
      maintenance,
      actor: actorOf(caller),
    }));
    return { id: createdOf(result, "InstrumentRegistered").instrumentId, position: result.position };
  }
}

@CommandHandler(ChangeInstrumentCommand)
export class ChangeInstrumentHandler implements ICommandHandler<ChangeInstrumentCommand> {
  constructor(@Inject(RUNTIME) private readonly runtime: Runtime) {}
  async execute({ caller, instrumentId, change }: ChangeInstrumentCommand) {
    if (change.type === "ChangeInstrumentDetails") await assertCodeFree(this.runtime, change.details.code, instrumentId);
    const today = localDay(new Date());
    const result = await onStream(
      this.runtime,
      caller,
      instrumentStream(instrumentId),
      instrument,
      () => ({ ...change, today, actor: actorOf(caller) }) as InstrumentCommand,
      { retryOnConflict: true },
    );
    return { position: result.position };
  }
}

/**
 * Decided on the instrument's stream and decided again on a conflict: of two members racing for
 * one slot, the second sees the first's booking and is refused, the refusal naming its booker and time.
 */
@CommandHandler(BookInstrumentCommand)
export class BookInstrumentHandler implements ICommandHandler<BookInstrumentCommand> {
  constructor(@Inject(RUNTIME) private readonly runtime: Runtime) {}
  async execute({ caller, instrumentId, slot, purpose, reason }: BookInstrumentCommand) {
    const bookingId = newIdFor(caller, "instrument-booking");
    const normalised = { from: utc(slot.from), to: utc(slot.to) };
    try {
      const result = await onStream(
        this.runtime,
        caller,
        instrumentStream(instrumentId),
        instrument,
        () => ({
          type: "BookInstrument" as const,
          bookingId,
          slot: normalised,
          purpose,
          reason,
          startDay: localDay(new Date(normalised.from)),
          now: new Date(),
          actor: actorOf(caller),
        }),
        { retryOnConflict: true },
      );
      return { id: createdOf(result, "InstrumentBooked").bookingId, position: result.position };
    } catch (error) {
      throw await this.inWords(error);
    }
  }

  /** The overlap's booker by name and its times in the lab's time, as the message shows them. */
  private async inWords(error: unknown): Promise<unknown> {
    if (!(error instanceof DomainError) || error.key !== "instrument.bookingOverlaps") return error;
    const { member, from, to } = error.params;
    const names = await namesById(this.runtime.ports.readStore, "members", [member], memberName);
    return new DomainError(error.key, error.kind, {
      member: names.get(String(member)) ?? "—",
      from: labTime(String(from)),
      to: labTime(String(to)),
    });
  }
}

/** A use from a row of a record's instrument grid: the caller must be able to save that module of that record. */
@CommandHandler(RecordInstrumentUsageCommand)
export class RecordInstrumentUsageHandler implements ICommandHandler<RecordInstrumentUsageCommand> {
  constructor(@Inject(RUNTIME) private readonly runtime: Runtime) {}
  async execute({ caller, instrumentId, usageId, usedIn, slot, reason }: RecordInstrumentUsageCommand) {
    const known = await loadState(this.runtime.ports.events, instrumentStream(instrumentId), instrument);
    if (!known.instrumentId) throw new DomainError("instrument.notFound", "not-found");
    await assertRecordsUsage(this.runtime, caller, usedIn, "instrument");
    const normalised = slot && { from: utc(slot.from), to: utc(slot.to) };
    const result = await onStream(
      this.runtime,
      caller,
      instrumentStream(instrumentId),
      instrument,
      () => ({
        type: "RecordUsage" as const,
        usageId,
        usedIn,
        slot: normalised,
        reason,
        day: localDay(normalised ? new Date(normalised.from) : new Date()),
        actor: actorOf(caller),
      }),
      { retryOnConflict: true },
    );
    return { position: result.position };
  }
}

/** One handler per instrument command. */
export const INSTRUMENT_COMMAND_HANDLERS = [
  RegisterInstrumentHandler,
  ChangeInstrumentHandler,
  BookInstrumentHandler,
  RecordInstrumentUsageHandler,
];
