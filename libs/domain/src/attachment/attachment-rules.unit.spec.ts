import { describe, expect, it } from "vitest";
import { DEFAULT_SETTINGS } from "../settings/organisation-settings";
import { checkContent, checkImageCount, checkName, sizeLimit } from "./attachment-rules";

const files = DEFAULT_SETTINGS.files;
const MB = 1024 * 1024;

describe("attachment rules (spec §5)", () => {
  it('refuses names with / : * ? " < > |, and names that are empty, too long or not text', () => {
    for (const bad of ["a/b.pdf", "a:b.pdf", "a*.pdf", "a?.pdf", 'a".pdf', "a<b.pdf", "a>b.pdf", "a|b.pdf"])
      expect(() => checkName(bad)).toThrow(expect.objectContaining({ key: "attachment.nameInvalid" }));
    for (const bad of [" ", "", "NMR\u0000.pdf", "a\nb.pdf", "\u001b[31m.pdf", "gel\u202egnp.exe", "x".repeat(201)])
      expect(() => checkName(bad)).toThrow(expect.objectContaining({ key: "attachment.nameUnreadable", params: { max: 200 } }));
    expect(() => checkName("NMR 1H 数据.pdf")).not.toThrow();
    expect(() => checkName("光".repeat(200))).not.toThrow();
  });
  it("takes the default accept list, images by the image list, and video/audio by what the content is", () => {
    const docx = { ext: "docx", mime: "application/vnd.openxmlformats-officedocument.wordprocessingml.document" };
    expect(checkContent("report.docx", docx, files)).toBe(docx.mime);
    expect(checkContent("spectrum.xls", { ext: "cfb", mime: "application/x-cfb" }, files)).toBe("application/vnd.ms-excel");
    expect(checkContent("gel.png", { ext: "png", mime: "image/png" }, files)).toBe("image/png");
    expect(checkContent("stirring.mp4", { ext: "mp4", mime: "video/mp4" }, files)).toBe("video/mp4");
    expect(checkContent("clip.ogv", { ext: "ogv", mime: "video/ogg" }, files)).toBe("video/ogg");
    expect(checkContent("yields.csv", undefined, files)).toBe("text/csv");
    expect(checkContent("notes.txt", { ext: "xml", mime: "application/xml" }, files)).toBe("text/plain");
    expect(() => checkContent("macro.exe", { ext: "exe", mime: "application/x-msdownload" }, files)).toThrow(
      expect.objectContaining({ key: "attachment.typeRefused" }),
    );
    const withExe = { ...files, accept: [...files.accept, "exe"] };
    expect(checkContent("macro.exe", { ext: "exe", mime: "application/x-msdownload" }, withExe)).toBe("application/octet-stream");
    // A declared video type no longer opens the list: an unknown extension with text content is refused.
    expect(() => checkContent("clip.heic", undefined, files)).toThrow(expect.objectContaining({ key: "attachment.typeRefused" }));
  });
  it("refuses content that is not what the extension says, and never stores a scriptable type", () => {
    const mismatch = expect.objectContaining({ key: "attachment.contentMismatch" });
    expect(() => checkContent("NMR-1H.pdf", undefined, files)).toThrow(mismatch);
    expect(() => checkContent("gel.png", { ext: "xml", mime: "application/xml" }, files)).toThrow(mismatch);
    expect(() => checkContent("gel.png", { ext: "pdf", mime: "application/pdf" }, files)).toThrow(mismatch);
    expect(() => checkContent("data.csv", { ext: "exe", mime: "application/x-msdownload" }, files)).toThrow(mismatch);
    expect(checkContent("scheme.svg", { ext: "xml", mime: "application/xml" }, files)).toBe("application/octet-stream");
    expect(checkContent("scheme.svg", undefined, files)).toBe("application/octet-stream");
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
