import { describe, expect, it, vi } from "vitest";
import { fieldLabel, fieldValueInWords, kindInWords } from "../audit/module-words";
import { cloneModules } from "../experiment/cloning";
import type { Module } from "../experiment/experiment";
import { checkModuleContent, checkModuleKind, incompleteModules } from "../experiment/module-rules";
import { kindOf } from "./registry";
import { en, moduleOf, zh } from "./testing";

/**
 * docs/ADDING-A-MODULE-KIND.md, proven: a kind defined here and added to the registry's list
 * (the one line a real kind adds in ./registry.ts) is taken by the rules, the history's words
 * and cloning with no other edit. Nothing of it ships: it lives in this test only.
 */
vi.mock("./registry", async (importOriginal) => {
  const actual = await importOriginal<typeof import("./registry")>();
  const { z } = await import("@labledger/events/content-schema");
  const { defineKind } = await import("./kit/define-kind");
  const { valueContent } = await import("./kit/content-schema");
  const { registryOf } = await import("./kind-registry");
  const phReading = defineKind({
    type: "phReading",
    family: "field",
    words: {
      en: { name: "pH reading", catalogue: { column: { probe: "Probe" } } },
      "zh-CN": { name: "pH 读数", catalogue: { column: { probe: "探头" } } },
    },
    contentSchema: valueContent(
      z.number({ error: "pH 0–14" }).check(z.gte(0, { error: "pH 0–14" }), z.lte(14, { error: "pH 0–14" })),
    ),
    completeness: (module) => ({ filled: typeof module.content.fields.value === "number", incompleteRowIds: [] }),
    cloneReset: (content) => ({ fields: { probe: content.fields.probe }, rows: [] }),
  });
  const kinds = [...actual.MODULE_KINDS, phReading];
  const registry = registryOf(kinds);
  return { ...actual, ...registry, MODULE_KINDS: kinds, MODULE_TYPES: registry.types, MODULE_SUB_TYPES: registry.subTypes };
});

const phModule = (fields: Record<string, unknown>): Module => ({
  ...moduleOf({ type: "phReading" }, { fields }, { required: true, title: "pH" }),
  columns: [],
  isCheck: false,
  signatures: [],
  cacheTime: 0,
});

describe("a new kind takes one registering line", () => {
  it("is found in the registry and may be added", () => {
    expect(kindOf("phReading")?.family).toBe("field");
    expect(() => checkModuleKind({ type: "phReading", subType: null })).not.toThrow();
  });
  it("checks its content with its own schema, naming its rule", () => {
    expect(() => checkModuleContent({ type: "phReading", title: "pH" }, { fields: { value: 7.2 }, rows: [] })).not.toThrow();
    expect(() => checkModuleContent({ type: "phReading", title: "pH" }, { fields: { value: 15 }, rows: [] })).toThrow(
      expect.objectContaining({ key: "module.valueInvalid", params: { title: "pH", rule: "pH 0–14" } }),
    );
  });
  it("decides completeness its own way", () => {
    expect(incompleteModules([phModule({ value: "seven" })])).toEqual([{ moduleId: "m1", title: "pH", rowIds: [] }]);
    expect(incompleteModules([phModule({ value: 7 })])).toEqual([]);
  });
  it("reads its changes in words in both languages", () => {
    const module = phModule({});
    expect(kindInWords("phReading", null, en)).toBe("pH reading");
    expect(kindInWords("phReading", null, zh)).toBe("pH 读数");
    expect(fieldLabel(module, "value", zh)).toBe("pH 读数");
    expect(fieldLabel(module, "probe", en)).toBe("Probe");
    expect(fieldValueInWords(module, "value", 7.2, en).text).toBe("7.2");
  });
  it("resets a clone its own way", () => {
    const [clone] = cloneModules([phModule({ value: 7.2, probe: "P-3" })], () => "c1");
    expect(clone!.content).toEqual({ fields: { probe: "P-3" }, rows: [] });
  });
});
