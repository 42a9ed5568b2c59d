import type { DomainEvent } from "@labledger/events";

/**
 * A decider (after Emmett): the whole business logic of one aggregate as three pure
 * functions. `decide` returns the events a command causes or throws a DomainError.
 */
export interface Decider<Command, State, Event extends DomainEvent = DomainEvent> {
  readonly initialState: () => State;
  readonly evolve: (state: State, event: Event) => State;
  readonly decide: (command: Command, state: State) => Event[];
}

export const fold = <State, Event extends DomainEvent>(
  decider: Pick<Decider<unknown, State, Event>, "initialState" | "evolve">,
  events: readonly Event[],
): State => events.reduce(decider.evolve, decider.initialState());
