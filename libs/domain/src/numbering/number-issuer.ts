import type { EventData } from "@labledger/events";
import type { Decider } from "../decider/decider";
import type { SnapshotFold } from "../decider/snapshot-fold";
import { type Counters, type NumberingContext, type NumberingRule, nextNumber } from "./numbering-rule";

export type NumberTarget = EventData<"NumberIssued">["target"];

/** One stream per kind of number: appending with the expected revision keeps every number unique. */
export const numbersStream = (target: NumberTarget) => `numbers-${target}`;

/** Projects have no configurable rule in the spec: PRJ and a serial that never restarts. */
export const PROJECT_NUMBER_RULE: NumberingRule = {
  prefix: "PRJ",
  relatedKey: "none",
  dateFormat: "YYMMDD",
  serialDigits: 3,
  mode: "consecutive",
};

type NumberEvent = { type: "NumberIssued"; data: EventData<"NumberIssued"> };
export interface IssuerState {
  readonly counters: Counters;
}
export type IssueNumber = {
  type: "IssueNumber";
  target: NumberTarget;
  rule: NumberingRule;
  context: NumberingContext;
  forId: string;
};

export const numberIssuer: Decider<IssueNumber, IssuerState, NumberEvent> = {
  initialState: () => ({ counters: {} }),
  evolve: (state, { data }) => ({
    counters: { ...state.counters, [data.counter]: Math.max(state.counters[data.counter] ?? 0, data.serial) },
  }),
  decide: (command, state) => {
    const issued = nextNumber(command.rule, state.counters, command.context);
    return [{ type: "NumberIssued", data: { target: command.target, ...issued, forId: command.forId } }];
  },
};

/** The issuer folded from a snapshot: its stream gains an event for every number ever given out. */
export const numberIssuerFold: SnapshotFold<IssuerState, NumberEvent> = {
  name: "number-issuer",
  stateVersion: 1,
  initialState: numberIssuer.initialState,
  evolve: numberIssuer.evolve,
};
