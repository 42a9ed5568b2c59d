import { SETTINGS_SECTIONS } from "@labledger/events";
import { describe, expect, it } from "vitest";
import {
  parseExtensions,
  validateWatermark,
  validExtension,
  validReminder,
  validReminderTime,
  validSizeLimit,
  validTempSaveTime,
} from "./settings-form";

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

  it("takes the values the server's settings schema takes, and no other", () => {
    const agree = <T>(values: readonly T[], check: (v: T) => boolean, server: { safeParse(v: unknown): { success: boolean } }) =>
      expect(values.map(check)).toEqual(values.map((v) => server.safeParse(v).success));
    const { other, files, messages } = SETTINGS_SECTIONS;
    agree([4, 5, 20, 600, 601, 20.5, -5], validTempSaveTime, other.shape.tempSaveTime);
    agree([0.05, 0.1, 12.5, 25, 25.1], validSizeLimit, files.shape.sizeLimitMB);
    agree(["pdf", "PDF", "a".repeat(10), "a".repeat(11), ".doc"], validExtension, files.shape.accept.element);
    agree(["09:30", "23:59", "24:00", "9:30"], validReminderTime, messages.shape.pendingReview.shape.time);
    const reminder = messages.shape.pendingReview.parse({
      enabled: true,
      cycle: "monthly",
      weekday: 1,
      dayOfMonth: 1,
      time: "09:00",
      afterDays: 3,
    });
    const reminders = [0, 1, 28, 29, 365, 366, 2.5].flatMap((n) => [
      { ...reminder, dayOfMonth: n },
      { ...reminder, afterDays: n },
    ]);
    agree(reminders, validReminder, messages.shape.pendingReview);
    const marks = [
      { opacity: 0.04 },
      { opacity: 0.5 },
      { fontSize: 41 },
      { fontSize: 10 },
      { angle: -91 },
      { angle: 90 },
      { angle: 1.5 },
      { customText: "字".repeat(50) },
      { customText: "字".repeat(51) },
    ].map((change) => ({ ...watermark, ...change }));
    agree(marks, (w) => Object.keys(validateWatermark(w)).length === 0, SETTINGS_SECTIONS.watermark);
  });
});
