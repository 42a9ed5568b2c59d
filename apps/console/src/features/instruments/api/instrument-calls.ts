import type {
  BookingBody,
  DutyBody,
  Instrument,
  InstrumentBooking,
  InstrumentRow,
  InstrumentUsage,
  RegisterInstrumentBody,
} from "@labledger/contracts";
import { keepPreviousData, queryOptions } from "@tanstack/react-query";
import { call, getResponse } from "../../../transport/api-client";

export type { BookingBody, DutyBody, Instrument, InstrumentBooking, InstrumentRow, InstrumentUsage, RegisterInstrumentBody };
export type InstrumentStatus = InstrumentRow["status"];

/** Every instrument query's key starts here: a registration, calibration or booking refreshes them all. */
export const INSTRUMENTS_KEY = ["instruments"] as const;
const PATH = "/instruments";
const one = (id: string) => `${PATH}/${encodeURIComponent(id)}`;

export interface InstrumentListParams {
  readonly keyword: string;
  readonly status: InstrumentStatus | "";
  readonly pageIndex: number;
  readonly pageSize: number;
}

/** One page of the instruments by asset number. Quiet: the page says why it failed. */
export const instrumentsQuery = (params: InstrumentListParams) =>
  queryOptions({
    queryKey: [...INSTRUMENTS_KEY, "list", params],
    queryFn: async () => {
      const query = new URLSearchParams({
        pageIndex: String(params.pageIndex),
        pageSize: String(params.pageSize),
        ...(params.keyword.trim() ? { keyword: params.keyword.trim() } : {}),
        ...(params.status ? { status: params.status } : {}),
      });
      const body = await call("GET", `${PATH}?${query}`, { quiet: true });
      return { rows: (body.rows ?? []) as InstrumentRow[], total: (body.total ?? 0) as number };
    },
    placeholderData: keepPreviousData,
  });

export const instrumentQuery = (id: string) =>
  queryOptions({ queryKey: [...INSTRUMENTS_KEY, "one", id], queryFn: () => getResponse<Instrument>(one(id), { quiet: true }) });

export const usagesQuery = (id: string) =>
  queryOptions({
    queryKey: [...INSTRUMENTS_KEY, "usages", id],
    queryFn: async () => {
      const body = await call("GET", `${one(id)}/usages?pageSize=50`, { quiet: true });
      return { rows: (body.rows ?? []) as InstrumentUsage[], total: (body.total ?? 0) as number };
    },
  });

/** The live bookings overlapping a window, of one instrument. */
export const bookingsQuery = (instrumentId: string, from: string, to: string) =>
  queryOptions({
    queryKey: [...INSTRUMENTS_KEY, "bookings", instrumentId, from, to],
    queryFn: async () => {
      const query = new URLSearchParams({ from, to, instrumentId });
      const body = await call("GET", `/instrument-bookings?${query}`, { quiet: true });
      return (body.rows ?? []) as InstrumentBooking[];
    },
  });

/** Quiet: the dialogs show a refusal (a taken asset number, an overlap) themselves. */
export const registerInstrument = async (body: RegisterInstrumentBody) =>
  (await call("POST", PATH, { body, quiet: true })).response as { id: string };

export const recordDuty = async (id: string, duty: "calibrations" | "maintenances", body: DutyBody) => {
  await call("POST", `${one(id)}/${duty}`, { body, quiet: true });
};

export const retireInstrument = async (id: string, reason: string) => {
  await call("POST", `${one(id)}/retire`, { body: { reason } });
};

export const reinstateInstrument = async (id: string) => {
  await call("POST", `${one(id)}/reinstate`);
};

export const bookInstrument = async (id: string, body: BookingBody) => {
  await call("POST", `${one(id)}/bookings`, { body, quiet: true });
};

export const cancelBooking = async (id: string, bookingId: string, reason: string) => {
  await call("POST", `${one(id)}/bookings/${encodeURIComponent(bookingId)}/cancel`, { body: { reason } });
};

export interface InstrumentSettings {
  readonly warningDays: number;
}

export const instrumentSettingsQuery = queryOptions({
  queryKey: ["settings", "instrument"],
  queryFn: () => getResponse<InstrumentSettings>("/settings/instrument"),
});

/** The whole instrument section (organisation administrators). */
export const saveInstrumentSettings = async (values: InstrumentSettings) => {
  await call("PUT", "/settings/instrument", { body: values });
};
