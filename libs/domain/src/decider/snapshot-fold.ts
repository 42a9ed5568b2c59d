import type { DomainEvent } from "@labledger/events";
import type { Decider } from "./decider";

/**
 * A fold whose state may be kept as a snapshot. `stateVersion` is raised whenever `evolve` or the
 * state's shape changes what a history folds to (a pinned test per fold fails until it is), so a
 * snapshot written by older code is never read by newer code.
 */
export interface SnapshotFold<State, Event extends DomainEvent = DomainEvent>
  extends Pick<Decider<unknown, State, Event>, "initialState" | "evolve"> {
  readonly name: string;
  readonly stateVersion: number;
}
