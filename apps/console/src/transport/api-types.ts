import type { Language } from "../app/constants";

export interface Me {
  readonly id: string;
  readonly account: string;
  readonly realName: string;
  readonly mobile: string;
  readonly areaCode: string;
  readonly language: Language;
  readonly organisationCode: string;
  readonly identity: string;
  readonly department: { readonly id: string; readonly name: string; readonly isHeader: boolean } | null;
  readonly isOrganisationAdmin: boolean;
  readonly isTrial: boolean;
  readonly isGroup: boolean;
  readonly active: boolean;
  /** Present on this server: the session's screen is locked. */
  readonly locked?: boolean;
  /** The password expired or an administrator chose it: it must be changed before anything else. */
  readonly mustChangePassword?: boolean;
  readonly sessionExpiresAt: string;
  readonly settings: { readonly language: Language; readonly releaseNotesSeen: readonly string[] };
}

export interface LoginResult {
  /** For API clients; the console authenticates with the HttpOnly cookie the login also sets. */
  readonly token: string;
  /** Signs every call of this session; given once. */
  readonly signingKey: string;
  readonly user: {
    readonly id: string;
    readonly account: string;
    readonly realName: string;
    readonly language: Language;
    readonly departmentId: string;
    readonly isOrganisationAdmin: boolean;
  };
  readonly passwordExpired: boolean;
}

export interface PermissionItem {
  readonly permissionCode: string;
  readonly isActive: boolean;
}

export interface WatermarkConfig {
  readonly enabled: boolean;
  readonly showUserName: boolean;
  readonly showAccount?: boolean;
  readonly showTime: boolean;
  readonly customText: string;
  readonly applicability: readonly string[];
  readonly opacity: number;
  readonly fontSize: number;
  readonly angle: number;
}

export interface OtherSettings {
  readonly projectMain: boolean;
  readonly tempSaveTime: number;
  readonly debugger: boolean;
  /** Every record change must give a reason (spec §4). */
  readonly traceModification?: boolean;
}

export interface MessageCounts {
  readonly approvingExpCount: number;
  readonly approvingShareExpCount: number;
  readonly approvingReportCount: number;
  readonly approvingTempShareCount: number;
  readonly unreadMessageCount: number;
  readonly sampleTestCount: number;
  readonly recordCallExameCount: number;
}
