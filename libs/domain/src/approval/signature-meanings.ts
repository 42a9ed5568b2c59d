import type { SIGNATURE_MEANINGS } from "@labledger/events";
import { DomainError } from "../decider/domain-error";

type Meaning = (typeof SIGNATURE_MEANINGS)[number];

/** What a person does by signing: each act is signed with a meaning that fits it (21 CFR 11.50(a)(3)). */
export type SigningAct = "approve" | "reject" | "grantRecall" | "refuseRecall" | "signModule" | "removeSignature" | "unarchive";

/** The meanings each act may be signed with, the usual one first (the signing dialog preselects it). */
export const MEANINGS_OF_ACT: Readonly<Record<SigningAct, readonly Meaning[]>> = {
  approve: ["approval", "review"],
  reject: ["rejection", "review"],
  grantRecall: ["approval", "review"],
  refuseRecall: ["rejection", "review"],
  signModule: ["authorship", "review", "approval", "responsibility"],
  removeSignature: ["responsibility"],
  unarchive: ["responsibility"],
};

/** The meaning a signature of `act` carries: the one asked for when it fits the act, else the act's usual one. */
export function meaningOfAct(act: SigningAct, requested?: Meaning): Meaning {
  const fitting = MEANINGS_OF_ACT[act];
  if (requested === undefined) return fitting[0]!;
  if (!fitting.includes(requested)) throw new DomainError("signature.meaningUnfit", "invalid", { meaning: requested });
  return requested;
}
