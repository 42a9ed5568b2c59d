import type { DomainEvent, EventData } from "@labledger/events";
import type { Decider } from "../decider/decider";
import { assertMayChange, assertState, type Binnable, type BinnableActor } from "../rubbish-bin/binnable";

/**
 * The life every table definition (information, multi-level, data-processing) shares: any member
 * creates one and owns it; its owner or an administrator changes, bins and restores it; a save is
 * the whole definition, checked by the table's own rule first.
 */
export interface DefinitionState<Data> extends Binnable {
  readonly definition?: Data;
}

export type DefinitionCommand<Definition> =
  /** `mustExist`: a change of a table (a create makes a new one). */
  | { type: "Save"; tableId: string; definition: Definition; actor: BinnableActor; mustExist: boolean }
  | { type: "Bin"; tableId: string; actor: BinnableActor }
  | { type: "Restore"; tableId: string; actor: BinnableActor };

/** The three table definitions, by their events' prefix. */
export type TableKind = "InfoTable" | "MultiLevelTable" | "ProcessTable";
type SavedData<K extends TableKind> = EventData<`${K}Saved`>;
export type DefinitionOf<K extends TableKind> = Omit<SavedData<K>, "tableId" | "ownerId">;
export type DefinitionEvent<K extends TableKind> = Extract<DomainEvent, { type: `${K}Saved` | `${K}Binned` | `${K}Restored` }>;

export function definitionDecider<K extends TableKind>(
  kind: K,
  notFound: string,
  /** Throws a DomainError naming the first broken rule of the definition. */
  check: (definition: DefinitionOf<K>) => void,
): Decider<DefinitionCommand<DefinitionOf<K>>, DefinitionState<SavedData<K>>, DefinitionEvent<K>> {
  const event = (type: string, data: unknown) => ({ type, data }) as DefinitionEvent<K>;
  return {
    initialState: () => ({ binned: false }),
    evolve: (state, e) => {
      if (e.type === `${kind}Saved`) {
        const data = e.data as SavedData<K>;
        return { ...state, definition: data, ownerId: state.ownerId ?? (data as { ownerId: string }).ownerId };
      }
      return { ...state, binned: e.type === `${kind}Binned` };
    },
    decide: (command, state) => {
      const { tableId, actor } = command;
      switch (command.type) {
        case "Save": {
          if (state.ownerId !== undefined || command.mustExist) assertState(state, "inUse", notFound);
          assertMayChange(state, actor);
          check(command.definition);
          const ownerId = state.ownerId ?? actor.memberId;
          return [event(`${kind}Saved`, { tableId, ownerId, ...command.definition })];
        }
        case "Bin":
          assertState(state, "inUse", notFound);
          assertMayChange(state, actor);
          return [event(`${kind}Binned`, { tableId })];
        case "Restore":
          assertState(state, "binned", notFound);
          assertMayChange(state, actor);
          return [event(`${kind}Restored`, { tableId })];
      }
    },
  };
}

/** Labels name one column each (of a table, of a level): compared trimmed and case-blind. */
export function firstRepeated(labels: readonly string[]): string | null {
  const seen = new Set<string>();
  for (const label of labels) {
    const key = label.trim().toLowerCase();
    if (seen.has(key)) return label;
    seen.add(key);
  }
  return null;
}
