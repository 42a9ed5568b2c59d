import type { EventData } from "@labledger/events";
import type { Decider } from "../decider/decider";
import { DomainError } from "../decider/domain-error";
import { decideUsage, inUnit, type Lot, type StockUnit, type UsagePolicy } from "./stock";

export const materialStream = (materialId: string) => `material-${materialId}`;

type MaterialEvent =
  | { type: "MaterialRegistered"; data: EventData<"MaterialRegistered"> }
  | { type: "MaterialReceived"; data: EventData<"MaterialReceived"> }
  | { type: "MaterialUsed"; data: EventData<"MaterialUsed"> }
  | { type: "MaterialUsageCorrected"; data: EventData<"MaterialUsageCorrected"> }
  | { type: "MaterialAvailabilityChanged"; data: EventData<"MaterialAvailabilityChanged"> }
  | { type: "MaterialDescribed"; data: EventData<"MaterialDescribed"> };

export interface MaterialState {
  readonly registered?: EventData<"MaterialRegistered">;
  readonly lot?: Lot;
  /** Each usage's amount now, in the lot's unit, by its id: a correction compares with it. */
  readonly usages: ReadonlyMap<string, number>;
}

export type UsedIn = Pick<EventData<"MaterialUsed">, "experimentId" | "moduleId" | "rowId">;

export type MaterialCommand =
  | { type: "RegisterMaterial"; material: EventData<"MaterialRegistered"> }
  | { type: "DescribeMaterial"; description: Omit<EventData<"MaterialDescribed">, "materialId"> }
  | { type: "ReceiveMaterial"; amount: number; unit: StockUnit }
  | { type: "UseMaterial"; usageId: string; amount: number; unit: StockUnit; usedIn: UsedIn; policy: UsagePolicy; today: string }
  | { type: "CorrectUsage"; usageId: string; amount: number; unit: StockUnit; policy: UsagePolicy; today: string }
  | { type: "ChangeAvailability"; available: boolean };

const withLot = (state: MaterialState, change: (lot: Lot) => Lot): MaterialState =>
  state.lot ? { ...state, lot: change(state.lot) } : state;

/**
 * One material lot (issue 20): its stock is the fold of what was received and used, every usage an
 * event naming the record, module and row it went into. A usage is decided on the lot's stream with
 * its revision, so two members taking the last 5 mL at once cannot both have it: the second is
 * decided again on the first's result and refused (or warned) as the settings say.
 */
export const material: Decider<MaterialCommand, MaterialState, MaterialEvent> = {
  initialState: () => ({ usages: new Map() }),
  evolve: (state, event) => {
    switch (event.type) {
      case "MaterialRegistered": {
        const { quantity, unit, expiresOn } = event.data;
        return { ...state, registered: event.data, lot: { quantity, unit, expiresOn, available: true } };
      }
      case "MaterialReceived":
        return withLot(state, (lot) => ({
          ...lot,
          quantity: Number((lot.quantity + inUnit(event.data.amount, event.data.unit, lot.unit)).toPrecision(15)),
        }));
      case "MaterialUsed":
        return {
          ...withLot(state, (lot) => ({ ...lot, quantity: event.data.remaining })),
          usages: new Map(state.usages).set(event.data.usageId, event.data.amount),
        };
      case "MaterialUsageCorrected":
        return {
          ...withLot(state, (lot) => ({ ...lot, quantity: event.data.remaining })),
          usages: new Map(state.usages).set(event.data.usageId, event.data.to),
        };
      case "MaterialAvailabilityChanged":
        return withLot(state, (lot) => ({ ...lot, available: event.data.available }));
      case "MaterialDescribed": {
        const registered = state.registered && { ...state.registered, ...event.data };
        return { ...withLot(state, (lot) => ({ ...lot, expiresOn: event.data.expiresOn })), registered };
      }
    }
  },
  decide: (command, state) => {
    if (command.type === "RegisterMaterial") {
      if (state.registered) throw new DomainError("material.exists", "conflict");
      return [{ type: "MaterialRegistered", data: command.material }];
    }
    const { registered, lot } = state;
    if (!registered || !lot) throw new DomainError("material.notFound", "not-found");
    const { materialId } = registered;
    switch (command.type) {
      case "ReceiveMaterial":
        if (!(command.amount > 0)) throw new DomainError("material.amountInvalid", "invalid");
        inUnit(command.amount, command.unit, lot.unit);
        return [{ type: "MaterialReceived", data: { materialId, amount: command.amount, unit: command.unit } }];
      case "UseMaterial": {
        if (state.usages.has(command.usageId)) return [];
        const { used, remaining, warnings } = decideUsage(lot, command, command.policy, command.today);
        const data = {
          materialId,
          usageId: command.usageId,
          amount: used,
          unit: lot.unit,
          ...command.usedIn,
          remaining,
          warnings,
        };
        return [{ type: "MaterialUsed", data }];
      }
      case "CorrectUsage": {
        const from = state.usages.get(command.usageId);
        if (from === undefined) throw new DomainError("material.usageNotFound", "not-found");
        const to = inUnit(command.amount, command.unit, lot.unit);
        if (to === from) return [];
        // Using more takes the difference from what is left (by the same rule); using less gives it back.
        const remaining =
          to > from
            ? decideUsage(lot, { amount: to - from, unit: lot.unit }, command.policy, command.today).remaining
            : Number((lot.quantity + (from - to)).toPrecision(15));
        const taken = to > from ? Number((from + lot.quantity - remaining).toPrecision(15)) : to;
        return [
          {
            type: "MaterialUsageCorrected",
            data: { materialId, usageId: command.usageId, from, to: taken, unit: lot.unit, remaining },
          },
        ];
      }
      case "DescribeMaterial": {
        const { barcode, name, categoryId, details, extra, molFile, expiresOn } = registered;
        const now = { barcode, name, categoryId, details, extra, molFile, expiresOn };
        if (JSON.stringify(now) === JSON.stringify({ ...now, ...command.description })) return [];
        return [{ type: "MaterialDescribed", data: { materialId, ...command.description } }];
      }
      case "ChangeAvailability":
        return lot.available === command.available
          ? []
          : [{ type: "MaterialAvailabilityChanged", data: { materialId, available: command.available } }];
    }
  },
};
