import { z } from "zod";
import { defineEvent } from "./define";
import { TEXT_LIMITS } from "./name-limits";

const id = z.string().min(1).max(64);
const comment = z.string().max(TEXT_LIMITS.comment);

/** 21 CFR 11.50: what a signature means. */
export const SIGNATURE_MEANINGS = ["authorship", "review", "approval", "rejection", "responsibility"] as const;

/** Spec §9 reviewer kinds, plus named members and holders of roles. */
export const ReviewerRule = z.discriminatedUnion("kind", [
  z.object({ kind: z.literal("projectManager") }),
  z.object({ kind: z.literal("departmentManager") }),
  z.object({ kind: z.literal("directSuperior") }),
  z.object({ kind: z.literal("members"), memberIds: z.array(id).min(1).max(50) }),
  z.object({ kind: z.literal("roles"), roleIds: z.array(id).min(1).max(20) }),
]);

/** The reviewers of one step of a submitted record, resolved when it was submitted (kept for the audit). */
const ApprovalNode = z.object({
  name: z.string().min(1).max(TEXT_LIMITS.flowNodeName),
  reviewerIds: z.array(id).min(1).max(100),
});

/** A signature's manifestation (11.50): who signed (printed name), when, and what it means. */
export const Manifestation = {
  signerId: id,
  printedName: z.string().min(1).max(TEXT_LIMITS.realName),
  meaning: z.enum(SIGNATURE_MEANINGS),
  signTime: z.iso.datetime(),
};

export const ApprovalFlowDefined = defineEvent({
  type: "ApprovalFlowDefined",
  version: 1,
  description:
    "An approval flow was created or changed: named nodes in order, each with who reviews (project manager, department manager, direct superior, named members, roles).",
  schema: z.object({
    flowId: id,
    name: z.string().min(1).max(TEXT_LIMITS.flowName),
    nodes: z
      .array(z.object({ name: z.string().min(1).max(TEXT_LIMITS.flowNodeName), reviewers: z.array(ReviewerRule).min(1).max(10) }))
      .min(1)
      .max(20),
  }),
});

export const ApprovalFlowDeleted = defineEvent({
  type: "ApprovalFlowDeleted",
  version: 1,
  description: "An approval flow was deleted; records already submitted keep the reviewers they were given.",
  schema: z.object({ flowId: id }),
});

export const DefaultApprovalFlowSet = defineEvent({
  type: "DefaultApprovalFlowSet",
  version: 1,
  description: "The flow used for records whose project names none.",
  schema: z.object({ flowId: id }),
});

export const ExperimentSubmitted = defineEvent({
  type: "ExperimentSubmitted",
  version: 1,
  description:
    "The record was submitted for approval as a new numbered version, with the flow's nodes and their reviewers resolved at that moment.",
  schema: z.object({
    experimentId: id,
    version: z.number().int().min(1),
    flowId: id.nullable(),
    flowName: z.string().max(TEXT_LIMITS.flowName),
    nodes: z.array(ApprovalNode).min(1).max(20),
  }),
});

export const ExperimentReviewApproved = defineEvent({
  type: "ExperimentReviewApproved",
  version: 1,
  description:
    "A reviewer approved the current node of a submitted version with their password: an electronic signature (meaning, printed name, time) with a comment.",
  schema: z.object({
    experimentId: id,
    version: z.number().int().min(1),
    node: z.number().int().min(0),
    /** Who reviews next (the next node's reviewers); empty when this was the last node. */
    nextReviewerIds: z.array(id).max(100),
    comment,
    ...Manifestation,
  }),
});

export const ExperimentApproved = defineEvent({
  type: "ExperimentApproved",
  version: 1,
  description: "The last node approved: the version is approved and the record can no longer be edited.",
  schema: z.object({ experimentId: id, version: z.number().int().min(1) }),
});

export const ExperimentRejected = defineEvent({
  type: "ExperimentRejected",
  version: 1,
  description:
    "A reviewer rejected the submitted version with their password and a comment; the record is editable again and shows what changed when reopened.",
  schema: z.object({
    experimentId: id,
    version: z.number().int().min(1),
    node: z.number().int().min(0),
    comment,
    ...Manifestation,
  }),
});

export const ExperimentRecallRequested = defineEvent({
  type: "ExperimentRecallRequested",
  version: 1,
  description: "The owner asked to recall a submitted or approved version (Withdrawing); its reviewers decide.",
  schema: z.object({
    experimentId: id,
    version: z.number().int().min(1),
    reason: z.string().min(1).max(TEXT_LIMITS.reason),
    reviewerIds: z.array(id).min(1),
  }),
});

export const ExperimentRecallDecided = defineEvent({
  type: "ExperimentRecallDecided",
  version: 1,
  description:
    "A reviewer decided a recall with their password: granted (Withdrawal complete, the record is editable again) or refused (back to where it was).",
  schema: z.object({
    experimentId: id,
    version: z.number().int().min(1),
    granted: z.boolean(),
    /** Where the record stands after the decision: recalled, or back to submitted or approved. */
    status: z.enum(["recalled", "submitted", "approved"]),
    comment,
    ...Manifestation,
  }),
});

export const ExperimentLockChanged = defineEvent({
  type: "ExperimentLockChanged",
  version: 1,
  description: "The record was locked (nothing in it can change) or unlocked (with the password).",
  schema: z.object({ experimentId: id, locked: z.boolean() }),
});

export const ModuleSigned = defineEvent({
  type: "ModuleSigned",
  version: 1,
  description:
    "A module was signed with the signer's password (21 CFR 11.50, 11.200): meaning, printed name and time; signed content cannot change.",
  schema: z.object({ experimentId: id, moduleId: id, ...Manifestation }),
});

export const ModuleSignatureRemoved = defineEvent({
  type: "ModuleSignatureRemoved",
  version: 1,
  description:
    "A signature was removed from a module, itself signed with the remover's password; the removed signature (signer, time) is named.",
  schema: z.object({
    experimentId: id,
    moduleId: id,
    removedSignerId: id,
    removedSignTime: z.iso.datetime(),
    ...Manifestation,
  }),
});

export const ExperimentRolledBack = defineEvent({
  type: "ExperimentRolledBack",
  version: 1,
  description:
    "The record was rolled back to an earlier version: the events after this one restore that version's content as new changes; nothing is deleted.",
  schema: z.object({ experimentId: id, toVersion: z.number().int().min(1) }),
});
