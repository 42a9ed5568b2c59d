import { z } from "zod";
import { Manifestation } from "./approval";
import { defineEvent } from "./define";
import { TEXT_LIMITS } from "./name-limits";
import { SHARE_RECEIVERS_MAX } from "./sharing-values";

const id = z.string().min(1).max(64);
/** Who a share reaches and with what right, repeated on its decision and revocation so each reads alone. */
const receivers = {
  memberIds: z.array(id).max(SHARE_RECEIVERS_MAX),
  departmentIds: z.array(id).max(SHARE_RECEIVERS_MAX),
  attribute: z.union([z.literal(0), z.literal(1)]),
};
/** Everyone the record is shared with once this event is applied (all its granted shares), for readers that keep no state. */
const sharedNow = { sharedWithIds: z.array(id).max(10_000), sharedWithDepartmentIds: z.array(id).max(10_000) };

export const ExperimentShareRequested = defineEvent({
  type: "ExperimentShareRequested",
  version: 1,
  description:
    "The record's owner (or an administrator) asked to share it with members and/or departments (their sub-departments included), read-only (0) or read-write (1), with a reason; the reviewers named decide. Nothing in the record changes.",
  schema: z.object({
    experimentId: id,
    shareId: id,
    ...receivers,
    reason: z.string().min(1).max(TEXT_LIMITS.reason),
    reviewerIds: z.array(id).min(1).max(100),
  }),
});

export const ExperimentShareDecided = defineEvent({
  type: "ExperimentShareDecided",
  version: 1,
  description:
    "A reviewer decided a share with their password (an electronic signature): granted (the receivers open the record with the rights asked for) or refused.",
  schema: z.object({
    experimentId: id,
    shareId: id,
    ...receivers,
    ...sharedNow,
    granted: z.boolean(),
    comment: z.string().max(TEXT_LIMITS.comment),
    ...Manifestation,
  }),
});

export const ExperimentShareRevoked = defineEvent({
  type: "ExperimentShareRevoked",
  version: 1,
  description: "The record's owner (or an administrator) revoked a granted share: its receivers lose the rights at once.",
  schema: z.object({ experimentId: id, shareId: id, ...receivers, ...sharedNow }),
});
