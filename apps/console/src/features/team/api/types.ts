/** What the team-administration calls answer: the server's contracts (libs/contracts). */
import type { NumberingRule, PermissionCode, ViewingLevels } from "@labledger/contracts";

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

export const PERMISSION_CODES = [
  "ProjectManage",
  "FlowManage",
  "TemplateDesign",
  "PermissioManage",
  "TemplateShare",
  "MemberManage",
  "FulltextSearch",
  "AudittrailSearch",
] as const satisfies readonly PermissionCode[];

/** Spec §6 viewing levels as the API models them (libs/events roles catalogue). */
export const VIEWING_LEVELS = {
  project: ["own", "department", "organisation"],
  task: ["own", "departmentInProject", "allInProject"],
  experiment: ["ownInDepartment", "departmentInTask", "allInTask", "departmentInProject", "allInProject"],
} as const satisfies { readonly [Kind in keyof ViewingLevels]: readonly ViewingLevels[Kind][] };

export const NUMBERING_TARGETS = ["experiment", "notebook", "sample"] as const satisfies readonly NumberingRule["target"][];
