import { describe, expect, it } from "vitest";
import {
  asRecordModule,
  type TemplateModule,
  withAdded,
  withChanged,
  withGrant,
  withMoved,
  withoutModule,
} from "./template-draft";

const module = (moduleId: string, title = moduleId): TemplateModule => ({
  moduleId,
  type: "input",
  subType: null,
  title,
  required: false,
  columns: [],
  content: { fields: {}, rows: [] },
  locked: false,
});

describe("a template's draft, edited module by module", () => {
  it("adds a module at the end, empty, unlocked and unauthorised", () => {
    const draft = withAdded([module("a")], { type: "textarea", subType: null, title: "Aim", columns: [], required: true }, "b");
    expect(draft.map((m) => m.moduleId)).toEqual(["a", "b"]);
    expect(draft[1]).toEqual({
      moduleId: "b",
      type: "textarea",
      subType: null,
      title: "Aim",
      required: true,
      columns: [],
      content: { fields: {}, rows: [] },
      locked: false,
    });
  });

  it("moves, removes and changes one module, leaving the others as they were", () => {
    const draft = [module("a"), module("b"), module("c")];
    expect(withMoved(draft, "c", -1).map((m) => m.moduleId)).toEqual(["a", "c", "b"]);
    expect(withMoved(draft, "a", -1).map((m) => m.moduleId)).toEqual(["a", "b", "c"]);
    expect(withoutModule(draft, "b").map((m) => m.moduleId)).toEqual(["a", "c"]);
    const locked = withChanged(draft, "b", (m) => ({ ...m, locked: true }));
    expect(locked.map((m) => m.locked)).toEqual([false, true, false]);
  });

  it("grants and takes back a member's access; no grants at all stays distinct from an empty list", () => {
    const granted = withGrant(module("a"), "m1", 1);
    expect(granted.grants).toEqual({ m1: 1 });
    expect(withGrant(granted, "m1", null).grants).toEqual({});
    expect(module("a").grants).toBeUndefined();
  });

  it("shows as a record's module: never signed, grants only when the template has them", () => {
    expect(asRecordModule(module("a"))).toMatchObject({ moduleId: "a", isCheck: false, signatures: [], readOnly: false });
    expect("grants" in asRecordModule(module("a"))).toBe(false);
    expect(asRecordModule(withGrant(module("a"), "m1", 0)).grants).toEqual({ m1: 0 });
  });
});
