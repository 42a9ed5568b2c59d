import { describe, expect, it } from "vitest";
import { fieldLabel, fieldValueInWords, kindInWords } from "../../audit/module-words";
import { en, moduleOf, ruleFor, zh } from "../testing";
import { editor } from ".";

const html = "<p>Stir <b>2 h</b></p>";

describe("kind editor (rich text)", () => {
  it("given any HTML, when saved, then its schema takes it (the server sanitises it first)", () => {
    expect(ruleFor(editor, { html })).toBeNull();
  });
  it("reads its html as the kind's name and as text plus the HTML for screens", () => {
    expect([kindInWords("editor", null, en), kindInWords("editor", null, zh)]).toEqual(["Rich text", "富文本"]);
    expect(fieldLabel(moduleOf(editor), "html", zh)).toBe("富文本");
    expect(fieldValueInWords(moduleOf(editor), "html", html, en)).toEqual({ text: "Stir 2 h", html });
  });
  it("keeps its text in a clone and shows no rows side by side", () => {
    expect(editor.cloneReset({ fields: { html }, rows: [] })).toEqual({ fields: { html }, rows: [] });
    expect(editor.compareView.rows).toBe("none");
  });
  it("exports its text to the PDF and its HTML as the entity's description", () => {
    const module = moduleOf(editor, { fields: { html } });
    expect(editor.toPlainRows(module, en)).toEqual([{ label: "Rich text", value: "Stir 2 h" }]);
    expect(editor.toElnEntity(module).entity).toMatchObject({
      text: "Stir 2 h",
      encodingFormat: "text/html",
      description: html,
      variableMeasured: [],
    });
  });
});
