import type { EventData } from "@labledger/events";
import type { Decider } from "../decider/decider";
import { DomainError } from "../decider/domain-error";

/** One stream per dictionary category, so item names stay unique within it. */
export const dictionaryStream = (category: string) => `dictionary-${category}`;

type DictionaryEvent =
  | { type: "DictionaryItemAdded"; data: EventData<"DictionaryItemAdded"> }
  | { type: "DictionaryItemStatusChanged"; data: EventData<"DictionaryItemStatusChanged"> };

export interface DictionaryState {
  readonly items: ReadonlyMap<string, { readonly name: string; readonly enabled: boolean }>;
}

export type DictionaryCommand =
  | { type: "AddDictionaryItem"; category: string; itemId: string; name: string }
  | { type: "ChangeDictionaryItemStatus"; category: string; itemId: string; enabled: boolean };

export const dictionary: Decider<DictionaryCommand, DictionaryState, DictionaryEvent> = {
  initialState: () => ({ items: new Map() }),

  evolve: (state, event) => {
    const items = new Map(state.items);
    if (event.type === "DictionaryItemAdded") items.set(event.data.itemId, { name: event.data.name, enabled: true });
    else items.set(event.data.itemId, { ...items.get(event.data.itemId)!, enabled: event.data.enabled });
    return { items };
  },

  decide: (command, state) => {
    switch (command.type) {
      case "AddDictionaryItem": {
        const name = command.name.trim();
        if ([...state.items.values()].some((i) => i.name === name))
          throw new DomainError("dictionary.nameTaken", "conflict", { name });
        return [{ type: "DictionaryItemAdded", data: { category: command.category, itemId: command.itemId, name } }];
      }
      case "ChangeDictionaryItemStatus": {
        const item = state.items.get(command.itemId);
        if (!item) throw new DomainError("dictionary.itemNotFound", "not-found");
        if (item.enabled === command.enabled) return [];
        return [
          {
            type: "DictionaryItemStatusChanged",
            data: { category: command.category, itemId: command.itemId, enabled: command.enabled },
          },
        ];
      }
    }
  },
};
