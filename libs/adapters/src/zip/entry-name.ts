import { ZipRefusal } from "./zip-refusal";

const UTF8 = new TextDecoder("utf-8", { fatal: true });
/** IBM PC code page 437, bytes 0x80–0xFF: what a zip name without the UTF-8 flag is, unless it reads as UTF-8. */
const CP437_HIGH =
  "ÇüéâäàåçêëèïîìÄÅÉæÆôöòûùÿÖÜ¢£¥₧ƒáíóúñÑªº¿⌐¬½¼¡«»░▒▓│┤╡╢╖╕╣║╗╝╜╛┐└┴┬├─┼╞╟╚╔╩╦╠═╬╧╨╤╥╙╘╒╓╫╪┘┌█▄▌▐▀αßΓπΣσµτΦΘΩδ∞φε∩≡±≥≤⌠⌡÷≈°∙·√ⁿ²■\u00a0";

/** A name as its bytes say: UTF-8 when flagged or valid, else CP437 (one character per byte, so two names never merge). */
export function entryName(bytes: Uint8Array, flaggedUtf8: boolean): string {
  try {
    return UTF8.decode(bytes);
  } catch {
    if (flaggedUtf8) throw new ZipRefusal("damaged", { reason: "a name that is not UTF-8" });
    return [...bytes].map((byte) => (byte < 0x80 ? String.fromCharCode(byte) : CP437_HIGH[byte - 0x80])).join("");
  }
}
