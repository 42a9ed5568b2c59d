/** Record sharing (spec §6 record-level rights): what a share may hold. Plain values: the console reads them too. */
/** 0 read-only, 1 read-write. */
export const SHARE_ATTRIBUTES = [0, 1] as const;
/** At most this many members, and this many departments, in one share. */
export const SHARE_RECEIVERS_MAX = 50;
