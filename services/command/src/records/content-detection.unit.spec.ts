import { randomBytes } from "node:crypto";
import { Readable } from "node:stream";
import { checkContent } from "@labledger/domain";
import { DEFAULT_SETTINGS } from "@labledger/domain/settings/organisation-settings";
import { describe, expect, it } from "vitest";
import { detectContent, readHead } from "./content-detection";

const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==",
  "base64",
);

describe("what a file is, from its first bytes", () => {
  it("recognises formats by magic number and nothing in markup or text", async () => {
    expect(await detectContent(PNG)).toEqual({ ext: "png", mime: "image/png" });
    expect(await detectContent(Buffer.from("%PDF-1.7\n"))).toEqual({ ext: "pdf", mime: "application/pdf" });
    expect(await detectContent(Buffer.from("<html><script>alert(1)</script></html>"))).toBeUndefined();
    expect(await detectContent(Buffer.from("<svg xmlns='http://www.w3.org/2000/svg'/>"))).toBeUndefined();
    expect(await detectContent(new Uint8Array(0))).toBeUndefined();
  });
  it("never throws on garbage", async () => {
    for (let i = 0; i < 50; i++) await detectContent(randomBytes(1 + ((i * 97) % 5000)));
  });
  it("together with the rules: a PNG is a png, HTML is no pdf", async () => {
    const files = DEFAULT_SETTINGS.files;
    expect(checkContent("gel.png", await detectContent(PNG), files)).toBe("image/png");
    expect(() => checkContent("NMR-1H.pdf", undefined, files)).toThrow();
  });
  it("reads the head of a stream and closes it", async () => {
    const stream = Readable.from([Buffer.from("abc"), Buffer.from("defgh"), Buffer.from("ijk")]);
    expect((await readHead(stream, 5)).toString()).toBe("abcde");
    expect(stream.destroyed).toBe(true);
  });
});
