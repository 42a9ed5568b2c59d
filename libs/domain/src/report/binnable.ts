import { DomainError } from "../decider/domain-error";

/** Who acts on a report or a template: its owner or an administrator may change, bin and restore it. */
export interface ReportActor {
  readonly memberId: string;
  readonly isOrganisationAdmin: boolean;
}

/** What the two data-mining aggregates share: created by someone, in use or in the rubbish bin. */
export interface Binnable {
  readonly ownerId?: string;
  readonly binned: boolean;
}

export function assertMayChange(state: Binnable, actor: ReportActor): void {
  if (state.ownerId !== undefined && state.ownerId !== actor.memberId && !actor.isOrganisationAdmin)
    throw new DomainError("report.notYours", "forbidden");
}

/** Saving asks it in use (a binned one is restored first); binning asks it in use; restoring asks it binned. */
export function assertState(state: Binnable, wanted: "inUse" | "binned", notFound: string): void {
  if (state.ownerId === undefined) throw new DomainError(notFound, "not-found");
  if (wanted === "inUse" && state.binned) throw new DomainError("report.inRubbishBin", "conflict");
  if (wanted === "binned" && !state.binned) throw new DomainError("report.notInRubbishBin", "conflict");
}

/** Column and chart ids name one thing each. */
export function assertUnique(ids: readonly string[], key: string): void {
  if (new Set(ids).size !== ids.length) throw new DomainError(key, "invalid");
}
