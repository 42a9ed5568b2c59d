import { z } from "zod";
import { Manifestation } from "./approval";
import { defineEvent } from "./define";
import { TEXT_LIMITS } from "./name-limits";
import { ARCHIVE_RETENTION_YEARS } from "./settings-values";

const id = z.string().min(1).max(64);

export const ExperimentArchived = defineEvent({
  type: "ExperimentArchived",
  version: 1,
  description:
    "An organisation administrator archived an approved record: it is read-only (nothing in it changes, it cannot be submitted, recalled, locked, signed or shared) but stays readable and exportable; retained for the organisation's retention period, until `retainUntil` (ISO date, UTC).",
  schema: z.object({
    experimentId: id,
    /** The approved version archived. */
    version: z.number().int().min(1),
    archivedBy: id,
    archivedAt: z.iso.datetime(),
    retentionYears: z.number().int().min(ARCHIVE_RETENTION_YEARS.min).max(ARCHIVE_RETENTION_YEARS.max),
    retainUntil: z.iso.date(),
  }),
});

export const ExperimentUnarchived = defineEvent({
  type: "ExperimentUnarchived",
  version: 1,
  description:
    "An organisation administrator took a record out of the archive with their password (an electronic signature meaning responsibility) and a reason; it is approved as before, and the lifecycle applies again (it may be recalled).",
  schema: z.object({
    experimentId: id,
    version: z.number().int().min(1),
    reason: z.string().min(1).max(TEXT_LIMITS.reason),
    ...Manifestation,
  }),
});
