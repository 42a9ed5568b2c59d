import { describe, expect, it } from "vitest";
import { changedDetails, isDirty } from "./dirty";
import type { RecordDetails } from "./types";

const details: RecordDetails = {
  title: "Batch 3",
  participants: [],
  roomTemperature: 22,
  relativeHumidity: null,
  conclusion: null,
  departmentId: null,
};

describe("dirty tracking (a save that changes nothing sends nothing)", () => {
  it("given a module never edited, when checked, then it is not dirty", () => {
    expect(isDirty({ fields: { value: "a" }, rows: [] }, undefined)).toBe(false);
  });

  it("given a draft equal to the saved content (keys in another order), then it is not dirty", () => {
    expect(isDirty({ fields: { a: 1, b: 2 }, rows: [] }, { fields: { b: 2, a: 1 }, rows: [] })).toBe(false);
  });

  it("given a changed value or a new grid row, then it is dirty", () => {
    expect(isDirty({ fields: { value: "a" }, rows: [] }, { fields: { value: "b" }, rows: [] })).toBe(true);
    expect(isDirty({ fields: {}, rows: [] }, { fields: {}, rows: [{ rowId: "r1" }] })).toBe(true);
  });

  it("given record fields, when one changed, then only that one is sent", () => {
    expect(changedDetails(details, { ...details, roomTemperature: 23 })).toEqual({ roomTemperature: 23 });
    expect(changedDetails(details, details)).toEqual({});
  });
});
