import { describe, expect, it } from "vitest";
import { zip64Of } from "../zip/test-zips";
import { extractText } from "./extract-text";
import { docxOf, paragraph, wordPart } from "./test-documents";

const asDocx = { name: "protocol.docx" };

describe("text of a Word document (DOCX)", () => {
  it("reads the runs of each paragraph, one paragraph a line, with tabs and line breaks kept", async () => {
    const docx = docxOf(
      paragraph("Synthesis ", "of ", "aspirin") +
        "<w:p><w:r><w:t>Step</w:t><w:tab/><w:t>Reagent</w:t><w:br/><w:t>Next line</w:t></w:r></w:p>" +
        "<w:p/>" +
        paragraph("Done"),
    );
    expect(await extractText(docx, asDocx)).toEqual({
      text: "Synthesis of aspirin\nStep\tReagent\nNext line\nDone",
      truncated: false,
    });
  });

  it("decodes XML entities and character references", async () => {
    const docx = docxOf(paragraph("R&amp;D &lt;5%&gt; &quot;dry&quot; &apos;THF&apos; &#x4E2D;&#25991; &#x1F9EA;"));
    expect((await extractText(docx, asDocx))?.text).toBe(`R&D <5%> "dry" 'THF' 中文 🧪`);
  });

  it("separates a table's cells by tabs and its rows by line breaks", async () => {
    const cell = (...paragraphs: string[]) => `<w:tc><w:tcPr><w:tcW w:w="2000"/></w:tcPr>${paragraphs.join("")}</w:tc>`;
    const row = (...cells: string[]) => `<w:tr>${cells.join("")}</w:tr>`;
    const docx = docxOf(
      paragraph("Reagents:") +
        `<w:tbl>${row(cell(paragraph("Name")), cell(paragraph("Amount")))}${row(
          cell(paragraph("Sodium"), paragraph("chloride")),
          cell(paragraph("5 g")),
        )}</w:tbl>` +
        paragraph("After the table"),
    );
    expect((await extractText(docx, asDocx))?.text).toBe("Reagents:\nName\tAmount\nSodium chloride\t5 g\nAfter the table");
  });

  it("adds footnotes, endnotes, headers and footers after the body", async () => {
    const docx = docxOf(paragraph("Body text"), {
      "word/header1.xml": wordPart("hdr", paragraph("Lab 3 header")),
      "word/footer1.xml": wordPart("ftr", paragraph("Confidential footer")),
      "word/footnotes.xml": wordPart("footnotes", `<w:footnote w:id="1">${paragraph("See ref. 12")}</w:footnote>`),
      "word/endnotes.xml": wordPart("endnotes", `<w:endnote w:id="1">${paragraph("End note")}</w:endnote>`),
    });
    expect((await extractText(docx, asDocx))?.text).toBe("Body text\nSee ref. 12\nEnd note\nLab 3 header\nConfidential footer");
  });

  it("leaves out deleted text, field codes, and the fallback copy of a text box", async () => {
    const docx = docxOf(
      "<w:p><w:ins><w:r><w:t>kept</w:t></w:r></w:ins><w:del><w:r><w:delText>removed</w:delText></w:r></w:del>" +
        '<w:r><w:instrText xml:space="preserve"> PAGE </w:instrText></w:r></w:p>' +
        '<w:p><w:r><mc:AlternateContent xmlns:mc="http://schemas.openxmlformats.org/markup-compatibility/2006">' +
        `<mc:Choice Requires="wps"><w:drawing><wps:txbx><w:txbxContent>${paragraph("in a box")}</w:txbxContent></wps:txbx></w:drawing></mc:Choice>` +
        `<mc:Fallback><w:pict><v:textbox><w:txbxContent>${paragraph("in a box")}</w:txbxContent></v:textbox></w:pict></mc:Fallback>` +
        "</mc:AlternateContent></w:r></w:p>",
    );
    expect((await extractText(docx, asDocx))?.text).toBe("kept\nin a box");
  });

  it("never expands an entity a DOCTYPE declares (no external entities)", async () => {
    const document =
      '<?xml version="1.0"?><!DOCTYPE w:document [<!ENTITY xxe SYSTEM "file:///etc/hostname"><!ENTITY lol "lol&gt;">]>' +
      `<w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body>${paragraph("a &xxe; b &lol;")}</w:body></w:document>`;
    const docx = docxOf("", { "word/document.xml": document });
    expect((await extractText(docx, asDocx))?.text).toBe("a &xxe; b &lol;");
  });

  it("reads a package in the zip64 layout (sizes and offsets in the zip64 extra fields and end record)", async () => {
    const document = `<w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body>${paragraph("Zip64 body")}</w:body></w:document>`;
    const docx = zip64Of({ "[Content_Types].xml": "<Types/>", "word/document.xml": document });
    expect(await extractText(docx, asDocx)).toEqual({ text: "Zip64 body", truncated: false });
  });

  it("is read by its content, whatever its name", async () => {
    expect((await extractText(docxOf(paragraph("Renamed")), { name: "notes.bin" }))?.text).toBe("Renamed");
  });
});
