import { describe, expect, it } from "vitest";
import { isSafeMediaType, servedAs, storedMediaType } from "./attachment-media";

describe("attachment media types: from the content, served so that nothing runs", () => {
  it("shows inline only a viewer type whose stored type is exactly that kind", () => {
    expect(servedAs({ name: "NMR.pdf", mediaType: "application/pdf" }, false)).toEqual({
      inline: true,
      contentType: "application/pdf",
    });
    expect(servedAs({ name: "gel.JPG", mediaType: "image/jpeg" }, false)).toEqual({ inline: true, contentType: "image/jpeg" });
    expect(servedAs({ name: "NMR.pdf", mediaType: "application/pdf" }, true)).toEqual({
      inline: false,
      contentType: "application/pdf",
    });
  });
  it("serves rows stored by older versions with a declared scriptable type as downloads of opaque bytes", () => {
    for (const [name, mediaType] of [
      ["NMR-1H.pdf", "text/html"],
      ["gel.png", "image/svg+xml"],
      ["page.html", "text/html; charset=utf-8"],
      ["scheme.svg", "image/svg+xml"],
      ["feed.xml", "application/xml"],
      ["tool.js", "text/javascript"],
      ["page.xhtml", "application/xhtml+xml"],
      ["gel.png", "image/jpeg"],
    ] as const)
      expect(servedAs({ name, mediaType }, false)).toEqual({
        inline: false,
        contentType: mediaType === "image/jpeg" ? "image/jpeg" : "application/octet-stream",
      });
  });
  it("keeps a detected image, video or audio type for an unknown extension, never markup", () => {
    expect(storedMediaType("photo.heic", { ext: "heic", mime: "image/heic" })).toBe("image/heic");
    expect(storedMediaType("feed.rss", { ext: "xml", mime: "application/xml" })).toBe("application/octet-stream");
    expect(storedMediaType("page.html", undefined)).toBe("application/octet-stream");
    expect(isSafeMediaType("image/svg+xml")).toBe(false);
    expect(isSafeMediaType("text/html")).toBe(false);
    expect(isSafeMediaType("text/csv")).toBe(true);
  });
});
