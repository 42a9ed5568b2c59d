/** Why an .eln archive is refused; each key names a message in the server's i18n catalogues. */
export type ElnArchiveRefusal =
  | "eln.notZip"
  | "eln.damaged"
  | "eln.encrypted"
  | "eln.unsupportedCompression"
  | "eln.noMetadata"
  | "eln.rootFolder"
  | "eln.unsafePath"
  | "eln.duplicateName"
  | "eln.tooManyEntries"
  | "eln.entryTooLarge"
  | "eln.tooLarge"
  | "eln.zipBomb"
  | "eln.metadataTooLarge"
  | "eln.badMetadata"
  | "eln.missingEntry";

/** The one error reading an .eln archive throws: a refusal with its key and what it names (an entry, a limit). */
export class ElnArchiveError extends Error {
  constructor(
    readonly key: ElnArchiveRefusal,
    readonly params: Readonly<Record<string, string | number>> = {},
  ) {
    super(key);
    this.name = "ElnArchiveError";
  }
}

/** A size limit as a refusal names it: in bytes (`max`) and in MB to one decimal (`maxMB`, for messages). */
export const sizeLimit = (bytes: number) => ({ max: bytes, maxMB: Math.round((bytes / (1024 * 1024)) * 10) / 10 });
