import type { DomainEvent } from "@labledger/events";
import { expect } from "vitest";
import { type Decider, fold } from "./decider";
import { DomainError } from "./domain-error";

/** Given-when-then for deciders: `given(events).when(command).then(events)` or `.thenThrows(key)`. */
export function specification<Command, State, Event extends DomainEvent>(decider: Decider<Command, State, Event>) {
  return {
    given: (events: readonly Event[]) => ({
      when: (command: Command) => {
        const run = () => decider.decide(command, fold(decider, events));
        return {
          then: (expected: readonly Event[]) => expect(run()).toEqual(expected),
          thenThrows: (key: string) => {
            let thrown: unknown;
            try {
              run();
            } catch (error) {
              thrown = error;
            }
            expect(thrown).toBeInstanceOf(DomainError);
            expect((thrown as DomainError).key).toBe(key);
          },
        };
      },
    }),
  };
}
