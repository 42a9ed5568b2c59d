/** Why a zip, or one entry of it, is not read. */
export type ZipRefusalKind =
  | "notZip"
  | "damaged"
  | "tooManyEntries"
  | "encrypted"
  | "unsupportedMethod"
  | "entryTooLarge"
  | "totalTooLarge"
  | "ratioTooHigh";

/**
 * The one error reading a zip throws. Its params name what was refused: `name` (an entry, as
 * its name reads), `max` (the limit passed), `method`, or `reason` (what is wrong, in words).
 */
export class ZipRefusal extends Error {
  constructor(
    readonly kind: ZipRefusalKind,
    readonly params: Readonly<Record<string, string | number>> = {},
  ) {
    super(Object.keys(params).length === 0 ? kind : `${kind} ${JSON.stringify(params)}`);
    this.name = "ZipRefusal";
  }
}
