import type { ChangeWords, Words } from "@labledger/domain";
import { sanitiseHtml } from "./sanitise-html";

/** Words whose rich text is made safe to render: the console shows the HTML as it is given. */
export const safeWords = (words: Words): Words =>
  words.html === undefined ? words : { ...words, html: sanitiseHtml(words.html) };

export const safeChangeWords = (words: ChangeWords): ChangeWords => ({
  ...words,
  oldValue: safeWords(words.oldValue),
  newValue: safeWords(words.newValue),
});
