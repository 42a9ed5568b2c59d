import { describe, expect, it } from "vitest";
import { formatCellValue, withUnit } from "./number-format";

describe("a cell's value in its number format", () => {
  it("given no format (general), shows whole numbers as they are and others to 10 significant digits", () => {
    expect(formatCellValue(42)).toBe("42");
    expect(formatCellValue(-3, "General")).toBe("-3");
    expect(formatCellValue(1 / 3)).toBe("0.3333333333");
    expect(formatCellValue(0.1 + 0.2)).toBe("0.3");
    expect(formatCellValue(123456789012)).toBe("1.23457E+11");
    expect(formatCellValue(0)).toBe("0");
  });
  it("given 0 or 0.00, rounds to that many decimals", () => {
    expect(formatCellValue(2.5, "0")).toBe("3");
    expect(formatCellValue(12.3456, "0.00")).toBe("12.35");
    expect(formatCellValue(-0.001, "0.00")).toBe("0.00");
    expect(formatCellValue(-1.5, "0.00")).toBe("-1.50");
  });
  it("given #,##0.00, groups thousands", () => {
    expect(formatCellValue(1234567.891, "#,##0.00")).toBe("1,234,567.89");
    expect(formatCellValue(-999, "#,##0.00")).toBe("-999.00");
  });
  it("given 0% or 0.0%, shows hundredths as percent", () => {
    expect(formatCellValue(0.125, "0%")).toBe("13%");
    expect(formatCellValue(0.125, "0.0%")).toBe("12.5%");
  });
  it("given 0.00E+00, shows scientific notation with a signed two-digit exponent", () => {
    expect(formatCellValue(12345, "0.00E+00")).toBe("1.23E+04");
    expect(formatCellValue(0.000123, "0.00E+00")).toBe("1.23E-04");
  });
  it('given a quoted unit like 0.00 "mg", shows the unit after the number', () => {
    expect(formatCellValue(12.345, '0.00 "mg"')).toBe("12.35 mg");
    expect(formatCellValue(5, '"≈"0 "mL"')).toBe("≈5 mL");
    expect(withUnit("0.0", "mg")).toBe('0.0 "mg"');
    expect(withUnit('0.00 "mg"', "g")).toBe('0.00 "g"');
    expect(withUnit(null, "µL")).toBe('0.00 "µL"');
    expect(withUnit('0.00 "mg"', "")).toBe("0.00");
  });
  it("given an error, a text, a truth value or nothing, shows the error's code, the text, TRUE/FALSE or nothing", () => {
    expect(formatCellValue({ error: "#DIV/0!" }, "0.00")).toBe("#DIV/0!");
    expect(formatCellValue({ error: "#REF!" })).toBe("#REF!");
    expect(formatCellValue({ error: "#NAME?" })).toBe("#NAME?");
    expect(formatCellValue("buffer A", "0.00")).toBe("buffer A");
    expect(formatCellValue(true)).toBe("TRUE");
    expect(formatCellValue(null, "0%")).toBe("");
  });
});
