import type { EventType } from "@labledger/events";

/**
 * Administration events the team audit trail shows beside record changes (issue 6: logins,
 * failed logins, permission and role changes, ...), with the action they stand for:
 * 1 added, 2 modified, 3 deleted, null for session events that change no data.
 */
export const ADMIN_ACTIONS = {
  OrganisationCreated: 1,
  DepartmentCreated: 1,
  MemberRegistered: 1,
  MemberProfileChanged: 2,
  MemberDeactivated: 3,
  MemberReactivated: 2,
  MemberRolesAssigned: 2,
  MemberPasswordChanged: 2,
  MemberLoggedIn: null,
  MemberLoginFailed: null,
  MemberLockedOut: null,
  MemberSessionEnded: null,
  MemberScreenLocked: null,
  MemberScreenUnlocked: null,
  RoleDefined: 2,
  RoleDeleted: 3,
  OrganisationSettingsChanged: 2,
  NumberingRuleSet: 2,
  DictionaryItemAdded: 1,
  DictionaryItemStatusChanged: 2,
  ProjectCreated: 1,
  ProjectChanged: 2,
  ProjectStatusChanged: 2,
  ProjectMemberGranted: 2,
  ProjectMemberRemoved: 3,
  TaskCreated: 1,
  TaskStatusChanged: 2,
  NotebookCreated: 1,
  ApprovalFlowDefined: 2,
  ApprovalFlowDeleted: 3,
  DefaultApprovalFlowSet: 2,
  ReportTemplateSaved: 2,
  ReportTemplateBinned: 3,
  ReportTemplateRestored: 2,
  ReportSaved: 2,
  ReportBinned: 3,
  ReportRestored: 2,
  ReactionFormulaSaved: 2,
  ReactionFormulaBinned: 3,
  ReactionFormulaRestored: 2,
  LabelTemplateSaved: 2,
  LabelTemplateSwitched: 2,
  LabelTemplateBinned: 3,
  LabelTemplateRestored: 2,
  ExportRequested: 1,
  ExportDecided: 2,
  ExportFinished: 2,
  ExportFailed: 2,
  ExportDownloaded: null,
} as const satisfies Partial<Record<EventType, 1 | 2 | 3 | null>>;

export type AdminEventType = keyof typeof ADMIN_ACTIONS;

export const ADMIN_EVENTS = Object.keys(ADMIN_ACTIONS) as AdminEventType[];
