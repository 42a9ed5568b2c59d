import { SETTINGS_SECTIONS } from "@labledger/events";
import { describe, expect, it } from "vitest";
import { parseExtensions, validateWatermark, validReminderTime, validSizeLimit, validTempSaveTime } from "./settings-form";

const watermark = {
  enabled: true,
  showUserName: true,
  showAccount: false,
  showTime: true,
  customText: "",
  applicability: ["page" as const],
  opacity: 0.12,
  fontSize: 16,
  angle: -30,
};

describe("settings forms (mirror the server's sections)", () => {
  it("parses accept lists: separators, dots and case, without duplicates", () => {
    expect(parseExtensions("pdf, .DOCX  txt；pdf")).toEqual(["pdf", "docx", "txt"]);
    expect(parseExtensions("  ")).toEqual([]);
  });

  it("watermark: custom text ≤ 50, opacity 0.05–0.5, font size 10–40, angle −90–90", () => {
    expect(validateWatermark(watermark)).toEqual({});
    expect(validateWatermark({ ...watermark, customText: "字".repeat(51), opacity: 0.6, fontSize: 9, angle: 91 })).toEqual({
      customText: "customTextTooLong",
      opacity: "opacityRange",
      fontSize: "fontSizeRange",
      angle: "angleRange",
    });
  });

  it("other and files: auto-save 5–600 s, size limit 0.1–25 MB, reminder time HH:mm", () => {
    expect([4, 5, 600, 601, 20.5].map(validTempSaveTime)).toEqual([false, true, true, false, false]);
    expect([0.05, 0.1, 25, 26].map(validSizeLimit)).toEqual([false, true, true, false]);
    expect(["09:30", "24:00", "9:30"].map(validReminderTime)).toEqual([true, false, false]);
  });

  it("takes the auto-save intervals the server's settings schema takes, and no other", () => {
    const seconds = [4, 5, 20, 600, 601, 20.5, -5];
    const server = SETTINGS_SECTIONS.other.shape.tempSaveTime;
    expect(seconds.map(validTempSaveTime)).toEqual(seconds.map((s) => server.safeParse(s).success));
  });
});
