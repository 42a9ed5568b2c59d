import {
  BookingBody,
  BookingsQuery,
  CancelBookingBody,
  DutyBody,
  type Instrument,
  InstrumentBody,
  type InstrumentBooking,
  InstrumentListQuery,
  type InstrumentRow,
  type InstrumentUsage,
  ListQuery,
  RegisterInstrumentBody,
  RetireBody,
  routes,
  UsageBody,
} from "@labledger/contracts";
import {
  DomainError,
  dueState,
  dueWindow,
  type InstrumentStatus,
  instrumentStatus,
  localDay,
  mayChangeInstrument,
  organisationSettings,
  settingsStream,
  viewFilter,
} from "@labledger/domain";
import type { Doc, Filter } from "@labledger/ports";
import { Body, Controller, Inject, Param, Query, Req } from "@nestjs/common";
import { CommandBus } from "@nestjs/cqrs";
import { loadViewer } from "../auth/viewer";
import { ORGANISATION_ID } from "../bootstrap/first-start";
import type { AuthenticatedRequest } from "../http/access.guard";
import { ok, page } from "../http/envelope";
import { Route } from "../http/route.decorator";
import { validate } from "../http/validate";
import { negotiateLanguage, translate } from "../i18n/translate";
import { callerOf } from "../pipeline/caller";
import { loadState } from "../pipeline/handle-command";
import { readYourWrites } from "../pipeline/read-your-writes";
import { memberName, namesById } from "../read-models/names-by-id";
import { RUNTIME, type Runtime } from "../runtime/runtime";
import {
  actorOf,
  BookInstrumentCommand,
  ChangeInstrumentCommand,
  RecordInstrumentUsageCommand,
  RegisterInstrumentCommand,
} from "./commands/instrument.commands";

const PROJECTION = "instruments";
type Duty = { on: string; dueOn: string | null; reference: string; memberId: string; at: string };
type Stored = Omit<
  Instrument,
  "ownerName" | "status" | "maintenanceState" | "bookedNow" | "mayChange" | "warningDays" | "calibrations" | "maintenances"
> &
  Doc & { calibrations: Duty[]; maintenances: Duty[] };
type StoredBooking = Omit<InstrumentBooking, "instrumentName" | "memberName" | "mayCancel"> & Doc & { cancelled: boolean };
type StoredUsage = Omit<InstrumentUsage, "recordTitle" | "memberName"> & Doc & { memberId: string };

/** Which instruments a status names, on `today`: the calibration's due day against the warning window. */
function statusFilter(status: InstrumentStatus, today: string, warningDays: number): Filter {
  const { soonUntil } = dueWindow(today, warningDays);
  const due = "calibration.dueOn";
  switch (status) {
    case "retired":
      return { retired: true };
    case "lapsed":
      return { retired: false, [due]: { $lt: today } };
    case "dueSoon":
      return { retired: false, [due]: { $gte: today, $lte: soonUntil } };
    case "valid":
      return { retired: false, [due]: { $gt: soonUntil } };
    case "notScheduled":
      return { retired: false, [due]: null };
  }
}

/**
 * Instruments (issue 20; spec /resource/detailInstrument and instrument booking): registered with
 * calibration and maintenance dates, booked without overlaps, their use in records recorded.
 * Every member sees them all; the member who registered one or an administrator changes it.
 */
@Controller()
export class InstrumentsController {
  constructor(
    @Inject(RUNTIME) private readonly runtime: Runtime,
    @Inject(CommandBus) private readonly commandBus: CommandBus,
  ) {}

  @Route(routes.listInstruments)
  async list(@Query() query: unknown, @Req() request: AuthenticatedRequest) {
    const { pageIndex, pageSize, keyword, status, position } = validate(InstrumentListQuery, query);
    await readYourWrites(this.runtime.ports, PROJECTION, position);
    const found = await this.runtime.ports.readStore.find<Stored>("instruments", {
      ...(status ? { filter: statusFilter(status, localDay(new Date()), await this.warningDays()) } : {}),
      ...(keyword ? { text: keyword } : {}),
      sort: [["code", 1]],
      skip: (pageIndex - 1) * pageSize,
      limit: pageSize,
    });
    return page(await this.rows(found.rows, request), found.total);
  }

  @Route(routes.getInstrument)
  async get(@Param("id") id: string, @Req() request: AuthenticatedRequest) {
    const stored = await this.stored(id);
    const [row] = await this.rows([stored], request);
    const nameOf = await this.memberNames(
      [...stored.calibrations, ...stored.maintenances].map((d) => d.memberId),
      request,
    );
    const history = (duties: Duty[]) =>
      [...duties].reverse().map(({ memberId, ...duty }) => ({ ...duty, memberName: nameOf(memberId) }));
    return ok({
      ...row!,
      calibrations: history(stored.calibrations),
      maintenances: history(stored.maintenances),
    } satisfies Instrument);
  }

