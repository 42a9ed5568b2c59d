import { describe, expect, it } from "vitest";
import { DEFAULT_SETTINGS } from "../settings/organisation-settings";
import { checkFile, checkImageCount, sizeLimit } from "./attachment-rules";

const files = DEFAULT_SETTINGS.files;
const MB = 1024 * 1024;

describe("attachment rules (spec §5)", () => {
  it('refuses names with / : * ? " < > |', () => {
    for (const bad of ["a/b.pdf", "a:b.pdf", "a*.pdf", "a?.pdf", 'a".pdf', "a<b.pdf", "a>b.pdf", "a|b.pdf", " "])
      expect(() => checkFile(bad, "application/pdf", files)).toThrow();
    expect(() => checkFile("NMR 1H 数据.pdf", "application/pdf", files)).not.toThrow();
  });
  it("takes the default accept list, images by the image list, and video/audio by media type", () => {
    expect(() => checkFile("spectrum.xlsx", "application/vnd.ms-excel", files)).not.toThrow();
    expect(() => checkFile("gel.png", "image/png", files)).not.toThrow();
    expect(() => checkFile("stirring.mp4", "video/mp4", files)).not.toThrow();
    expect(() => checkFile("macro.exe", "application/octet-stream", files)).toThrow();
    expect(() =>
      checkFile("macro.exe", "application/octet-stream", { ...files, accept: [...files.accept, "exe"] }),
    ).not.toThrow();
  });
  it("limits files to 25 MB, or the configured limit plus 0.2 MB, and images to 30 MB", () => {
    expect(sizeLimit("data.pdf", files)).toEqual({ bytes: 25 * MB, limitMB: 25 });
    expect(sizeLimit("data.pdf", { ...files, sizeLimitEnabled: true, sizeLimitMB: 10 })).toEqual({
      bytes: Math.round(10.2 * MB),
      limitMB: 10,
    });
    expect(sizeLimit("gel.png", files)).toEqual({ bytes: 30 * MB, limitMB: 30 });
  });
  it("takes at most 10 pictures in one upload", () => {
    const names = Array.from({ length: 11 }, (_, i) => `p${i}.jpg`);
    expect(() => checkImageCount(names, files)).toThrow();
    expect(() => checkImageCount([...names.slice(1), "notes.txt"], files)).not.toThrow();
  });
});
