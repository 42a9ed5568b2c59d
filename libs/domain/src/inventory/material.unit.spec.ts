import { describe, it } from "vitest";
import { specification } from "../decider/given-when-then";
import { material } from "./material";
import type { UsagePolicy } from "./stock";

const registered = {
  type: "MaterialRegistered" as const,
  data: {
    materialId: "m1",
    barcode: "LL-000123",
    name: "Ethanol, absolute",
    categoryId: null,
    details: { cas: "64-17-5", lotNumber: "B2411", purity: "99.8 %" },
    extra: {},
    molFile: null,
    quantity: 5,
    unit: "mL" as const,
    expiresOn: "2027-06-30",
  },
};
const strict: UsagePolicy = { overdraw: "refuse", expired: "refuse", warningDays: 30 };
const usedIn = { experimentId: "e1", moduleId: "mod1", rowId: "r1" };
const use = (usageId: string, amount: number, policy = strict) => ({
  type: "UseMaterial" as const,
  usageId,
  amount,
  unit: "mL" as const,
  usedIn,
  policy,
  today: "2026-11-27",
});
const used = (
  usageId: string,
  amount: number,
  remaining: number,
  warnings: ("overdrawn" | "aboutToExpire" | "expiredUsed")[] = [],
) => ({
  type: "MaterialUsed" as const,
  data: { materialId: "m1", usageId, amount, unit: "mL" as const, ...usedIn, remaining, warnings },
});

describe("a material lot (issue 20)", () => {
  const given = specification(material).given;

  it("records a usage with the record, module and row it went into, and what is left", () => {
    given([registered])
      .when(use("u1", 2))
      .then([used("u1", 2, 3)]);
    given([registered, used("u1", 2, 3)])
      .when(use("u1", 2))
      .then([]);
  });

  it("gives the last 5 mL to one member only: the second, decided on the first's result, is refused", () => {
    given([registered])
      .when(use("u1", 5))
      .then([used("u1", 5, 0)]);
    given([registered, used("u1", 5, 0)])
      .when(use("u2", 5))
      .thenThrows("material.restAmountInUse");
  });

  it("follows a corrected usage by the difference, never below zero", () => {
    const history = [registered, used("u1", 2, 3)];
    const correct = (amount: number) => ({
      type: "CorrectUsage" as const,
      usageId: "u1",
      amount,
      unit: "mL" as const,
      policy: strict,
      today: "2026-11-27",
    });
    given(history)
      .when(correct(1.5))
      .then([
        {
          type: "MaterialUsageCorrected",
          data: { materialId: "m1", usageId: "u1", from: 2, to: 1.5, unit: "mL", remaining: 3.5 },
        },
      ]);
    given(history)
      .when(correct(4))
      .then([
        { type: "MaterialUsageCorrected", data: { materialId: "m1", usageId: "u1", from: 2, to: 4, unit: "mL", remaining: 1 } },
      ]);
    given(history).when(correct(6)).thenThrows("material.restAmountInUse");
    given(history).when(correct(2)).then([]);
    given(history)
      .when({ ...correct(1), usageId: "u9" })
      .thenThrows("material.usageNotFound");
  });

  it("adds what is received in the lot's unit, and refuses an unavailable lot", () => {
    given([registered])
      .when({ type: "ReceiveMaterial", amount: 0.5, unit: "L" })
      .then([{ type: "MaterialReceived", data: { materialId: "m1", amount: 0.5, unit: "L" } }]);
    given([registered]).when({ type: "ReceiveMaterial", amount: 5, unit: "g" }).thenThrows("material.unitMismatch");
    const off = { type: "MaterialAvailabilityChanged" as const, data: { materialId: "m1", available: false } };
    given([registered]).when({ type: "ChangeAvailability", available: false }).then([off]);
    given([registered, off]).when(use("u1", 1)).thenThrows("material.unavailable");
    given([]).when(use("u1", 1)).thenThrows("material.notFound");
  });

  it("takes the rest of an overdrawn lot with a warning where the settings allow it, never below zero", () => {
    given([registered])
      .when(use("u1", 7, { ...strict, overdraw: "warn" }))
      .then([used("u1", 5, 0, ["overdrawn"])]);
  });

  it("changes what describes a lot, and nothing when nothing changed", () => {
    const { materialId: _, quantity: __, unit: ___, ...description } = registered.data;
    given([registered]).when({ type: "DescribeMaterial", description }).then([]);
    const moved = { ...description, details: { ...description.details, warehouse: "Cold room 2" } };
    given([registered])
      .when({ type: "DescribeMaterial", description: moved })
      .then([{ type: "MaterialDescribed", data: { materialId: "m1", ...moved } }]);
  });
});
