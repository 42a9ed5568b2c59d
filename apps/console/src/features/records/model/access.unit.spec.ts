import { describe, expect, it } from "vitest";
import { moduleEditable, showsEditButton } from "./access";

const plain = { isCheck: false, readOnly: false, showEditButton: false };

describe("module read-only and edit-button rules (spec §4 Module)", () => {
  it("given an ordinary module and a record opened for editing, then it is editable", () => {
    expect(moduleEditable(plain, { openReadOnly: false, taken: false })).toBe(true);
  });

  it("given another member has the record open, then it is read-only", () => {
    expect(moduleEditable(plain, { openReadOnly: true, taken: false })).toBe(false);
  });

  it("given another member has the record open, then a spreadsheet stays editable (co-edited cell by cell) unless signed or read-only", () => {
    const sheet = { ...plain, type: "spreadSheet" };
    expect(moduleEditable(sheet, { openReadOnly: true, taken: false })).toBe(true);
    expect(moduleEditable({ ...sheet, isCheck: true }, { openReadOnly: true, taken: false })).toBe(false);
    expect(moduleEditable({ ...sheet, readOnly: true }, { openReadOnly: true, taken: false })).toBe(false);
    expect(moduleEditable({ ...plain, type: "grid" }, { openReadOnly: true, taken: false })).toBe(false);
  });

  it("given a signed or locked module, then it is read-only even when taken", () => {
    expect(moduleEditable({ ...plain, isCheck: true, showEditButton: true }, { openReadOnly: false, taken: true })).toBe(false);
  });

  it("given module authorisation, then the module stays read-only until its edit button is clicked", () => {
    const shared = { ...plain, showEditButton: true };
    expect(moduleEditable(shared, { openReadOnly: true, taken: false })).toBe(false);
    expect(showsEditButton(shared, false)).toBe(true);
    expect(moduleEditable(shared, { openReadOnly: true, taken: true })).toBe(true);
    expect(showsEditButton(shared, true)).toBe(false);
  });

  it("given the server made the module read-only for this member, then it is not editable", () => {
    expect(moduleEditable({ ...plain, readOnly: true }, { openReadOnly: false, taken: false })).toBe(false);
  });
});
