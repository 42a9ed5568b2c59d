import {
  ARCHIVE_RETENTION_YEARS,
  canonicalJson,
  type EventData,
  EXPORT_DEFAULTS,
  INSTRUMENT_WARNING_DAYS,
  INVENTORY_DEFAULTS,
  REACTION_DEFAULTS,
  SETTINGS_SECTIONS,
  type SettingsSection,
  type SettingsValues,
  TEMP_SAVE_SECONDS,
} from "@labledger/events";
import type { Decider } from "../decider/decider";
import { DomainError } from "../decider/domain-error";

export const settingsStream = (organisationId: string) => `settings-${organisationId}`;

const reminder = { enabled: false, cycle: "weekly", weekday: 1, dayOfMonth: 1, time: "09:00", afterDays: 3 } as const;

/** What an organisation has before an administrator saves a section. */
export const DEFAULT_SETTINGS: { readonly [S in SettingsSection]: SettingsValues<S> } = {
  watermark: {
    enabled: true,
    showUserName: true,
    showAccount: false,
    showTime: true,
    customText: "",
    applicability: ["page", "print", "preview", "export"],
    opacity: 0.12,
    fontSize: 16,
    angle: -30,
  },
  messages: {
    delayedSubmission: reminder,
    pendingReview: { ...reminder, cycle: "daily", afterDays: 1 },
    notify: { approvalRequested: true, approvalDecided: true, shared: true, taskAssigned: true },
    byEmail: false,
  },
  functionLab: { enabled: false, helmMode: false, compoundExport: false, structurePush: false, spreadsheetProDisplay: false },
  // The spec's default lists; "jpeg" is added beside "jpg" (the same format, and the viewer shows it).
  files: {
    sizeLimitEnabled: false,
    sizeLimitMB: 25,
    accept: ["image", "video", "audio", "tif", "tiff", "csv", "doc", "docx", "pdf", "txt", "ppt", "xls", "xlsx", "rar", "zip"],
    imageAccept: [
      "bmp",
      "jpg",
      "jpeg",
      "png",
      "tif",
      "gif",
      "pcx",
      "tga",
      "exif",
      "fpx",
      "svg",
      "psd",
      "cdr",
      "pcd",
      "dxf",
      "ufo",
      "eps",
      "ai",
      "raw",
      "wmf",
      "webp",
      "avif",
      "apng",
    ],
  },
  other: {
    projectMain: false,
    tempSaveTime: TEMP_SAVE_SECONDS.default,
    debugger: false,
    defaultLanguage: "zh-CN",
    traceModification: false,
  },
  reaction: REACTION_DEFAULTS,
  export: EXPORT_DEFAULTS,
  archive: { retentionYears: ARCHIVE_RETENTION_YEARS.default },
  inventory: INVENTORY_DEFAULTS,
  instrument: { warningDays: INSTRUMENT_WARNING_DAYS.default },
};

type SettingsEvent = { type: "OrganisationSettingsChanged"; data: EventData<"OrganisationSettingsChanged"> };
export type SettingsState = { readonly [S in SettingsSection]: SettingsValues<S> };
export type SettingsCommand = {
  [S in SettingsSection]: { type: "SaveSettings"; section: S; values: SettingsValues<S> };
}[SettingsSection];

/** One stream of every section: saving a section records the whole section, and nothing when it is unchanged. */
export const organisationSettings: Decider<SettingsCommand, SettingsState, SettingsEvent> = {
  initialState: () => DEFAULT_SETTINGS,
  evolve: (state, event) => ({ ...state, [event.data.section]: event.data.values }),
  decide: (command, state) => {
    const parsed = SETTINGS_SECTIONS[command.section].safeParse(command.values);
    if (!parsed.success) throw new DomainError("settings.invalid", "invalid", { section: command.section });
    if (
      command.section === "other" &&
      state.other.traceModification &&
      !(parsed.data as SettingsValues<"other">).traceModification
    )
      throw new DomainError("settings.traceModificationCannotClose", "invalid");
    if (canonicalJson(parsed.data) === canonicalJson(state[command.section])) return [];
    return [
      { type: "OrganisationSettingsChanged", data: { section: command.section, values: parsed.data } as SettingsEvent["data"] },
    ];
  },
};
