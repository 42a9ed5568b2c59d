import { describe, it } from "vitest";
import { specification } from "../decider/given-when-then";
import { dictionary } from "./dictionary";

const { given } = specification(dictionary);
const added = { type: "DictionaryItemAdded" as const, data: { category: "unit", itemId: "i1", name: "mmol" } };

describe("dictionary decider", () => {
  it("adds an item, enabled", () => {
    given([]).when({ type: "AddDictionaryItem", category: "unit", itemId: "i1", name: " mmol " }).then([added]);
  });
  it("refuses a name the category already has", () => {
    given([added])
      .when({ type: "AddDictionaryItem", category: "unit", itemId: "i2", name: "mmol" })
      .thenThrows("dictionary.nameTaken");
  });
  it("disables and enables an item, and records nothing when the status does not change", () => {
    const disabled = { type: "DictionaryItemStatusChanged" as const, data: { category: "unit", itemId: "i1", enabled: false } };
    given([added]).when({ type: "ChangeDictionaryItemStatus", category: "unit", itemId: "i1", enabled: false }).then([disabled]);
    given([added, disabled])
      .when({ type: "ChangeDictionaryItemStatus", category: "unit", itemId: "i1", enabled: true })
      .then([{ ...disabled, data: { ...disabled.data, enabled: true } }]);
    given([added]).when({ type: "ChangeDictionaryItemStatus", category: "unit", itemId: "i1", enabled: true }).then([]);
  });
  it("refuses a status change of an unknown item", () => {
    given([added])
      .when({ type: "ChangeDictionaryItemStatus", category: "unit", itemId: "nope", enabled: false })
      .thenThrows("dictionary.itemNotFound");
  });
});
