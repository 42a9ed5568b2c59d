import { z } from "zod";
import { defineEvent } from "./define";
import { TEMP_SAVE_SECONDS } from "./settings-values";

export { TEMP_SAVE_SECONDS } from "./settings-values";

/** Spec §9 reminder send cycles: daily, weekly, monthly, with weekday and time. */
const Reminder = z.object({
  enabled: z.boolean(),
  cycle: z.enum(["daily", "weekly", "monthly"]),
  /** 1 = Monday … 7 = Sunday; used by weekly reminders. */
  weekday: z.number().int().min(1).max(7),
  /** Used by monthly reminders; 28 at most so every month has it. */
  dayOfMonth: z.number().int().min(1).max(28),
  time: z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, "HH:mm"),
  /** Remind about items waiting at least this many days. */
  afterDays: z.number().int().min(1).max(365),
});

/** The sections of the organisation's settings, each saved whole. */
export const SETTINGS_SECTIONS = {
  watermark: z.object({
    enabled: z.boolean(),
    showUserName: z.boolean(),
    showAccount: z.boolean(),
    showTime: z.boolean(),
    customText: z.string().max(50),
    /** Where it shows (spec §3 "Applicability list of key entries"). */
    applicability: z.array(z.enum(["page", "print", "preview", "export"])).max(4),
    opacity: z.number().min(0.05).max(0.5),
    fontSize: z.number().int().min(10).max(40),
    angle: z.number().int().min(-90).max(90),
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
    sizeLimitMB: z.number().min(0.1).max(25),
    accept: z.array(z.string().regex(/^[a-z0-9]{1,10}$/)).max(100),
    imageAccept: z.array(z.string().regex(/^[a-z0-9]{1,10}$/)).max(100),
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
  ]),
});