  @Route(routes.registerInstrument)
  async register(@Body() body: unknown, @Req() request: AuthenticatedRequest) {
    const { calibration, maintenance, ...details } = validate(RegisterInstrumentBody, body);
    return ok(await this.commandBus.execute(new RegisterInstrumentCommand(callerOf(request), details, calibration, maintenance)));
  }

  @Route(routes.changeInstrument)
  async change(@Param("id") id: string, @Body() body: unknown, @Req() request: AuthenticatedRequest) {
    const details = validate(InstrumentBody, body);
    return this.changed(request, id, { type: "ChangeInstrumentDetails", details });
  }

  @Route(routes.calibrateInstrument)
  async calibrate(@Param("id") id: string, @Body() body: unknown, @Req() request: AuthenticatedRequest) {
    return this.changed(request, id, { type: "RecordCalibration", done: validate(DutyBody, body) });
  }

  @Route(routes.maintainInstrument)
  async maintain(@Param("id") id: string, @Body() body: unknown, @Req() request: AuthenticatedRequest) {
    return this.changed(request, id, { type: "RecordMaintenance", done: validate(DutyBody, body) });
  }

  @Route(routes.retireInstrument)
  async retire(@Param("id") id: string, @Body() body: unknown, @Req() request: AuthenticatedRequest) {
    return this.changed(request, id, { type: "RetireInstrument", reason: validate(RetireBody, body).reason });
  }

  @Route(routes.reinstateInstrument)
  async reinstate(@Param("id") id: string, @Req() request: AuthenticatedRequest) {
    return this.changed(request, id, { type: "ReinstateInstrument" });
  }

  @Route(routes.listInstrumentBookings)
  async bookings(@Query() query: unknown, @Req() request: AuthenticatedRequest) {
    const { from, to, instrumentId, position } = validate(BookingsQuery, query);
    await readYourWrites(this.runtime.ports, PROJECTION, position);
    const window = { from: new Date(from).toISOString(), to: new Date(to).toISOString() };
    if (!(window.from < window.to)) throw new DomainError("instrument.bookingEndsBeforeStart", "invalid");
    const found = await this.runtime.ports.readStore.find<StoredBooking>("instrument_bookings", {
      filter: { cancelled: false, from: { $lt: window.to }, to: { $gt: window.from }, ...(instrumentId ? { instrumentId } : {}) },
      sort: [["from", 1]],
      limit: 1000,
    });
    return page(await this.bookingRows(found.rows, request), found.total);
  }

  @Route(routes.bookInstrument)
  async book(@Param("id") id: string, @Body() body: unknown, @Req() request: AuthenticatedRequest) {
    const { from, to, purpose, reason } = validate(BookingBody, body);
    return ok(
      await this.commandBus.execute(new BookInstrumentCommand(callerOf(request), id, { from, to }, purpose, reason ?? null)),
    );
  }

  @Route(routes.cancelInstrumentBooking)
  async cancel(
    @Param("id") id: string,
    @Param("bookingId") bookingId: string,
    @Body() body: unknown,
    @Req() request: AuthenticatedRequest,
  ) {
    const { reason } = validate(CancelBookingBody, body);
    return this.changed(request, id, { type: "CancelBooking", bookingId, reason });
  }

  @Route(routes.listInstrumentUsages)
  async usages(@Param("id") id: string, @Query() query: unknown, @Req() request: AuthenticatedRequest) {
    const { pageIndex, pageSize, position } = validate(ListQuery, query);
    await readYourWrites(this.runtime.ports, PROJECTION, position);
    await this.stored(id);
    const found = await this.runtime.ports.readStore.find<StoredUsage>("instrument_usages", {
      filter: { instrumentId: id },
      sort: [["recordedAt", -1]],
      skip: (pageIndex - 1) * pageSize,
      limit: pageSize,
    });
    const [nameOf, records] = await Promise.all([
      this.memberNames(
        found.rows.map((u) => u.memberId),
        request,
      ),
      this.visibleRecordTitles(
        found.rows.map((u) => u.experimentId),
        request,
      ),
    ]);
    const rows: InstrumentUsage[] = found.rows.map((u) => ({
      id: u.id,
      experimentId: u.experimentId,
      moduleId: u.moduleId,
      rowId: u.rowId,
      recordTitle: records(u.experimentId).title,
      recordVisible: records(u.experimentId).visible,
      from: u.from,
      to: u.to,
      memberName: nameOf(u.memberId),
      outOfCalibrationReason: u.outOfCalibrationReason,
      recordedAt: u.recordedAt,
    }));
    return page(rows, found.total);
  }

  @Route(routes.recordInstrumentUsage)
  async recordUsage(@Param("id") id: string, @Body() body: unknown, @Req() request: AuthenticatedRequest) {
    const { usageId, experimentId, moduleId, rowId, from, to, reason } = validate(UsageBody, body);
    if ((from === undefined) !== (to === undefined)) throw new DomainError("instrument.usageTimeIncomplete", "invalid");
    const slot = from && to ? { from, to } : null;
    return ok(
      await this.commandBus.execute(
        new RecordInstrumentUsageCommand(callerOf(request), id, usageId, { experimentId, moduleId, rowId }, slot, reason ?? null),
      ),
    );
  }

