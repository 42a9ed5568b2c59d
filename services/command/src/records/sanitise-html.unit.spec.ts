import { describe, expect, it } from "vitest";
import { sanitiseHtml } from "./sanitise-html";

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
