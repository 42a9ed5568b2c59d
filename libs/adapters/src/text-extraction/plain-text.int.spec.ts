import { describe, expect, it } from "vitest";
import { extractText } from "./extract-text";

const bytes = (...values: number[]) => new Uint8Array(values);
const utf8 = (text: string) => new TextEncoder().encode(text);
const utf16le = (text: string) => new Uint8Array(Buffer.from(text, "utf16le"));
const utf16be = (text: string) => utf16le(text).map((_, i, all) => all[i ^ 1] ?? 0);
const concat = (...parts: Uint8Array[]) => new Uint8Array(Buffer.concat(parts));

describe("text of a text file", () => {
  it("reads UTF-8 and drops its byte-order mark", async () => {
    const file = concat(bytes(0xef, 0xbb, 0xbf), utf8("sample,yield\nA-1,92%\n"));
    expect(await extractText(file, { name: "yields.csv" })).toEqual({ text: "sample,yield\nA-1,92%", truncated: false });
  });

  it("reads UTF-16 little- and big-endian by their byte-order mark", async () => {
    expect((await extractText(concat(bytes(0xff, 0xfe), utf16le("温度 25 °C")), { name: "log.txt" }))?.text).toBe("温度 25 °C");
    expect((await extractText(concat(bytes(0xfe, 0xff), utf16be("温度 25 °C")), { name: "log.txt" }))?.text).toBe("温度 25 °C");
  });

  it("recognises UTF-16 without a byte-order mark by its zero bytes", async () => {
    expect((await extractText(utf16le("Absorbance at 280 nm"), { name: "plate.txt" }))?.text).toBe("Absorbance at 280 nm");
  });

  it("reads GB18030 when the bytes are not UTF-8 (a CSV saved by Chinese Windows)", async () => {
    // 合成 = BA CF B3 C9, 路线 = C2 B7 CF DF in GB18030 (and GBK).
    const file = concat(utf8("step,"), bytes(0xba, 0xcf, 0xb3, 0xc9, 0xc2, 0xb7, 0xcf, 0xdf), utf8(",1\r\n"));
    expect((await extractText(file, { name: "steps.csv" }))?.text).toBe("step,合成路线,1");
  });

  it("drops zero bytes, turns other control characters into spaces and white space runs into one", async () => {
    const file = utf8("Observed on day 3 of the run: a  \t b\r\n\r\n\r\n  c\u0000d\u0001e\u00a0\u3000f\n\n");
    expect((await extractText(file, { name: "notes.txt" }))?.text).toBe("Observed on day 3 of the run: a\tb\ncd e f");
  });

  it("knows text by its media type or by its extension, sequence formats included", async () => {
    const fasta = utf8(">sp|P69905|HBA_HUMAN Hemoglobin subunit alpha\nMVLSPADKTNVKAAWGKVGAHAGEYGAEALERMF\n");
    expect((await extractText(fasta, { name: "hba.fasta" }))?.text).toContain("Hemoglobin subunit alpha");
    expect((await extractText(fasta, { name: "hba", mediaType: "text/plain; charset=utf-8" }))?.text).toContain("HBA_HUMAN");
    expect((await extractText(utf8('{"note":"dry THF"}'), { name: "x", mediaType: "application/json" }))?.text).toBe(
      '{"note":"dry THF"}',
    );
    expect((await extractText(utf8("LOCUS       pUC19"), { name: "pUC19.gb" }))?.text).toBe("LOCUS pUC19");
  });

  it("gives undefined for a file whose type says nothing about text", async () => {
    expect(await extractText(utf8("plain words"), { name: "data.bin" })).toBeUndefined();
    expect(
      await extractText(utf8("plain words"), { name: "noextension", mediaType: "application/octet-stream" }),
    ).toBeUndefined();
  });
});
