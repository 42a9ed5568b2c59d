import { describe, expect, it } from "vitest";
import { cellAddress, cellPlace, columnOf, letterOf } from "./grid-address";

describe("grid places and cell addresses", () => {
  it("names the grid's columns A to Z, then AA…AZ, and reads them back", () => {
    expect([0, 1, 25, 26, 27, 51].map(letterOf)).toEqual(["A", "B", "Z", "AA", "AB", "AZ"]);
    expect(["A", "Z", "AA", "AZ"].map(columnOf)).toEqual([0, 25, 26, 51]);
  });
  it("turns a place into its address and an address into its place; not an address gives null", () => {
    expect(cellAddress({ row: 3, column: 1 })).toBe("B3");
    expect(cellPlace("AA10")).toEqual({ row: 10, column: 26 });
    expect(cellPlace("A0")).toBeNull();
    expect(cellPlace("1A")).toBeNull();
  });
});
