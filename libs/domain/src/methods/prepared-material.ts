import type { EventData } from "@labledger/events";
import type { Decider } from "../decider/decider";
import { DomainError } from "../decider/domain-error";
import { assertMayChange, assertState, type Binnable, type BinnableActor } from "../rubbish-bin/binnable";

export const preparedMaterialStream = (preparedMaterialId: string) => `prepared-material-${preparedMaterialId}`;

type Saved = EventData<"PreparedMaterialSaved">;
export type PreparedMaterialDefinition = Omit<Saved, "preparedMaterialId" | "number" | "ownerId">;
export type PreparedMaterialComponent = Saved["components"][number];

export type PreparedMaterialEvent =
  | { type: "PreparedMaterialSaved"; data: Saved }
  | { type: "PreparedMaterialBinned"; data: EventData<"PreparedMaterialBinned"> }
  | { type: "PreparedMaterialRestored"; data: EventData<"PreparedMaterialRestored"> };

export interface PreparedMaterialState extends Binnable {
  readonly number?: string;
}

export type PreparedMaterialCommand =
  /** `number`: the serial a new one gets (a change keeps its own). */
  | {
      type: "SavePreparedMaterial";
      preparedMaterialId: string;
      number: string | undefined;
      definition: PreparedMaterialDefinition;
      actor: BinnableActor;
    }
  | { type: "BinPreparedMaterial"; preparedMaterialId: string; actor: BinnableActor }
  | { type: "RestorePreparedMaterial"; preparedMaterialId: string; actor: BinnableActor };

const NOT_FOUND = "preparedMaterial.notFound";

/** Spec §5 "Recipe and formula ratio 0 to 100": the ratios of a recipe's components add up to 100 at most. The console asks it too. */
export function ratioProblem(components: readonly Pick<PreparedMaterialComponent, "ratio">[]): string | undefined {
  const total = components.reduce((sum, c) => sum + (c.ratio ?? 0), 0);
  return total > 100 + 1e-9 ? "preparedMaterial.ratioOver100" : undefined;
}

/**
 * A prepared material (a recipe, spec §3: serial number, materials, ratio), a team resource a
 * method calls for: any member creates one; its owner or an administrator changes, bins and restores it.
 */
export const preparedMaterial: Decider<PreparedMaterialCommand, PreparedMaterialState, PreparedMaterialEvent> = {
  initialState: () => ({ binned: false }),
  evolve: (state, event) => {
    switch (event.type) {
      case "PreparedMaterialSaved":
        return { ...state, ownerId: state.ownerId ?? event.data.ownerId, number: state.number ?? event.data.number };
      case "PreparedMaterialBinned":
        return { ...state, binned: true };
      case "PreparedMaterialRestored":
        return { ...state, binned: false };
    }
  },
  decide: (command, state) => {
    const { preparedMaterialId, actor } = command;
    switch (command.type) {
      case "SavePreparedMaterial": {
        if (state.ownerId !== undefined || command.number === undefined) assertState(state, "inUse", NOT_FOUND);
        assertMayChange(state, actor);
        const { definition } = command;
        if (!definition.name.trim()) throw new DomainError("preparedMaterial.nameRequired", "invalid");
        const problem = ratioProblem(definition.components);
        if (problem) throw new DomainError(problem, "invalid");
        const number = state.number ?? command.number!;
        const ownerId = state.ownerId ?? actor.memberId;
        return [{ type: "PreparedMaterialSaved", data: { preparedMaterialId, number, ownerId, ...definition } }];
      }
      case "BinPreparedMaterial":
        assertState(state, "inUse", NOT_FOUND);
        assertMayChange(state, actor);
        return [{ type: "PreparedMaterialBinned", data: { preparedMaterialId } }];
      case "RestorePreparedMaterial":
        assertState(state, "binned", NOT_FOUND);
        assertMayChange(state, actor);
        return [{ type: "PreparedMaterialRestored", data: { preparedMaterialId } }];
    }
  },
};
