import { describe, expect, it } from "vitest";
import { fileProblems, viewable } from "./file-checks";

const settings = {
  sizeLimitEnabled: false,
  sizeLimitMB: 10,
  accept: ["pdf", "txt", "csv", "image"],
  imageAccept: ["png", "jpg"],
};
const MB = 1024 * 1024;
const file = (name: string, size = 10, type = "") => ({ name, size, type });

describe("attachment checks before upload (spec §5 files and images)", () => {
  it("given an empty file, then it is refused as empty", () => {
    expect(fileProblems([file("blank.txt", 0)], settings)).toEqual({ key: "upload.empty", values: { name: "blank.txt" } });
  });

  it('given a name with / : * ? " < > |, then it is refused', () => {
    expect(fileProblems([file("a:b.txt")], settings)?.key).toBe("upload.nameInvalid");
  });

  it("given a name with a control character, a direction override, or over 200 characters, then it is refused as unreadable", () => {
    for (const name of ["NMR\u00001H.pdf", "a\tb.txt", "gel\u202efdp.exe", `${"n".repeat(201)}.pdf`])
      expect(fileProblems([file(name)], settings)).toEqual({ key: "upload.nameUnreadable", values: { max: 200 } });
  });

  it("given a format outside the accept list, then it is refused", () => {
    expect(fileProblems([file("tool.exe")], settings)?.key).toBe("upload.typeRefused");
  });

  it("given a file over 25 MB, or over the setting + 0.2 MB when the limit is on, then it is too large", () => {
    expect(fileProblems([file("big.pdf", 25 * MB + 1)], settings)).toEqual({
      key: "upload.tooLarge",
      values: { name: "big.pdf", limit: 25 },
    });
    const limited = { ...settings, sizeLimitEnabled: true, sizeLimitMB: 1 };
    expect(fileProblems([file("ok.pdf", Math.round(1.2 * MB))], limited)).toBeNull();
    expect(fileProblems([file("big.pdf", Math.round(1.2 * MB) + 1)], limited)?.key).toBe("upload.tooLarge");
  });

  it("given 11 pictures, or one over 30 MB, then they are refused", () => {
    expect(
      fileProblems(
        Array.from({ length: 11 }, (_, i) => file(`p${i}.png`)),
        settings,
      )?.key,
    ).toBe("upload.tooManyImages");
    expect(fileProblems([file("huge.png", 30 * MB + 1)], settings)?.values.limit).toBe(30);
  });

  it("given png, pdf or tiff, then the viewer shows them; docx is not viewable", () => {
    expect(viewable("gel.PNG")).toBe(true);
    expect(viewable("scan.tiff")).toBe(true);
    expect(viewable("report.docx")).toBe(false);
  });
});
