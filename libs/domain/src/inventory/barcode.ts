import { MATERIAL_LIMITS } from "@labledger/events/catalogue/materials-values";

/** What prints as Code 128 and every scanner types back: printable ASCII, no leading or trailing space. */
const PRINTABLE = /^[\x21-\x7e](?:[\x20-\x7e]*[\x21-\x7e])?$/;

/**
 * A barcode as a lot's identity: width-folded (a full-width "ＡＢ１" typed on a Chinese keyboard is
 * "AB1") and upper-cased, so what a scanner, a keyboard and a label give finds the same lot.
 */
export function barcodeKey(text: string): string {
  return text.normalize("NFKC").trim().toUpperCase();
}

/** Whether a barcode can be printed and scanned back as it is written (Code 128, at most 64 characters). */
export function isPrintableBarcode(text: string): boolean {
  return text.length <= MATERIAL_LIMITS.barcode && PRINTABLE.test(text);
}

const CROCKFORD = "0123456789ABCDEFGHJKMNPQRSTVWXYZ";

/** A new lot's barcode when none is given: "M" and ten characters no one misreads (no I, L, O, U). */
export function newBarcode(random: () => number = Math.random): string {
  let code = "M";
  for (let i = 0; i < 10; i++) code += CROCKFORD[Math.floor(random() * CROCKFORD.length)];
  return code;
}
