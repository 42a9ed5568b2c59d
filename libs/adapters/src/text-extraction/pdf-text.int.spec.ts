import { afterEach, describe, expect, it, vi } from "vitest";
import { extractText } from "./extract-text";
import { pdfInPredefinedChineseEncoding, pdfOf } from "./test-documents";

const asPdf = { name: "report.pdf", mediaType: "application/pdf" };

describe("text of a PDF", () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it("finds a word inside an attached PDF", async () => {
    const pdf = await pdfOf(["Suzuki coupling of 4-bromoanisole with phenylboronic acid, 92% yield."]);
    expect(await extractText(pdf, asPdf)).toEqual({
      text: "Suzuki coupling of 4-bromoanisole with phenylboronic acid, 92% yield.",
      truncated: false,
    });
  });

  it("reads Chinese set in an embedded CID font (Noto Sans SC, as the project's exports write it)", async () => {
    const pdf = await pdfOf(["合成路线 Suzuki coupling", "产率 92%"], { chinese: true });
    expect(await extractText(pdf, asPdf)).toEqual({ text: "合成路线 Suzuki coupling\n产率 92%", truncated: false });
  });

  it("reads Chinese in a predefined CJK encoding with a font that is not embedded (needs the packaged CMaps)", async () => {
    expect(await extractText(pdfInPredefinedChineseEncoding("合成路线"), asPdf)).toEqual({ text: "合成路线", truncated: false });
  });

  it("puts pages in order, each on its own line, and a line break where a line ends", async () => {
    const wrapped =
      "This sentence is long enough that pdfkit wraps it onto a second line of the page, so pdf.js marks an end of line.";
    const pdf = await pdfOf(["Page one", wrapped, "Page three"]);
    const result = await extractText(pdf, asPdf);
    const lines = result?.text.split("\n") ?? [];
    expect(lines[0]).toBe("Page one");
    expect(lines.slice(1, -1).length).toBeGreaterThan(1);
    expect(lines.slice(1, -1).join(" ")).toBe(wrapped);
    expect(lines.at(-1)).toBe("Page three");
  });

  it("reads no page past maxPdfPages, and says the text was cut", async () => {
    const pdf = await pdfOf(["Page one", "Page two", "Page three"]);
    expect(await extractText(pdf, asPdf, { maxPdfPages: 2 })).toEqual({ text: "Page one\nPage two", truncated: true });
  });

  it("prints nothing for normal files (pdf.js at verbosity 0)", async () => {
    const printed = (["log", "info", "warn", "error", "debug"] as const).map((method) => vi.spyOn(console, method));
    const writes = vi.spyOn(process.stdout, "write");
    await extractText(await pdfOf(["Standard Helvetica"]), asPdf);
    await extractText(await pdfOf(["嵌入字体"], { chinese: true }), asPdf);
    await extractText(pdfInPredefinedChineseEncoding("预定义编码"), asPdf);
    for (const spy of [...printed, writes]) expect(spy).not.toHaveBeenCalled();
  });

  it("reads a PDF that is encrypted but opens without a password (an owner password only)", async () => {
    const pdf = await pdfOf(["Restricted printing"], { ownerPassword: "owner" });
    expect(await extractText(pdf, asPdf)).toEqual({ text: "Restricted printing", truncated: false });
  });

  it("gives undefined for a PDF that needs a password to open", async () => {
    const pdf = await pdfOf(["Secret"], { userPassword: "user", ownerPassword: "owner" });
    expect(await extractText(pdf, asPdf)).toBeUndefined();
  });

  it("leaves the caller's bytes usable (pdf.js detaches the buffer it is given)", async () => {
    const pdf = await pdfOf(["Still here"]);
    const buffer = Buffer.from(pdf);
    await extractText(buffer, asPdf);
    expect(buffer.byteLength).toBe(pdf.byteLength);
    expect(buffer.subarray(0, 5).toString("latin1")).toBe("%PDF-");
  });
});
