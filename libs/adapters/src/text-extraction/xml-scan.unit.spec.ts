import { describe, expect, it } from "vitest";
import { attribute, decodeXmlText, xmlTokens } from "./xml-scan";

const tokens = (xml: string) => [...xmlTokens(xml)];

describe("XML scan", () => {
  it("gives tags by local name, their attributes, and text with entities decoded", () => {
    expect(tokens('<w:p a="1"><w:t xml:space="preserve">R&amp;D</w:t><w:tab/></w:p>')).toEqual([
      { kind: "open", name: "p", attributes: ' a="1"', selfClosing: false },
      { kind: "open", name: "t", attributes: ' xml:space="preserve"', selfClosing: false },
      { kind: "text", text: "R&D" },
      { kind: "close", name: "t" },
      { kind: "open", name: "tab", attributes: "", selfClosing: true },
      { kind: "close", name: "p" },
    ]);
  });

  it("skips comments, processing instructions and a DOCTYPE with its internal subset; keeps CDATA as written", () => {
    expect(tokens('<?xml version="1.0"?><!DOCTYPE a [<!ENTITY e "x>y">]><!-- <t>no</t> --><t><![CDATA[a<b &amp;]]></t>')).toEqual(
      [
        { kind: "open", name: "t", attributes: "", selfClosing: false },
        { kind: "text", text: "a<b &amp;" },
        { kind: "close", name: "t" },
      ],
    );
  });

  it("finds a tag's end past a > inside a quoted attribute value", () => {
    expect(tokens('<c f="a>b"/>x')).toEqual([
      { kind: "open", name: "c", attributes: ' f="a>b"', selfClosing: true },
      { kind: "text", text: "x" },
    ]);
  });

  it("ends quietly at broken markup: an unclosed tag, quote, comment or CDATA", () => {
    expect(tokens("<t>kept</t><t a='unclosed>lost")).toEqual([
      { kind: "open", name: "t", attributes: "", selfClosing: false },
      { kind: "text", text: "kept" },
      { kind: "close", name: "t" },
    ]);
    expect(tokens("a<!-- never closed")).toEqual([{ kind: "text", text: "a" }]);
    expect(tokens("a<![CDATA[ never closed")).toEqual([{ kind: "text", text: "a" }]);
  });

  it("reads an attribute by its local name, in either quotes, entities decoded", () => {
    expect(attribute(` name="R&amp;D" r:id='rId3' sheetId="2"`, "name")).toBe("R&D");
    expect(attribute(` name="R&amp;D" r:id='rId3' sheetId="2"`, "id")).toBe("rId3");
    expect(attribute(` name="x"`, "missing")).toBeUndefined();
  });

  it("decodes only the predefined entities and valid character references", () => {
    expect(decodeXmlText("&lt;&gt;&amp;&quot;&apos; &#20013;&#x6587; &nbsp; &#xD800; &#x110000; &unknown;")).toBe(
      `<>&"' 中文 &nbsp; \ufffd \ufffd &unknown;`,
    );
  });
});
