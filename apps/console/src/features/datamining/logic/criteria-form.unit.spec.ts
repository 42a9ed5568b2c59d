import { describe, expect, it } from "vitest";
import { criteriaOfForm, daysProblem, EMPTY_CRITERIA_FORM, fieldsQueryOf, formOfCriteria, narrows } from "./criteria-form";

const NONE = { projectIds: [], notebookIds: [], templateIds: [], statuses: [], from: null, to: null };

describe("criteria ⇄ the editor's form", () => {
  it("saved criteria come back the same through the form (days as the date field holds them)", () => {
    const saved = {
      projectIds: ["p1", "p2"],
      notebookIds: ["b1"],
      templateIds: ["t1"],
      statuses: ["submitted" as const, "approved" as const],
      from: "2026-01-01",
      to: null,
    };
    const form = formOfCriteria(saved);
    expect(form).toEqual({
      projectIds: ["p1", "p2"],
      notebookIds: ["b1"],
      statuses: ["submitted", "approved"],
      from: "2026-01-01",
      to: "",
    });
    expect(criteriaOfForm(form, saved.templateIds)).toEqual(saved);
  });

  it("empty criteria are an empty form, and an empty form chooses every record", () => {
    expect(formOfCriteria(NONE)).toEqual(EMPTY_CRITERIA_FORM);
    expect(criteriaOfForm(EMPTY_CRITERIA_FORM)).toEqual(NONE);
    expect(narrows(EMPTY_CRITERIA_FORM)).toBe(false);
    expect(narrows({ ...EMPTY_CRITERIA_FORM, to: "2026-03-01" })).toBe(true);
  });

  it("statuses are saved in the catalogue's order, once each; a half-typed day is no day", () => {
    const criteria = criteriaOfForm({ ...EMPTY_CRITERIA_FORM, statuses: ["approved", "draft", "approved"], from: "2026-0" });
    expect(criteria.statuses).toEqual(["draft", "approved"]);
    expect(criteria.from).toBeNull();
  });

  it("a start after the end is a problem; the same day is not", () => {
    expect(daysProblem({ from: "2026-02-01", to: "2026-01-01" })).toBe("fromAfterTo");
    expect(daysProblem({ from: "2026-01-01", to: "2026-01-01" })).toBeNull();
    expect(daysProblem({ from: "2026-02-01", to: "" })).toBeNull();
  });
});

describe("the field choices' query", () => {
  it("lists each criterion comma-separated and leaves out the empty ones", () => {
    expect(fieldsQueryOf(NONE)).toBe("");
    expect(fieldsQueryOf({ ...NONE, projectIds: ["a", "b"], statuses: ["approved"], from: "2026-01-01" })).toBe(
      "?projectIds=a%2Cb&statuses=approved&from=2026-01-01",
    );
  });
});
