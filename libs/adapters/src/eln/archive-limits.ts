const MiB = 1024 * 1024;

/** How much an .eln archive may hold before it is refused; the defaults below unless a caller says otherwise. */
export interface ElnArchiveLimits {
  /** Entries in the central directory, folders included. */
  readonly maxEntries: number;
  /** Bytes of one entry once inflated (spec §5: a file is at most 25 MB). */
  readonly maxEntryBytes: number;
  /** Bytes of all entries once inflated. */
  readonly maxTotalBytes: number;
  /** Inflated bytes per compressed byte, judged once an entry has inflated past `ratioFloorBytes`. */
  readonly maxCompressionRatio: number;
  /** Below this an entry's ratio is not judged: a small file of zeros is not a bomb. */
  readonly ratioFloorBytes: number;
  /** Bytes of ro-crate-metadata.json (its own limit, not `maxEntryBytes`: one file describes every record). */
  readonly maxMetadataBytes: number;
}

/** One entry's limit: the per-entry one, or the metadata's for ro-crate-metadata.json. */
export interface EntryLimit {
  readonly maxBytes: number;
  readonly refusal: "eln.entryTooLarge" | "eln.metadataTooLarge";
}

export const ELN_MAX_ENTRIES = 10_000;
export const ELN_MAX_ENTRY_BYTES = 25 * MiB;
export const ELN_MAX_TOTAL_BYTES = 1024 * MiB;
/** Text and tables compress up to some 20:1 and images far less; deflate's own ceiling is about 1032:1. */
export const ELN_MAX_COMPRESSION_RATIO = 200;
export const ELN_RATIO_FLOOR_BYTES = 1 * MiB;
export const ELN_MAX_METADATA_BYTES = 64 * MiB;

export const ELN_ARCHIVE_LIMITS: ElnArchiveLimits = {
  maxEntries: ELN_MAX_ENTRIES,
  maxEntryBytes: ELN_MAX_ENTRY_BYTES,
  maxTotalBytes: ELN_MAX_TOTAL_BYTES,
  maxCompressionRatio: ELN_MAX_COMPRESSION_RATIO,
  ratioFloorBytes: ELN_RATIO_FLOOR_BYTES,
  maxMetadataBytes: ELN_MAX_METADATA_BYTES,
};