  private async changed(request: AuthenticatedRequest, id: string, change: ChangeInstrumentCommand["change"]) {
    return ok(await this.commandBus.execute(new ChangeInstrumentCommand(callerOf(request), id, change)));
  }

  private async stored(id: string): Promise<Stored> {
    await readYourWrites(this.runtime.ports, PROJECTION, undefined);
    const found = await this.runtime.ports.readStore.get<Stored>("instruments", id);
    if (!found) throw new DomainError("instrument.notFound", "not-found");
    return found;
  }

  /** The organisation's instrument settings: from the stream, so a change shows at once. */
  private async warningDays(): Promise<number> {
    const settings = await loadState(this.runtime.ports.events, settingsStream(ORGANISATION_ID), organisationSettings);
    return settings.instrument.warningDays;
  }

  /** Members by name; one no longer known is said so in the caller's language. */
  private async memberNames(ids: readonly string[], request: AuthenticatedRequest): Promise<(id: string) => string> {
    const names = await namesById(this.runtime.ports.readStore, "members", ids, memberName);
    const unknown = translate(negotiateLanguage(request.headers["accept-language"]), "instrument.unknownMember");
    return (id) => names.get(id) ?? unknown;
  }

  /** Records by number and title where the caller may view them (spec §6); others only say they cannot be shown. */
  private async visibleRecordTitles(
    ids: readonly string[],
    request: AuthenticatedRequest,
  ): Promise<(id: string) => { title: string; visible: boolean }> {
    const viewer = await loadViewer(this.runtime, request.session);
    const { rows } = await this.runtime.ports.readStore.find("experiments", {
      filter: { $and: [{ id: { $in: [...new Set(ids)] } }, viewFilter(viewer, "experiment") as Filter] },
      limit: ids.length,
    });
    const titles = new Map(
      rows.map((doc) => [doc.id, [doc.number, doc.title].filter((part) => typeof part === "string" && part).join(" ")]),
    );
    const hidden = translate(negotiateLanguage(request.headers["accept-language"]), "instrument.recordNotVisible");
    return (id) => ({ title: titles.get(id) ?? hidden, visible: titles.has(id) });
  }

  /** The list's rows: states on the server's day, owners by name, the booking each is in now. */
  private async rows(stored: readonly Stored[], request: AuthenticatedRequest): Promise<InstrumentRow[]> {
    const now = new Date().toISOString();
    const today = localDay(new Date());
    const warningDays = await this.warningDays();
    const current = await this.runtime.ports.readStore.find<StoredBooking>("instrument_bookings", {
      filter: { instrumentId: { $in: stored.map((s) => s.id) }, cancelled: false, from: { $lte: now }, to: { $gt: now } },
      limit: stored.length,
    });
    const nameOf = await this.memberNames([...stored.map((s) => s.ownerId), ...current.rows.map((b) => b.memberId)], request);
    const actor = actorOf({ session: request.session });
    return stored.map(({ calibrations: _c, maintenances: _m, ...s }) => {
      const booking = current.rows.find((b) => b.instrumentId === s.id);
      return {
        id: s.id,
        code: s.code,
        name: s.name,
        model: s.model,
        manufacturer: s.manufacturer,
        serialNumber: s.serialNumber,
        location: s.location,
        department: s.department,
        notes: s.notes,
        ownerId: s.ownerId,
        ownerName: nameOf(s.ownerId),
        calibration: s.calibration,
        maintenance: s.maintenance,
        status: instrumentStatus(s, today, warningDays),
        maintenanceState: dueState(s.maintenance.dueOn, today, warningDays),
        retired: s.retired,
        retiredReason: s.retiredReason,
        bookedNow: booking ? { memberName: nameOf(booking.memberId), from: booking.from, to: booking.to } : null,
        mayChange: mayChangeInstrument(s, actor),
        warningDays: warningDays,
        updatedAt: s.updatedAt,
      };
    });
  }

  private async bookingRows(stored: readonly StoredBooking[], request: AuthenticatedRequest): Promise<InstrumentBooking[]> {
    const [nameOf, instruments] = await Promise.all([
      this.memberNames(
        stored.map((b) => b.memberId),
        request,
      ),
      namesById(
        this.runtime.ports.readStore,
        "instruments",
        stored.map((b) => b.instrumentId),
      ),
    ]);
    const actor = actorOf({ session: request.session });
    return stored.map((b) => ({
      id: b.id,
      instrumentId: b.instrumentId,
      instrumentName: instruments.get(b.instrumentId) ?? "",
      from: b.from,
      to: b.to,
      purpose: b.purpose,
      memberId: b.memberId,
      memberName: nameOf(b.memberId),
      outOfCalibrationReason: b.outOfCalibrationReason,
      mayCancel: b.memberId === actor.memberId || actor.isOrganisationAdmin,
    }));
  }
}
