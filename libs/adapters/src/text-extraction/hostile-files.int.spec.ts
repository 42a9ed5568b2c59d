import { describe, expect, it } from "vitest";
import { withDeclaredSize } from "../zip/test-zips";
import { extractText } from "./extract-text";
import { docxOf, noise, paragraph, pdfOf, wordPart, zipOf } from "./test-documents";

const MiB = 1024 * 1024;
const latin1 = (text: string) => new Uint8Array(Buffer.from(text, "latin1"));
const concat = (...parts: Uint8Array[]) => new Uint8Array(Buffer.concat(parts));
const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

/** A body paragraph padded with megabytes of spaces: deflate turns it into a few kilobytes. */
const bloatedDocument = (megabytes: number) =>
  `<?xml version="1.0"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body>${paragraph(
    "bomb",
  )}${" ".repeat(megabytes * MiB)}</w:body></w:document>`;

describe("hostile and broken files: undefined, never a throw", () => {
  it("refuses a zip entry that declares more than the unzip budget, before inflating it", async () => {
    const bomb = docxOf("", { "word/document.xml": bloatedDocument(8) });
    expect(bomb.byteLength).toBeLessThan(64 * 1024);
    expect(await extractText(bomb, { name: "bomb.docx" }, { maxUnzippedBytes: 1 * MiB })).toBeUndefined();
    expect((await extractText(bomb, { name: "bomb.docx" }, { maxUnzippedBytes: 16 * MiB }))?.text).toBe("bomb");
  });

  it("refuses a zip entry that inflates past the size it declares (a lying central directory)", async () => {
    const liar = withDeclaredSize(docxOf("", { "word/document.xml": bloatedDocument(8) }), "word/document.xml", 200);
    expect(await extractText(liar, { name: "liar.docx" }, { maxUnzippedBytes: 1 * MiB })).toBeUndefined();
    expect(await extractText(liar, { name: "liar.docx" })).toBeUndefined();
  });

  it("refuses a zip entry that inflates to less than it declares", async () => {
    const short = withDeclaredSize(docxOf(paragraph("short")), "word/document.xml", 4096);
    expect(await extractText(short, { name: "short.docx" })).toBeUndefined();
  });

  it("keeps the body when a later part (a header) would go past the budget, and says the text was cut", async () => {
    const docx = docxOf(paragraph("The body fits"), { "word/header1.xml": wordPart("hdr", " ".repeat(2 * MiB)) });
    expect(await extractText(docx, { name: "a.docx" }, { maxUnzippedBytes: 1 * MiB })).toEqual({
      text: "The body fits",
      truncated: true,
    });
  });

  it("reads the document when a part it does not read is damaged (its local header gone)", async () => {
    const docx = docxOf(paragraph("Still searchable"), { "word/media/image1.bin": "not read for text" });
    const localName = Buffer.from(docx).indexOf("word/media/image1.bin");
    docx.fill(0, localName - 30, localName);
    expect(await extractText(docx, { name: "a.docx" })).toEqual({ text: "Still searchable", truncated: false });
  });

  it("gives undefined for a zip whose deflate data is damaged", async () => {
    const docx = docxOf(paragraph("Some words that compress into a deflate stream worth damaging ".repeat(20)));
    const damaged = docx.slice();
    // The first occurrence of the name is in the entry's local header; fflate writes no extra field.
    const dataStart = Buffer.from(docx).indexOf("word/document.xml") + "word/document.xml".length;
    damaged.set(noise(200, 7), dataStart + 8);
    expect(await extractText(damaged, { name: "damaged.docx" })).toBeUndefined();
  });

  it("gives undefined for a zip that is not a Word document or a workbook, and for a zip header followed by noise", async () => {
    expect(await extractText(zipOf({ "readme.txt": "hello" }), { name: "archive.zip" })).toBeUndefined();
    expect(await extractText(concat(latin1("PK\u0003\u0004"), noise(4096)), { name: "x.docx" })).toBeUndefined();
  });

  it("gives undefined for a truncated PDF and for a PDF header followed by noise", async () => {
    const pdf = await pdfOf(["Page one of a PDF cut in half"]);
    expect(await extractText(pdf.subarray(0, pdf.byteLength / 2), { name: "cut.pdf" })).toBeUndefined();
    expect(await extractText(concat(latin1("%PDF-1.7\n"), noise(64 * 1024, 3)), { name: "noise.pdf" })).toBeUndefined();
    expect(await extractText(latin1("%PDF-"), { name: "header-only.pdf" })).toBeUndefined();
  });

  it("gives undefined for random bytes, an empty file and a PNG, whatever they are called", async () => {
    for (const name of ["random.bin", "random.txt", "random.pdf", "random.csv"]) {
      expect(await extractText(noise(32 * 1024, 11), { name })).toBeUndefined();
    }
    expect(await extractText(new Uint8Array(), { name: "empty.txt" })).toBeUndefined();
    const png = concat(new Uint8Array(PNG_SIGNATURE), noise(2048, 5));
    expect(await extractText(png, { name: "scan.png", mediaType: "image/png" })).toBeUndefined();
    expect(await extractText(png, { name: "scan.txt" })).toBeUndefined();
  });

  it("does not read a file over maxInputBytes", async () => {
    const text = latin1("x".repeat(2048));
    expect(await extractText(text, { name: "big.txt" }, { maxInputBytes: 2047 })).toBeUndefined();
    expect((await extractText(text, { name: "big.txt" }, { maxInputBytes: 2048 }))?.text).toHaveLength(2048);
  });
});

describe("limits", () => {
  it("cuts the text at maxChars and says so", async () => {
    const text = new TextEncoder().encode("alpha beta gamma delta");
    expect(await extractText(text, { name: "a.txt" }, { maxChars: 10 })).toEqual({ text: "alpha beta", truncated: true });
    expect(await extractText(text, { name: "a.txt" }, { maxChars: 22 })).toEqual({
      text: "alpha beta gamma delta",
      truncated: false,
    });
  });

  it("never leaves half of a character outside the Basic Multilingual Plane at the cut", async () => {
    const text = new TextEncoder().encode("ab🧪🧪");
    expect(await extractText(text, { name: "a.txt" }, { maxChars: 3 })).toEqual({ text: "ab", truncated: true });
  });

  it("stops reading pages once the text is cut", async () => {
    const pdf = await pdfOf(["first page words", "second page words", "third page words"]);
    expect(await extractText(pdf, { name: "a.pdf" }, { maxChars: 20 })).toEqual({
      text: "first page words\nsec",
      truncated: true,
    });
  });
});
