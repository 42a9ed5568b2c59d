import { defineProjection } from "../projection";

const INSTRUMENTS = "instruments";
const BOOKINGS = "instrument_bookings";
const USAGES = "instrument_usages";

/**
 * Instruments (issue 20): `instruments` (the description, calibration and maintenance dates with
 * their history, in service or not), `instrument_bookings` (one document per booking, for the
 * calendar and "booked now") and `instrument_usages` (the records each was used in).
 */
export const instrumentsProjection = defineProjection({
  name: "instruments",
  collections: [INSTRUMENTS, BOOKINGS, USAGES],
  handles: [
    "InstrumentRegistered",
    "InstrumentDetailsChanged",
    "InstrumentCalibrated",
    "InstrumentMaintained",
    "InstrumentRetired",
    "InstrumentReinstated",
    "InstrumentBooked",
    "InstrumentBookingCancelled",
    "InstrumentUsed",
  ],
  project: (event) => {
    const by = { updatedAt: event.metadata.time, updatedBy: event.metadata.actor.name };
    const described = (d: {
      code: string;
      name: string;
      model: string;
      manufacturer: string;
      serialNumber: string;
      location: string;
    }) => [d.code, d.name, d.model, d.manufacturer, d.serialNumber, d.location].join(" ");
    switch (event.type) {
      case "InstrumentRegistered": {
        const { instrumentId, ...registered } = event.data;
        return [
          {
            op: "upsert",
            collection: INSTRUMENTS,
            doc: {
              id: instrumentId,
              ...registered,
              retired: false,
              retiredReason: "",
              calibrations: [],
              maintenances: [],
              registeredAt: event.metadata.time,
              ...by,
            },
            text: described(registered),
          },
        ];
      }
      case "InstrumentDetailsChanged": {
        const { instrumentId, ...details } = event.data;
        return [{ op: "patch", collection: INSTRUMENTS, id: instrumentId, set: { ...details, ...by }, text: described(details) }];
      }
      case "InstrumentCalibrated":
      case "InstrumentMaintained": {
        const { instrumentId, on, dueOn, reference, by: memberId } = event.data;
        const [field, history] =
          event.type === "InstrumentCalibrated" ? ["calibration", "calibrations"] : ["maintenance", "maintenances"];
        return [
          {
            op: "patch",
            collection: INSTRUMENTS,
            id: instrumentId,
            set: { [field]: { lastOn: on, dueOn }, ...by },
            push: { [history]: { on, dueOn, reference, memberId, at: event.metadata.time } },
          },
        ];
      }
      case "InstrumentRetired":
      case "InstrumentReinstated": {
        const retired = event.type === "InstrumentRetired";
        return [
          {
            op: "patch",
            collection: INSTRUMENTS,
            id: event.data.instrumentId,
            set: { retired, retiredReason: event.type === "InstrumentRetired" ? event.data.reason : "", ...by },
          },
        ];
      }
      case "InstrumentBooked": {
        const { bookingId, ...booking } = event.data;
        return [
          {
            op: "upsert",
            collection: BOOKINGS,
            doc: { id: bookingId, ...booking, cancelled: false, cancelReason: "", bookedAt: event.metadata.time },
          },
        ];
      }
      case "InstrumentBookingCancelled":
        return [
          {
            op: "patch",
            collection: BOOKINGS,
            id: event.data.bookingId,
            set: { cancelled: true, cancelReason: event.data.reason, cancelledBy: event.data.by },
          },
        ];
      case "InstrumentUsed": {
        const { usageId, ...usage } = event.data;
        return [{ op: "upsert", collection: USAGES, doc: { id: usageId, ...usage, recordedAt: event.metadata.time } }];
      }
    }
  },
});

/**
 * The asset numbers in use, for the command process's caught-up view (runtime/caught-up-view.ts):
 * a registration or change is refused a number another instrument has, decided on a view exact to
 * the log rather than on the shared read model.
 */
export const instrumentCodesProjection = defineProjection({
  name: "instrument_codes",
  collections: ["instrument_codes"],
  handles: ["InstrumentRegistered", "InstrumentDetailsChanged"],
  project: (event) => [
    { op: "upsert", collection: "instrument_codes", doc: { id: event.data.instrumentId, code: event.data.code } },
  ],
});
