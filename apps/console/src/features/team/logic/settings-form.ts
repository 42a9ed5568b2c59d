import * as limits from "@labledger/events/catalogue/settings-values";
import type { Reminder, SettingsSections } from "../api/types";

/** "pdf, .DOCX  txt" → ["pdf", "docx", "txt"]: the accept lists of the files settings, deduplicated. */
export function parseExtensions(text: string): string[] {
  const parts = text
    .split(/[\s,;，；]+/)
    .map((part) => part.trim().replace(/^\./, "").toLowerCase())
    .filter(Boolean);
  return [...new Set(parts)];
}

export const validExtension = (ext: string) => limits.EXTENSION_PATTERN.test(ext);

/** Whether a number lies in a range of the server's settings schema (a whole number where `whole`). */
export const inRange = (range: { readonly min: number; readonly max: number }, n: number, whole = true) =>
  (!whole || Number.isInteger(n)) && n >= range.min && n <= range.max;

type Watermark = SettingsSections["watermark"];
export type WatermarkError = "customTextTooLong" | "opacityRange" | "fontSizeRange" | "angleRange";

/** Mirrors the server's watermark section (its limits from the settings catalogue). */
export function validateWatermark(w: Watermark): Partial<Record<keyof Watermark, WatermarkError>> {
  const errors: Partial<Record<keyof Watermark, WatermarkError>> = {};
  if ([...w.customText].length > limits.WATERMARK_LIMITS.customText) errors.customText = "customTextTooLong";
  if (!inRange(limits.WATERMARK_LIMITS.opacity, w.opacity, false)) errors.opacity = "opacityRange";
  if (!inRange(limits.WATERMARK_LIMITS.fontSize, w.fontSize)) errors.fontSize = "fontSizeRange";
  if (!inRange(limits.WATERMARK_LIMITS.angle, w.angle)) errors.angle = "angleRange";
  return errors;
}

/** The auto-save interval of record editing: whole seconds within the server's range. */
export const validTempSaveTime = (seconds: number) => inRange(limits.TEMP_SAVE_SECONDS, seconds);

/** The file size limit: at least the setting's minimum, at most the spec §5 general file limit. */
export const validSizeLimit = (mb: number) => inRange(limits.FILE_SIZE_MB, mb, false);

export const validReminderTime = (time: string) => limits.REMINDER_TIME_PATTERN.test(time);

/** A reminder the server's messages section takes. */
export const validReminder = (r: Reminder) =>
  validReminderTime(r.time) &&
  inRange(limits.REMINDER_LIMITS.afterDays, r.afterDays) &&
  inRange(limits.REMINDER_LIMITS.dayOfMonth, r.dayOfMonth);
