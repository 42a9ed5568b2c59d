import { NUMBERING_TARGETS, SETTINGS_SECTIONS, type SettingsSection } from "@labledger/events";
import { z } from "zod";
import type { RouteDefinition } from "./shared/route";
import { Page, Position } from "./shared/schemas";

export const NumberingRuleBody = z.object({
  target: z.enum(NUMBERING_TARGETS),
  prefix: z.string().trim().max(4).default(""),
  relatedKey: z.enum(["project", "date", "none"]),
  dateFormat: z.enum(["YY", "YYMM", "YYMMDD"]).default("YYMMDD"),
  serialDigits: z.number().int(),
  mode: z.enum(["consecutive", "restart"]),
});
export const NumberingRuleRow = NumberingRuleBody.extend({
  isDefault: z.boolean().describe("True until an administrator sets this target's rule"),
  example: z.string().describe("The first number the rule would make today (project number PRJ001)"),
  updatedAt: z.string().optional(),
  updatedBy: z.string().optional(),
});
export const DictionaryQuery = z.object({
  category: z.string().trim().min(1).max(50).optional(),
  /** Management pages ask for disabled items too; choices never show them. */
  includeDisabled: z.enum(["true", "false"]).default("false"),
});
export const AddDictionaryItemBody = z.object({
  category: z
    .string()
    .trim()
    .min(1)
    .max(50)
    .regex(/^[A-Za-z][A-Za-z0-9_-]*$/, "letters, digits, _ and - only"),
  name: z.string().trim().min(1).max(100),
});
export const DictionaryStatusBody = z.object({ enabled: z.boolean() });
export const DictionaryItem = z.looseObject({
  id: z.string(),
  category: z.string(),
  name: z.string(),
  enabled: z.boolean(),
  createdAt: z.string(),
});
/** GET (any member) and PUT (organisation administrators) of each settings section. */
export const settingsRoutes = Object.fromEntries(
  (Object.keys(SETTINGS_SECTIONS) as SettingsSection[]).map((section) => {
    const name = section[0]!.toUpperCase() + section.slice(1);
    const values = SETTINGS_SECTIONS[section];
    const read: RouteDefinition = {
      operationId: `get${name}Settings`,
      method: "get",
      path: `/settings/${section}`,
      summary: `The organisation's ${section} settings (defaults until an administrator saves them)`,
      tag: "settings",
      access: "member",
      response: values,
    };
    const write: RouteDefinition = {
      operationId: `set${name}Settings`,
      method: "put",
      path: `/settings/${section}`,
      summary: `Save the organisation's ${section} settings, the whole section (organisation administrators)`,
      tag: "settings",
      access: "organisation-admin",
      body: values,
      response: Position,
    };
    return [section, { read, write }];
  }),
) as Record<SettingsSection, { read: RouteDefinition; write: RouteDefinition }>;

export const numberingAndDictionaryRoutes = {
  listNumberingRules: {
    operationId: "listNumberingRules",
    method: "get",
    path: "/numbering-rules",
    summary: "The numbering rule of every target (experiment, notebook, sample), with an example number",
    tag: "settings",
    access: "member",
    response: Page(NumberingRuleRow),
  },
  setNumberingRule: {
    operationId: "setNumberingRule",
    method: "post",
    path: "/numbering-rules",
    summary: "Set a target's numbering rule (organisation administrators): prefix ≤ 4 letters, 1–6 serial digits",
    tag: "settings",
    access: "organisation-admin",
    body: NumberingRuleBody,
    response: z.object({ position: z.number() }),
  },
  listDictionaries: {
    operationId: "listDictionaries",
    method: "get",
    path: "/dictionaries",
    summary: "Dictionary items, by category; disabled items only with includeDisabled=true",
    tag: "settings",
    access: "member",
    query: DictionaryQuery,
    response: Page(DictionaryItem),
  },
  addDictionaryItem: {
    operationId: "addDictionaryItem",
    method: "post",
    path: "/dictionaries",
    summary: "Add an item to a dictionary category (organisation administrators)",
    tag: "settings",
    access: "organisation-admin",
    body: AddDictionaryItemBody,
    response: z.object({ itemId: z.string(), position: z.number() }),
  },
  setDictionaryItemStatus: {
    operationId: "setDictionaryItemStatus",
    method: "post",
    path: "/dictionaries/{id}/status",
    summary: "Enable or disable a dictionary item (organisation administrators)",
    tag: "settings",
    access: "organisation-admin",
    body: DictionaryStatusBody,
    response: z.object({ position: z.number() }),
  },
} as const satisfies Record<string, RouteDefinition>;

export type NumberingRule = z.infer<typeof NumberingRuleBody>;
export type NumberingRuleRow = z.infer<typeof NumberingRuleRow>;
export type DictionaryItem = z.infer<typeof DictionaryItem>;
export type DictionaryQuery = z.input<typeof DictionaryQuery>;
/** Each settings section as GET /settings/<section> answers it. */
export type SettingsSections = { [Section in SettingsSection]: z.infer<(typeof SETTINGS_SECTIONS)[Section]> };
export type { SettingsSection };
export type Reminder = SettingsSections["messages"]["delayedSubmission"];
export type DictionaryItemBody = z.input<typeof AddDictionaryItemBody>;
