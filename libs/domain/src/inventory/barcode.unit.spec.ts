import { describe, expect, it } from "vitest";
import { barcodeKey, isPrintableBarcode, newBarcode } from "./barcode";

describe("a lot's barcode (issue 20)", () => {
  it("finds the same lot whether scanned, typed in full width or in lower case", () => {
    expect(barcodeKey(" ll-000123 ")).toBe("LL-000123");
    expect(barcodeKey("ＬＬ－０００１２３")).toBe("LL-000123");
  });

  it("takes only what Code 128 prints and a scanner types back", () => {
    expect(isPrintableBarcode("LL-000123")).toBe(true);
    expect(isPrintableBarcode("A B")).toBe(true);
    expect(isPrintableBarcode("乙醇-1")).toBe(false);
    expect(isPrintableBarcode(" A")).toBe(false);
    expect(isPrintableBarcode("A\tB")).toBe(false);
    expect(isPrintableBarcode("X".repeat(65))).toBe(false);
  });

  it("makes new barcodes without letters that read as digits", () => {
    const code = newBarcode();
    expect(code).toMatch(/^M[0-9A-HJKMNP-TV-Z]{10}$/);
    expect(isPrintableBarcode(code)).toBe(true);
  });
});
