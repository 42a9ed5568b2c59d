import { FILE_LIMIT_MB } from "@labledger/domain/attachment/attachment-rules";
import { TEMP_SAVE_SECONDS } from "@labledger/events/catalogue/settings-values";
import type { SettingsSections } from "../api/types";

/** "pdf, .DOCX  txt" → ["pdf", "docx", "txt"]: the accept lists of the files settings, deduplicated. */
export function parseExtensions(text: string): string[] {
  const parts = text
    .split(/[\s,;，；]+/)
    .map((part) => part.trim().replace(/^\./, "").toLowerCase())
    .filter(Boolean);
  return [...new Set(parts)];
}

export const validExtension = (ext: string) => /^[a-z0-9]{1,10}$/.test(ext);

type Watermark = SettingsSections["watermark"];
export type WatermarkError = "customTextTooLong" | "opacityRange" | "fontSizeRange" | "angleRange";

/** Mirrors the server's watermark section: text ≤ 50, opacity 0.05–0.5, font 10–40, angle −90–90. */
export function validateWatermark(w: Watermark): Partial<Record<keyof Watermark, WatermarkError>> {
  const errors: Partial<Record<keyof Watermark, WatermarkError>> = {};
  if ([...w.customText].length > 50) errors.customText = "customTextTooLong";
  if (!(w.opacity >= 0.05 && w.opacity <= 0.5)) errors.opacity = "opacityRange";
  if (!(Number.isInteger(w.fontSize) && w.fontSize >= 10 && w.fontSize <= 40)) errors.fontSize = "fontSizeRange";
  if (!(Number.isInteger(w.angle) && w.angle >= -90 && w.angle <= 90)) errors.angle = "angleRange";
  return errors;
}

/** The auto-save interval of record editing: whole seconds within the server's range. */
export const validTempSaveTime = (seconds: number) =>
  Number.isInteger(seconds) && seconds >= TEMP_SAVE_SECONDS.min && seconds <= TEMP_SAVE_SECONDS.max;

/** The file size limit: 0.1 MB up to the spec §5 general file limit (25 MB). */
export const validSizeLimit = (mb: number) => Number.isFinite(mb) && mb >= 0.1 && mb <= FILE_LIMIT_MB;

export const validReminderTime = (time: string) => /^([01]\d|2[0-3]):[0-5]\d$/.test(time);
