import { z } from "zod";
import { defineEvent } from "./define";
import {
  ARCHIVE_RETENTION_YEARS,
  EXPIRY_WARNING_DAYS,
  EXPORT_LIMITS,
  EXTENSION_PATTERN,
  FILE_SIZE_MB,
  INSTRUMENT_WARNING_DAYS,
  REACTION_DECIMALS,
  REACTION_UNITS,
  REMINDER_LIMITS,
  REMINDER_TIME_PATTERN,
  TEMP_SAVE_SECONDS,
  WATERMARK_LIMITS,
} from "./settings-values";

export * from "./settings-values";

/** Spec §9 reminder send cycles: daily, weekly, monthly, with weekday and time. */
const Reminder = z.object({
  enabled: z.boolean(),
  cycle: z.enum(["daily", "weekly", "monthly"]),
  /** Used by weekly reminders. */
  weekday: z.number().int().min(REMINDER_LIMITS.weekday.min).max(REMINDER_LIMITS.weekday.max),
  /** Used by monthly reminders. */
  dayOfMonth: z.number().int().min(REMINDER_LIMITS.dayOfMonth.min).max(REMINDER_LIMITS.dayOfMonth.max),
  time: z.string().regex(REMINDER_TIME_PATTERN, "HH:mm"),
  /** Remind about items waiting at least this many days. */
  afterDays: z.number().int().min(REMINDER_LIMITS.afterDays.min).max(REMINDER_LIMITS.afterDays.max),
});

