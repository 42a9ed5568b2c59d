import { describe, expect, it } from "vitest";
import { isUnsaved, moved, newComponent, newTemplate, previewValues, readLabelImage } from "./designer";
import { printItemsOf } from "./print-items";
import { detailPathOf } from "./scan";

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const blob = (head: number[] | string, size: number) => {
  const bytes = new Uint8Array(size);
  bytes.set(typeof head === "string" ? new TextEncoder().encode(head) : head);
  return new Blob([bytes]);
};

describe("the label designer's rules", () => {
  it("adds components from the palette with free KEYs, inside the label", () => {
    const template = newTemplate();
    const first = newComponent("barcode", template);
    const second = newComponent("barcode", { ...template, components: [first] });
    expect([first.key, second.key]).toEqual(["barcode1", "barcode2"]);
    expect(first).toMatchObject({ field: "barcode", x: 1, y: 1, width: 30, height: 12 });
    expect(newComponent("qrcode", { ...template, width: 10, height: 8 })).toMatchObject({ width: 7, height: 7 });
  });
  it("drags a component in mm to two decimals, never out of the label", () => {
    const c = newComponent("text", newTemplate());
    expect(moved(c, 2.345, 1, newTemplate())).toMatchObject({ x: 3.35, y: 2 });
    expect(moved(c, 100, -10, newTemplate())).toMatchObject({ x: 20, y: 0 });
  });
  it("knows a design is unsaved until it is saved as it is (spec §8: exit confirm)", () => {
    const saved = newTemplate();
    expect(isUnsaved(saved, { ...saved })).toBe(false);
    expect(isUnsaved(saved, { ...saved, name: "x" })).toBe(true);
  });
  it("takes a label icon by its content: a png named anything; refuses a program named .png and anything over 100 KB", async () => {
    expect(await readLabelImage(blob(PNG, 64))).toMatchObject({ mediaType: "image/png" });
    expect(await readLabelImage(blob("MZ\x90\x00 This program cannot be run in DOS mode", 1024))).toEqual({ problem: "type" });
    expect(await readLabelImage(blob(PNG, 100 * 1024 + 1))).toEqual({ problem: "size" });
  });
  it("previews each field by its name, with codes that scan", () => {
    expect(previewValues("material", (f) => `<${f}>`)).toMatchObject({
      barcode: "MAT-0001",
      name: "<name>",
      lotNumber: "<lotNumber>",
    });
    expect(previewValues("instrument", (f) => f)).toMatchObject({ code: "INS-0001", model: "model" });
  });
  it("reads the items to print one a line: samples as code, name; others once each", () => {
    expect(printItemsOf("sample", "S-1, 粗品\nS-2")).toEqual([{ id: "S-1", name: "粗品" }, { id: "S-2" }]);
    expect(printItemsOf("material", " MAT-1 \n\nMAT-1\nmat-2")).toEqual([{ id: "MAT-1" }, { id: "mat-2" }]);
  });
  it("opens a scanned material or instrument at its detail page", () => {
    expect(detailPathOf({ kind: "material", id: "m 1" })).toBe("/resource/detailMaterial?id=m+1");
    expect(detailPathOf({ kind: "instrument", id: "i1" })).toBe("/resource/detailInstrument?id=i1");
  });
});
