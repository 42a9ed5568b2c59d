import { describe, expect, it } from "vitest";
import type { DictionaryItem } from "../api/types";
import { groupByCategory, validateDictionaryItem } from "./dictionary";

const item = (id: string, category: string, name: string, enabled = true): DictionaryItem => ({
  id,
  category,
  name,
  enabled,
  createdAt: "",
});

describe("dictionary management", () => {
  it("groups items by category, categories sorted", () => {
    const groups = groupByCategory([item("1", "unit", "mL"), item("2", "solvent", "水"), item("3", "unit", "L", false)]);
    expect(groups.map((g) => g.category)).toEqual(["solvent", "unit"]);
    expect(groups[1]!.items.map((i) => i.name)).toEqual(["mL", "L"]);
  });

  it("checks the category and name as the server does", () => {
    expect(validateDictionaryItem({ category: "unit", name: "mL" }, [])).toEqual({});
    expect(validateDictionaryItem({ category: "", name: "" }, [])).toEqual({ category: "required", name: "required" });
    expect(validateDictionaryItem({ category: "1unit", name: "x" }, []).category).toBe("categoryChars");
    expect(validateDictionaryItem({ category: "单位", name: "x" }, []).category).toBe("categoryChars");
    expect(validateDictionaryItem({ category: "unit", name: "n".repeat(101) }, []).name).toBe("tooLong");
    expect(validateDictionaryItem({ category: "unit", name: "mL" }, [item("1", "unit", "mL")]).name).toBe("duplicate");
  });
});
