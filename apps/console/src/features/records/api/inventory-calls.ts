import type { InstrumentRow, MaterialRow, UsageRecorded } from "@labledger/contracts";
import { call, getResponse } from "../../../transport/api-client";

export type { MaterialRow as InventoryLot, UsageRecorded };

/** Available lots found by a word of their name, barcode, CAS or lot number. Quiet: the dialog says why it failed. */
export async function findLots(keyword: string): Promise<MaterialRow[]> {
  const query = new URLSearchParams({
    pageSize: "20",
    available: "true",
    ...(keyword.trim() ? { keyword: keyword.trim() } : {}),
  });
  const body = await call("GET", `/materials?${query}`, { quiet: true });
  return (body.rows ?? []) as MaterialRow[];
}

/** The lot a scanned barcode names; a refusal ("Material barcode does not exist") is the dialog's to show. */
export const lotByBarcode = (barcode: string) =>
  getResponse<MaterialRow>(`/material-barcodes/${encodeURIComponent(barcode)}`, { quiet: true });

export interface UsageOfRow {
  readonly usageId: string;
  readonly amount: number;
  readonly unit: string;
  readonly experimentId: string;
  readonly moduleId: string;
  readonly rowId: string;
}

/** Records a row's usage on its lot (what is left drops at once). Quiet: the dialog shows a refusal with the input kept. */
export const recordUsage = async (materialId: string, usage: UsageOfRow) =>
  (await call("POST", `/materials/${encodeURIComponent(materialId)}/usages`, { body: usage, quiet: true }))
    .response as UsageRecorded;

/** Corrects a row's usage as it now says (0 when the row is removed): the stock follows by a new event. */
export const correctUsage = async (materialId: string, usageId: string, amount: number, unit: string) =>
  (
    await call("PUT", `/materials/${encodeURIComponent(materialId)}/usages/${encodeURIComponent(usageId)}`, {
      body: { amount, unit },
      quiet: true,
    })
  ).response as UsageRecorded;

export type { InstrumentRow };

/** Instruments found by a word of their asset number, name or model (a scanned asset label too). Quiet: the dialog says why it failed. */
export async function findInstruments(keyword: string): Promise<InstrumentRow[]> {
  const query = new URLSearchParams({ pageSize: "20", ...(keyword.trim() ? { keyword: keyword.trim() } : {}) });
  const body = await call("GET", `/instruments?${query}`, { quiet: true });
  return (body.rows ?? []) as InstrumentRow[];
}

/** Records that a row's instrument was used in this record (a lapsed or retired one only with a reason). */
export const recordInstrumentUse = async (
  instrumentId: string,
  usage: Omit<UsageOfRow, "amount" | "unit"> & { readonly reason?: string },
) => {
  await call("POST", `/instruments/${encodeURIComponent(instrumentId)}/usages`, { body: usage, quiet: true });
};
