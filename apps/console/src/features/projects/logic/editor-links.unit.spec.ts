import { describe, expect, it } from "vitest";
import { editorLinks } from "./editor-links";

describe("links into the record editor (spec §2 record routes)", () => {
  it("uses the editor's exact addresses", () => {
    expect(editorLinks.newRecord("b1")).toBe("/newRecord/0/b1");
    expect(editorLinks.cloneRecord("e1", "b1")).toBe("/cloneRecord/e1/b1");
    expect(editorLinks.editRecord("e1")).toBe("/editRecord/e1");
    expect(editorLinks.previewRecord("e1")).toBe("/previewRecord/e1");
  });
});
