import { htmlToText } from "../../audit/plain-text";
import { richTextInWords } from "../../audit/value-words";
import { defineKind } from "../kit/define-kind";
import { elnEntityOf } from "../kit/eln-entity";

/** Spec §3 editor: rich text, kept as sanitised HTML in its `html` field. */
export const editor = defineKind({
  type: "editor",
  family: "editor",
  htmlFields: ["html"],
  words: { en: { name: "Rich text" }, "zh-CN": { name: "富文本" } },
  fieldLabel: (key, kindName) => (key === "html" ? kindName : undefined),
  fieldValueInWords: (key, value) => (key === "html" ? richTextInWords(value) : undefined),
  compareView: { rows: "none" },
  toElnEntity: (module) => {
    const { html, ...rest } = module.content.fields;
    return elnEntityOf(module, {
      fields: rest,
      extra: typeof html === "string" ? { text: htmlToText(html), encodingFormat: "text/html", description: html } : {},
    });
  },
});
