import { DomainError } from "../decider/domain-error";
import { convertUnit, MASS_UNITS, VOLUME_UNITS } from "../reaction/units";
import { expiryState } from "./expiry";

/** The units a lot is kept in: a mass, a volume, or pieces (bottles, vials). */
const UNIT_TABLES: ReadonlyArray<Readonly<Record<string, number>>> = [MASS_UNITS, VOLUME_UNITS, { piece: 1 }];
export type StockUnit = keyof typeof MASS_UNITS | keyof typeof VOLUME_UNITS | "piece";

export interface Lot {
  /** What is left, in the lot's own unit. */
  readonly quantity: number;
  readonly unit: StockUnit;
  /** YYYY-MM-DD, or null when it does not expire. */
  readonly expiresOn: string | null;
  /** Spec §4: a material is available or not. */
  readonly available: boolean;
}

export interface Usage {
  readonly amount: number;
  readonly unit: StockUnit;
}

/** What the organisation's settings do with a usage past what is left, or of an expired lot: refuse it, or take it with a warning. */
export interface UsagePolicy {
  readonly overdraw: "refuse" | "warn";
  readonly expired: "refuse" | "warn";
  /** Days before expiry a lot is "about to expire" (spec §9). */
  readonly warningDays: number;
}

/** What a usage let through with a warning, as the settings allow. */
export type UsageWarning = "expiredUsed" | "aboutToExpire" | "overdrawn";

const tableOf = (unit: StockUnit) => UNIT_TABLES.find((table) => unit in table);

/** The units an amount of this lot may be given in: its own kind only (a volume lot in µL, mL or L). */
export function unitsOfKind(unit: StockUnit): StockUnit[] {
  return Object.keys(tableOf(unit) ?? { [unit]: 1 }) as StockUnit[];
}

/** An amount in another unit of the same kind (mL to L, mg to g); a mass is never a volume or a count. */
export function inUnit(amount: number, from: StockUnit, to: StockUnit): number {
  const table = tableOf(from);
  if (!table || table !== tableOf(to)) throw new DomainError("material.unitMismatch", "invalid", { from, to });
  return convertUnit<string>(amount, from, to, table);
}

/**
 * Spec §4 and §8 material usage: an unavailable lot is never used; an expired one, or more than
 * is left, is refused or taken with a warning as the policy says. The stock never goes below zero:
 * an overdraw taken with a warning takes what is left. Answers what is left and the warnings.
 */
export function decideUsage(
  lot: Lot,
  usage: Usage,
  policy: UsagePolicy,
  today: string,
): { readonly used: number; readonly remaining: number; readonly warnings: UsageWarning[] } {
  if (!(usage.amount > 0)) throw new DomainError("material.amountInvalid", "invalid");
  if (!lot.available) throw new DomainError("material.unavailable", "conflict");
  const warnings: UsageWarning[] = [];
  const expiry = expiryState(lot.expiresOn, today, policy.warningDays);
  if (expiry === "expired") {
    if (policy.expired === "refuse") throw new DomainError("material.expired", "conflict", { expiresOn: lot.expiresOn ?? "" });
    warnings.push("expiredUsed");
  } else if (expiry === "aboutToExpire") warnings.push("aboutToExpire");
  const wanted = inUnit(usage.amount, usage.unit, lot.unit);
  if (wanted > lot.quantity) {
    if (policy.overdraw === "refuse")
      throw new DomainError("material.restAmountInUse", "conflict", { left: lot.quantity, unit: lot.unit });
    warnings.push("overdrawn");
  }
  const used = Math.min(wanted, lot.quantity);
  return { used, remaining: Number((lot.quantity - used).toPrecision(15)), warnings };
}
