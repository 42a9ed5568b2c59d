import { describe, expect, it } from "vitest";
import { barcodeProblem, casProblem, EMPTY_FORM, formOf, formProblems, registerBodyOf } from "./material-form";

describe("the material lot form", () => {
  const typed = {
    ...EMPTY_FORM,
    barcode: " LL-ETOH-01 ",
    name: " Ethanol, absolute ",
    quantity: "500",
    unit: "mL" as const,
    expiresOn: "2027-12-31",
    details: { ...EMPTY_FORM.details, cas: "64-17-5", lotNumber: " B2411 ", supplier: "  " },
  };

  it("registers with the quantity as a number, text trimmed and blank fields left out", () => {
    expect(registerBodyOf(typed)).toEqual({
      barcode: "LL-ETOH-01",
      name: "Ethanol, absolute",
      quantity: 500,
      unit: "mL",
      expiresOn: "2027-12-31",
      details: { cas: "64-17-5", lotNumber: "B2411" },
      molFile: null,
    });
  });

  it("leaves the barcode out when none is typed, so the server makes one; no expiry date is null", () => {
    const body = registerBodyOf({ ...typed, barcode: "  ", expiresOn: "" });
    expect(body).not.toHaveProperty("barcode");
    expect(body.expiresOn).toBeNull();
  });

  it("sends a pasted structure as it is", () => {
    expect(registerBodyOf({ ...typed, molFile: "CCO" }).molFile).toBe("CCO");
  });

  it("reads a registered lot back into the same form", () => {
    const lot = {
      barcode: "B1",
      name: "Acetone",
      quantity: 0.75,
      unit: "L" as const,
      expiresOn: null,
      details: { cas: "67-64-1" },
      molFile: null,
    };
    const form = formOf(lot);
    expect(form).toMatchObject({ barcode: "B1", name: "Acetone", quantity: "0.75", unit: "L", expiresOn: "", molFile: "" });
    expect(form.details.cas).toBe("67-64-1");
    expect(form.details.warehouse).toBe("");
  });

  it("needs a name, a quantity of 0 or more, a printable barcode and a CAS number whose check digit holds", () => {
    expect(formProblems(typed, true)).toEqual([]);
    expect(formProblems({ ...EMPTY_FORM }, true)).toEqual(["name", "quantity"]);
    expect(formProblems({ ...typed, quantity: "-1" }, true)).toEqual(["quantity"]);
    expect(formProblems({ ...typed, quantity: "0" }, true)).toEqual([]);
    expect(formProblems({ ...typed, barcode: "乙醇" }, true)).toEqual(["barcode"]);
    expect(formProblems({ ...typed, details: { ...typed.details, cas: "67-64-2" } }, true)).toEqual(["cas"]);
  });

  it("describing a lot does not ask for its barcode or quantity", () => {
    expect(formProblems({ ...typed, barcode: "乙醇", quantity: "" }, false)).toEqual([]);
  });
});

describe("the hints while typing", () => {
  it("hints at a CAS number with a wrong check digit or shape, not at an empty one", () => {
    expect(casProblem("")).toBeNull();
    expect(casProblem("64-17-5")).toBeNull();
    expect(casProblem("67-64-2")).toBe("cas");
    expect(casProblem("6417-5")).toBe("cas");
  });

  it("hints at a barcode that does not print as Code 128, not at an empty one", () => {
    expect(barcodeProblem("")).toBeNull();
    expect(barcodeProblem("M0123456789")).toBeNull();
    expect(barcodeProblem("乙醇")).toBe("barcode");
    expect(barcodeProblem("x".repeat(65))).toBe("barcode");
  });
});
