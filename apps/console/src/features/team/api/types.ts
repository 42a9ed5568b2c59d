/** What the team-administration calls answer (services/command/src/http/routes.ts). */

export interface Department {
  readonly id: string;
  readonly name: string;
  readonly parentId: string | null;
  readonly createdAt: string;
  readonly isTrial: boolean;
  readonly headers: ReadonlyArray<{ readonly id: string; readonly realName: string }>;
}

export interface Member {
  readonly id: string;
  readonly account: string;
  readonly realName: string;
  readonly departmentId: string | null;
  readonly language: "zh-CN" | "en";
  readonly mobile: string;
  readonly areaCode: string;
  readonly isOrganisationAdmin: boolean;
  readonly isDepartmentHeader: boolean;
  readonly active: boolean;
  readonly roleIds: readonly string[];
  readonly createdAt: string;
  readonly lastLoginAt: string | null;
  readonly lockedUntil?: string;
}

export const PERMISSION_CODES = [
  "ProjectManage",
  "FlowManage",
  "TemplateDesign",
  "PermissioManage",
  "TemplateShare",
  "MemberManage",
  "FulltextSearch",
  "AudittrailSearch",
] as const;
export type PermissionCode = (typeof PERMISSION_CODES)[number];

/** Spec §6 viewing levels as the API models them (libs/events roles catalogue). */
export const VIEWING_LEVELS = {
  project: ["own", "department", "organisation"],
  task: ["own", "departmentInProject", "allInProject"],
  experiment: ["ownInDepartment", "departmentInTask", "allInTask", "departmentInProject", "allInProject"],
} as const;

export interface ViewingLevels {
  readonly project: (typeof VIEWING_LEVELS.project)[number];
  readonly task: (typeof VIEWING_LEVELS.task)[number];
  readonly experiment: (typeof VIEWING_LEVELS.experiment)[number];
}

export interface PermissionRow {
  readonly permissionCode: string;
  readonly isActive: boolean;
}

export interface Role {
  readonly id: string;
  readonly name: string;
  readonly description: string;
  readonly permissions: readonly PermissionRow[];
  readonly viewingLevels: ViewingLevels;
  readonly builtIn: boolean;
  readonly updatedAt: string;
}

export interface RoleBody {
  readonly name: string;
  readonly description: string;
  readonly permissions: readonly PermissionRow[];
  readonly viewingLevels: ViewingLevels;
}

export const NUMBERING_TARGETS = ["experiment", "notebook", "sample"] as const;

export interface NumberingRule {
  readonly target: (typeof NUMBERING_TARGETS)[number];
  readonly prefix: string;
  readonly relatedKey: "project" | "date" | "none";
  readonly dateFormat: "YY" | "YYMM" | "YYMMDD";
  readonly serialDigits: number;
  readonly mode: "consecutive" | "restart";
}

export interface NumberingRuleRow extends NumberingRule {
  readonly isDefault: boolean;
  readonly example: string;
  readonly updatedAt?: string;
  readonly updatedBy?: string;
}

export interface DictionaryItem {
  readonly id: string;
  readonly category: string;
  readonly name: string;
  readonly enabled: boolean;
  readonly createdAt: string;
}

export interface Reminder {
  readonly enabled: boolean;
  readonly cycle: "daily" | "weekly" | "monthly";
  readonly weekday: number;
  readonly dayOfMonth: number;
  readonly time: string;
  readonly afterDays: number;
}

export interface SettingsSections {
  readonly watermark: {
    readonly enabled: boolean;
    readonly showUserName: boolean;
    readonly showAccount: boolean;
    readonly showTime: boolean;
    readonly customText: string;
    readonly applicability: ReadonlyArray<"page" | "print" | "preview" | "export">;
    readonly opacity: number;
    readonly fontSize: number;
    readonly angle: number;
  };
  readonly messages: {
    readonly delayedSubmission: Reminder;
    readonly pendingReview: Reminder;
    readonly notify: {
      readonly approvalRequested: boolean;
      readonly approvalDecided: boolean;
      readonly shared: boolean;
      readonly taskAssigned: boolean;
    };
    readonly byEmail: boolean;
  };
  readonly functionLab: {
    readonly enabled: boolean;
    readonly helmMode: boolean;
    readonly compoundExport: boolean;
    readonly structurePush: boolean;
    readonly spreadsheetProDisplay: boolean;
  };
  readonly files: {
    readonly sizeLimitEnabled: boolean;
    readonly sizeLimitMB: number;
    readonly accept: readonly string[];
    readonly imageAccept: readonly string[];
  };
  readonly other: {
    readonly projectMain: boolean;
    readonly tempSaveTime: number;
    readonly debugger: boolean;
    readonly defaultLanguage: "zh-CN" | "en";
    readonly traceModification: boolean;
  };
}
export type SettingsSection = keyof SettingsSections;
