import type { ChangeWords } from "./change-reading";
import type { Translate } from "./change-words";
import { NO_WORDS } from "./module-words";
import { type NameBook, type NamedId, namedId, nameOf } from "./names";
import { formatTime } from "./plain-text";

type Data = Readonly<Record<string, unknown>>;

const str = (value: unknown) => (typeof value === "string" ? value : "");
const orNone = (value: unknown, t: Translate) => str(value) || t("none");
const said = (text: string): ChangeWords => ({
  module: "",
  row: "",
  field: "",
  oldValue: NO_WORDS,
  newValue: { text },
  sentence: true,
});

export const isInstrumentEvent = (type: string): boolean => type.startsWith("Instrument");

/** The instrument an instrument event is about, and the member or record it names. */
export function namesInInstrumentEvent(type: string, data: Data): NamedId[] {
  const instrument = namedId("instrument", data.instrumentId);
  switch (type) {
    case "InstrumentBooked":
      return [...instrument, ...namedId("member", data.memberId)];
    case "InstrumentUsed":
      return [...instrument, ...namedId("experiment", data.experimentId)];
    default:
      return instrument;
  }
}

export const instrumentSubjectInWords = (data: Data, names: NameBook, t: Translate): string =>
  t("admin.subject.instrument", { name: nameOf(names, "instrument", data.instrumentId, t) });

/** Why it was booked or used though its calibration had lapsed or it was out of service, if it was. */
const outOfOrder = (data: Data, t: Translate) =>
  str(data.outOfCalibrationReason) ? t("admin.instrument.outOfOrder", { reason: str(data.outOfCalibrationReason) }) : "";

const schedule = (value: unknown, t: Translate) => orNone((value as Data | null | undefined)?.dueOn, t);

/** The sentence of an instrument event: registered, described, calibrated, booked, used — every id by its name. */
export function instrumentEventInWords(type: string, data: Data, names: NameBook, t: Translate): ChangeWords {
  const described = () => ({
    code: str(data.code),
    name: str(data.name),
    model: orNone(data.model, t),
    serial: orNone(data.serialNumber, t),
    location: orNone(data.location, t),
  });
  switch (type) {
    case "InstrumentRegistered":
      return said(
        t("admin.instrument.registered", {
          ...described(),
          calibration: schedule(data.calibration, t),
          maintenance: schedule(data.maintenance, t),
        }),
      );
    case "InstrumentDetailsChanged":
      return said(t("admin.instrument.described", described()));
    case "InstrumentCalibrated":
    case "InstrumentMaintained":
      return said(
        t(type === "InstrumentCalibrated" ? "admin.instrument.calibrated" : "admin.instrument.maintained", {
          on: str(data.on),
          due: orNone(data.dueOn, t),
          reference: orNone(data.reference, t),
        }),
      );
    case "InstrumentRetired":
      return said(t("admin.instrument.retired", { reason: str(data.reason) }));
    case "InstrumentReinstated":
      return said(t("admin.instrument.reinstated"));
    case "InstrumentBooked":
      return said(
        t("admin.instrument.booked", {
          member: nameOf(names, "member", data.memberId, t),
          from: formatTime(str(data.from)),
          to: formatTime(str(data.to)),
          purpose: orNone(data.purpose, t),
        }) + outOfOrder(data, t),
      );
    case "InstrumentBookingCancelled":
      return said(t("admin.instrument.bookingCancelled", { reason: orNone(data.reason, t) }));
    case "InstrumentUsed":
      return said(
        t("admin.instrument.used", { record: nameOf(names, "experiment", data.experimentId, t) }) +
          (str(data.from) && str(data.to)
            ? t("admin.instrument.usedWhen", { from: formatTime(str(data.from)), to: formatTime(str(data.to)) })
            : "") +
          outOfOrder(data, t),
      );
    default:
      return said("");
  }
}
