import { barcodeKey, newBarcode } from "@labledger/domain";
import { nameBasedId } from "@labledger/events/node";
import type { Caller } from "../pipeline/caller";

/** A lot's id follows from its barcode: the stream being new keeps barcodes unique, and a scan finds the lot without a lookup. */
export const materialIdOf = (barcode: string) => nameBasedId(`material\n${barcodeKey(barcode)}`);

/** A new barcode; with a client command id the same one again, so a repeated registration finds the lot the first made. */
export function barcodeFor(caller: Caller): string {
  if (caller.clientCommandId === undefined) return newBarcode();
  const digits = nameBasedId(`material-barcode\n${caller.clientCommandId}`).replace(/-/g, "");
  const bytes = digits.match(/../g)!.map((pair) => Number.parseInt(pair, 16) / 256);
  return newBarcode(() => bytes.shift() ?? 0);
}
