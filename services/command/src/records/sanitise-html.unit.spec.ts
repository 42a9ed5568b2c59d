import { describe, expect, it } from "vitest";
import { sanitiseHtml, withSafeHtmlFields } from "./sanitise-html";

describe("rich-text sanitising", () => {
  it("keeps formatting, tables, sub/superscripts and images", () => {
    const html =
      '<p style="text-align:center"><b>H<sub>2</sub>O</b></p><table><tr><td colspan="2">x</td></tr></table><img src="https://lab/x.png" width="120" />';
    expect(sanitiseHtml(html)).toBe(html);
  });
  it("removes scripts, event handlers, javascript: links and style that loads content", () => {
    const dirty =
      '<p onclick="steal()">a<script>alert(1)</script><a href="javascript:alert(1)">b</a><span style="background-image:url(x)">c</span></p>';
    expect(sanitiseHtml(dirty)).toBe("<p>a<a>b</a><span>c</span></p>");
  });
});

describe("the HTML a module kind declares", () => {
  const dirty = '<p onclick="steal()">a<script>alert(1)</script></p>';
  it("is made safe for the kinds that declare it (rich text's html), the other fields kept", () => {
    expect(withSafeHtmlFields("editor", { html: dirty, note: dirty })).toEqual({ html: "<p>a</p>", note: dirty });
  });
  it("is left as it is in kinds that declare none, and in a type no kind registers", () => {
    const fields = { html: dirty, value: dirty };
    expect(withSafeHtmlFields("textarea", fields)).toBe(fields);
    expect(withSafeHtmlFields("retiredKind", fields)).toBe(fields);
  });
});
