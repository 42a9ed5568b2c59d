import type { ZipRefusal, ZipRefusalKind } from "../zip/zip-refusal";
import type { EntryLimit } from "./archive-limits";
import { ElnArchiveError, type ElnArchiveRefusal, sizeLimit } from "./eln-archive-error";
import { printable } from "./entry-paths";

const ELN_KEY: Record<ZipRefusalKind, ElnArchiveRefusal> = {
  notZip: "eln.notZip",
  damaged: "eln.damaged",
  tooManyEntries: "eln.tooManyEntries",
  encrypted: "eln.encrypted",
  unsupportedMethod: "eln.unsupportedCompression",
  entryTooLarge: "eln.entryTooLarge",
  totalTooLarge: "eln.tooLarge",
  ratioTooHigh: "eln.zipBomb",
};

/**
 * The .eln refusal a zip refusal is: its key, a name made printable, a size limit also in MB
 * (`sizeLimit`), and an entry's size refused with the key of the limit it passed.
 */
export function elnArchiveErrorOf(refusal: ZipRefusal, entryLimit?: EntryLimit): ElnArchiveError {
  const { name, ...rest } = refusal.params;
  const params = name === undefined ? rest : { name: printable(String(name)), ...rest };
  switch (refusal.kind) {
    case "entryTooLarge":
      return new ElnArchiveError(entryLimit?.refusal ?? "eln.entryTooLarge", { ...params, ...sizeLimit(Number(rest.max)) });
    case "totalTooLarge":
      return new ElnArchiveError("eln.tooLarge", sizeLimit(Number(rest.max)));
    default:
      return new ElnArchiveError(ELN_KEY[refusal.kind], params);
  }
}
