import { DomainError } from "../decider/domain-error";

/** Who acts on a team resource kept with a rubbish bin (a report, a template, a reaction formula): its owner or an administrator may change, bin and restore it. */
export interface BinnableActor {
  readonly memberId: string;
  readonly isOrganisationAdmin: boolean;
}

/** What the aggregates with a rubbish bin share: created by someone, in use or in the rubbish bin. */
export interface Binnable {
  readonly ownerId?: string;
  readonly binned: boolean;
}

/** Its owner or an administrator may change it (one not yet created, anyone); the console asks it too, to offer the actions. */
export const mayChange = (state: Pick<Binnable, "ownerId">, actor: BinnableActor): boolean =>
  state.ownerId === undefined || state.ownerId === actor.memberId || actor.isOrganisationAdmin;

export function assertMayChange(state: Binnable, actor: BinnableActor): void {
  if (!mayChange(state, actor)) throw new DomainError("rubbishBin.notYours", "forbidden");
}

/** Saving asks it in use (a binned one is restored first); binning asks it in use; restoring asks it binned. */
export function assertState(state: Binnable, wanted: "inUse" | "binned", notFound: string): void {
  if (state.ownerId === undefined) throw new DomainError(notFound, "not-found");
  if (wanted === "inUse" && state.binned) throw new DomainError("rubbishBin.inRubbishBin", "conflict");
  if (wanted === "binned" && !state.binned) throw new DomainError("rubbishBin.notInRubbishBin", "conflict");
}

/** Column and chart ids name one thing each. */
export function assertUnique(ids: readonly string[], key: string): void {
  if (new Set(ids).size !== ids.length) throw new DomainError(key, "invalid");
}
