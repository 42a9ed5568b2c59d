/** What the team-administration calls answer: the server's contracts (libs/contracts). */
import type { PermissionCode } from "@labledger/contracts";
// Deep path: the plain lists, without the catalogue's zod schemas.
import { ALWAYS_ALLOWED_PERMISSIONS, PERMISSION_CODES } from "@labledger/events/catalogue/roles-values";

export type {
  Department,
  DictionaryItem,
  Member,
  NumberingRule,
  NumberingRuleRow,
  PermissionCode,
  PermissionRow,
  Reminder,
  Role,
  RoleBody,
  SettingsSection,
  SettingsSections,
  ViewingLevels,
} from "@labledger/contracts";

/** What a role editor switches: every spec §3 code but the ones every member always has (a role keeps those rows as they were). */
export const SWITCHABLE_PERMISSION_CODES: readonly PermissionCode[] = PERMISSION_CODES.filter(
  (code) => !(ALWAYS_ALLOWED_PERMISSIONS as readonly string[]).includes(code),
);

/** Spec §6 viewing levels as the API models them. */
export { VIEWING_LEVELS } from "@labledger/events/catalogue/roles-values";