/** The sections of the organisation's settings, each saved whole. */
export const SETTINGS_SECTIONS = {
  watermark: z.object({
    enabled: z.boolean(),
    showUserName: z.boolean(),
    showAccount: z.boolean(),
    showTime: z.boolean(),
    customText: z.string().max(WATERMARK_LIMITS.customText),
    /** Where it shows (spec §3 "Applicability list of key entries"). */
    applicability: z.array(z.enum(["page", "print", "preview", "export"])).max(4),
    opacity: z.number().min(WATERMARK_LIMITS.opacity.min).max(WATERMARK_LIMITS.opacity.max),
    fontSize: z.number().int().min(WATERMARK_LIMITS.fontSize.min).max(WATERMARK_LIMITS.fontSize.max),
    angle: z.number().int().min(WATERMARK_LIMITS.angle.min).max(WATERMARK_LIMITS.angle.max),
  }),
  messages: z.object({
    delayedSubmission: Reminder,
    pendingReview: Reminder,
    notify: z.object({
      approvalRequested: z.boolean(),
      approvalDecided: z.boolean(),
      shared: z.boolean(),
      taskAssigned: z.boolean(),
    }),
    byEmail: z.boolean(),
  }),
  functionLab: z.object({
    enabled: z.boolean(),
    helmMode: z.boolean(),
    compoundExport: z.boolean(),
    structurePush: z.boolean(),
    spreadsheetProDisplay: z.boolean(),
  }),
  /** Spec §5 files: the file-size-limit setting and the accept lists (extensions, or image/video/audio). */
  files: z.object({
    sizeLimitEnabled: z.boolean(),
    sizeLimitMB: z.number().min(FILE_SIZE_MB.min).max(FILE_SIZE_MB.max),
    accept: z.array(z.string().regex(EXTENSION_PATTERN)).max(100),
    imageAccept: z.array(z.string().regex(EXTENSION_PATTERN)).max(100),
  }),
  other: z.object({
    /** Spec §2: the project-oriented home, and the team area for every member. */
    projectMain: z.boolean(),
    /** Auto-save interval of record editing, in seconds (spec §9 tempSaveTime). */
    tempSaveTime: z.number().int().min(TEMP_SAVE_SECONDS.min).max(TEMP_SAVE_SECONDS.max),
    /** Spec §2: the /uploadRecord test page. */
    debugger: z.boolean(),
    defaultLanguage: z.enum(["zh-CN", "en"]),
    /** Spec §4: every change of a record must give a reason; once opened it cannot be closed. */
    traceModification: z.boolean().default(false),
  }),
  /** /team/reactionProduct: how a record's reaction table starts and reads. */
  reaction: z.object({
    /** The units a new row of the table starts in. */
    massUnit: z.enum(REACTION_UNITS.mass),
    volumeUnit: z.enum(REACTION_UNITS.volume),
    moleUnit: z.enum(REACTION_UNITS.moles),
    /** Decimal places computed amounts and yields are shown with (what is stored is not rounded to them). */
    amountDecimals: z.number().int().min(REACTION_DECIMALS.amount.min).max(REACTION_DECIMALS.amount.max),
    yieldDecimals: z.number().int().min(REACTION_DECIMALS.yield.min).max(REACTION_DECIMALS.yield.max),
    /** A product's purity counts in its yield (the pure product isolated over the theoretical). */
    yieldByPurity: z.boolean(),
  }),
  /** Record exports: the export approval, the records one export may hold, the monthly quota, a file's downloads and validity. */
  export: z.object({
    requireApproval: z.boolean(),
    bulkMax: z.number().int().min(EXPORT_LIMITS.bulkMax.min).max(EXPORT_LIMITS.bulkMax.max),
    /** Exports the organisation may request in a calendar month (UTC); null: no quota. */
    monthlyQuota: z.number().int().min(EXPORT_LIMITS.monthlyQuota.min).max(EXPORT_LIMITS.monthlyQuota.max).nullable(),
    downloadTimes: z.number().int().min(EXPORT_LIMITS.downloadTimes.min).max(EXPORT_LIMITS.downloadTimes.max),
    validityDays: z.number().int().min(EXPORT_LIMITS.validityDays.min).max(EXPORT_LIMITS.validityDays.max),
  }),
  /** Archive management (/team/archiveManage): whole years an archived record is retained from the day it is archived. */
  archive: z.object({
    retentionYears: z.number().int().min(ARCHIVE_RETENTION_YEARS.min).max(ARCHIVE_RETENTION_YEARS.max),
  }),
  /** Inventory: what a usage past what is left, or of an expired lot, does; and when a lot is "about to expire". */
  inventory: z.object({
    overdraw: z.enum(["refuse", "warn"]),
    expired: z.enum(["refuse", "warn"]),
    warningDays: z.number().int().min(EXPIRY_WARNING_DAYS.min).max(EXPIRY_WARNING_DAYS.max),
    expiryReminder: z.boolean(),
    reminderTime: z.string().regex(REMINDER_TIME_PATTERN),
  }),
  /** Instruments (/team/setting/instrument): days before a calibration or maintenance is due that it shows as due soon. */
  instrument: z.object({
    warningDays: z.number().int().min(INSTRUMENT_WARNING_DAYS.min).max(INSTRUMENT_WARNING_DAYS.max),
  }),
} as const;

export type SettingsSection = keyof typeof SETTINGS_SECTIONS;
export type SettingsValues<S extends SettingsSection> = z.infer<(typeof SETTINGS_SECTIONS)[S]>;

export const OrganisationSettingsChanged = defineEvent({
  type: "OrganisationSettingsChanged",
  version: 1,
  description: "An administrator saved one section of the organisation's settings (the whole section).",
  schema: z.discriminatedUnion("section", [
    z.object({ section: z.literal("watermark"), values: SETTINGS_SECTIONS.watermark }),
    z.object({ section: z.literal("messages"), values: SETTINGS_SECTIONS.messages }),
    z.object({ section: z.literal("functionLab"), values: SETTINGS_SECTIONS.functionLab }),
    z.object({ section: z.literal("files"), values: SETTINGS_SECTIONS.files }),
    z.object({ section: z.literal("other"), values: SETTINGS_SECTIONS.other }),
    z.object({ section: z.literal("reaction"), values: SETTINGS_SECTIONS.reaction }),
    z.object({ section: z.literal("export"), values: SETTINGS_SECTIONS.export }),
    z.object({ section: z.literal("archive"), values: SETTINGS_SECTIONS.archive }),
    z.object({ section: z.literal("inventory"), values: SETTINGS_SECTIONS.inventory }),
    z.object({ section: z.literal("instrument"), values: SETTINGS_SECTIONS.instrument }),
  ]),
});
