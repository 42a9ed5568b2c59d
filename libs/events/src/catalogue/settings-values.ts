/**
 * The settings catalogue's limits as plain values (no zod): the event schemas and the domain's
 * defaults build on them, and the console deep-imports them, so each is declared once.
 */

/** Spec §9 tempSaveTime: the auto-save interval of record editing, in whole seconds. */
export const TEMP_SAVE_SECONDS = { min: 5, max: 600, default: 20 } as const;

/** The watermark: its own text in characters; opacity; font size and angle in whole numbers. */
export const WATERMARK_LIMITS = {
  customText: 50,
  opacity: { min: 0.05, max: 0.5 },
  fontSize: { min: 10, max: 40 },
  angle: { min: -90, max: 90 },
} as const;

/** Reminders: weekday 1 = Monday … 7 = Sunday; day of month 28 at most so every month has it; waiting days. */
export const REMINDER_LIMITS = {
  weekday: { min: 1, max: 7 },
  dayOfMonth: { min: 1, max: 28 },
  afterDays: { min: 1, max: 365 },
} as const;
/** A reminder's time of day, HH:mm. */
export const REMINDER_TIME_PATTERN = /^([01]\d|2[0-3]):[0-5]\d$/;

/** Spec §5 files: the general limit in MB, which the file-size-limit setting may lower (to `min` at the least). */
export const FILE_SIZE_MB = { min: 0.1, max: 25 } as const;
/** A file extension in the accept lists, without its dot. */
export const EXTENSION_PATTERN = /^[a-z0-9]{1,10}$/;

/** The units a reaction table offers (the domain's `libs/domain/src/reaction/units.ts` gives their factors). */
export const REACTION_UNITS = {
  mass: ["mg", "g", "kg"],
  volume: ["µL", "mL", "L"],
  moles: ["µmol", "mmol", "mol"],
} as const;
/** Decimal places a reaction table shows amounts and yields with. */
export const REACTION_DECIMALS = { amount: { min: 0, max: 6 }, yield: { min: 0, max: 4 } } as const;
/** A reaction table's defaults (spec §9): amounts as a balance reads them, yields to a tenth of a per cent. */
export const REACTION_DEFAULTS = {
  massUnit: "g",
  volumeUnit: "mL",
  moleUnit: "mmol",
  amountDecimals: 4,
  yieldDecimals: 1,
  yieldByPurity: true,
} as const;

/**
 * Record exports (spec §6 export-times quota, §9 export downloads): how many records one export
 * may hold, how many exports the organisation may make a month (null: no quota), how many times
 * and for how many days a finished file may be downloaded.
 */
export const EXPORT_LIMITS = {
  bulkMax: { min: 1, max: 1000 },
  monthlyQuota: { min: 0, max: 100_000 },
  downloadTimes: { min: 1, max: 100 },
  validityDays: { min: 1, max: 90 },
} as const;
export const EXPORT_DEFAULTS = {
  requireApproval: false,
  bulkMax: 100,
  monthlyQuota: null,
  downloadTimes: 5,
  validityDays: 7,
} as const;

/**
 * Archive management (/team/archiveManage): how many whole years an archived record is retained
 * from the day it was archived (GxP labs keep records ten years and more).
 */
export const ARCHIVE_RETENTION_YEARS = { min: 1, max: 100, default: 10 } as const;

/** Inventory (/team/setting/material): days before expiry a lot is "about to expire" (spec §9). */
export const EXPIRY_WARNING_DAYS = { min: 1, max: 365, default: 30 } as const;

/**
 * Inventory usage: a usage of more than is left, or of an expired lot, is refused (GxP default) or
 * taken with a warning recorded in its event; an unavailable lot is never used.
 */
export const INVENTORY_DEFAULTS = {
  overdraw: "refuse",
  expired: "refuse",
  warningDays: EXPIRY_WARNING_DAYS.default,
  /** A daily message, at this time (server time), of the lots about to expire: to administrators and to who registered them. */
  expiryReminder: true,
  reminderTime: "08:30",
} as const;
/** Instruments (/team/setting/instrument): how many days before a calibration or maintenance is due the lists warn. */
export const INSTRUMENT_WARNING_DAYS = { min: 0, max: 365, default: 30 } as const;
