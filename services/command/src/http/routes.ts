import { type Access, MODULE_SUB_TYPES, MODULE_TYPES } from "@labledger/domain";
import {
  MESSAGE_KINDS,
  PERMISSION_CODE,
  ReviewerRule,
  RoleDefinition,
  SETTINGS_SECTIONS,
  type SettingsSection,
  SIGNATURE_MEANINGS,
  TASK_STATUSES,
} from "@labledger/events";
import { z } from "zod";

/**
 * Every HTTP operation of the API, in one table: controllers take their paths from it and
 * the OpenAPI document is generated from it, so the two cannot drift apart.
 * `access` is who may call it: every route must say, and the authorization matrix test
 * (tests/api/authorization-matrix.e2e.spec.ts) checks every route against it.
 */
export interface RouteDefinition {
  readonly operationId: string;
  readonly method: "get" | "post" | "put" | "patch" | "delete";
  /** Path under /api, OpenAPI style: /experiments/{id}. */
  readonly path: string;
  readonly summary: string;
  readonly tag: string;
  readonly access: Access;
  /** Spec §6: one of the functions trial accounts have no right to. */
  readonly deniedToTrialAccounts?: boolean;
  /** Answered while the session's screen is locked (otherwise 423). */
  readonly allowsLockedSession?: boolean;
  /** Answered while the member must change an expired password (otherwise 403). */
  readonly allowsExpiredPassword?: boolean;
  readonly body?: z.ZodType;
  readonly query?: z.ZodObject;
  readonly response: z.ZodType;
}

const UserSummary = z.object({
  id: z.string(),
  account: z.string(),
  realName: z.string(),
  language: z.enum(["zh-CN", "en"]),
  departmentId: z.string().nullable(),
  isOrganisationAdmin: z.boolean(),
});

export const LoginBody = z.object({
  account: z.string().trim().min(1).max(50).describe("Login account"),
  password: z.string().min(1).max(200),
});

export const CreateDepartmentBody = z.object({
  name: z.string().trim().min(1).max(100),
  parentId: z.string().min(1).max(64).nullable().default(null),
});

export const ListQuery = z.object({
  pageIndex: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(200).default(10),
  keyword: z.string().trim().max(100).optional(),
  /** Read-your-writes: wait until the read model reflects this global position. */
  position: z.coerce.number().int().min(0).optional(),
});

const Language = z.enum(["zh-CN", "en"]);
const Mobile = z
  .string()
  .trim()
  .max(30)
  .regex(/^[0-9 +()-]*$/, "digits, spaces and + ( ) - only");
const AreaCode = z
  .string()
  .trim()
  .max(10)
  .regex(/^\+?[0-9]*$/, "digits, optionally after +");

export const CreateMemberBody = z.object({
  account: z
    .string()
    .trim()
    .min(1)
    .max(50)
    .regex(/^[A-Za-z0-9._@-]+$/, "letters, digits and . _ @ - only"),
  realName: z.string().trim().min(1).max(50),
  password: z.string().min(1).max(200),
  departmentId: z.string().min(1).max(64),
  language: Language.default("zh-CN"),
  mobile: Mobile.optional(),
  areaCode: AreaCode.optional(),
});

export const UpdateMemberBody = z
  .object({
    realName: z.string().trim().min(1).max(50),
    departmentId: z.string().min(1).max(64),
    language: Language,
    mobile: Mobile,
    areaCode: AreaCode,
    isDepartmentHeader: z.boolean(),
    isOrganisationAdmin: z.boolean().describe("Organisation administrators only"),
    active: z.boolean().describe("false deactivates the member (their history stays); true reactivates"),
  })
  .partial()
  .refine((body) => Object.keys(body).length > 0, "at least one field");

export const ResetPasswordBody = z.object({ password: z.string().min(1).max(200) });
export const ChangePasswordBody = z.object({
  oldPassword: z.string().min(1).max(200),
  newPassword: z.string().min(1).max(200),
});
export const UnlockBody = z.object({ password: z.string().min(1).max(200) });
export const MemberRolesBody = z.object({ roleIds: z.array(z.string().min(1).max(64)).max(50) });
export const RoleBody = RoleDefinition.extend({
  name: z.string().trim().min(1).max(50),
  description: z.string().trim().max(200).default(""),
  permissions: z.array(z.object({ permissionCode: PERMISSION_CODE, isActive: z.boolean() })).max(20),
});
export const MySettingsBody = z.object({ language: Language });
export const ReleaseNoteSeenBody = z.object({ version: z.string().trim().min(1).max(30) });

const Member = z.object({
  id: z.string(),
  account: z.string(),
  realName: z.string(),
  departmentId: z.string().nullable(),
  language: Language,
  mobile: z.string(),
  areaCode: z.string(),
  isOrganisationAdmin: z.boolean(),
  isDepartmentHeader: z.boolean(),
  active: z.boolean(),
  roleIds: z.array(z.string()),
  createdAt: z.string(),
  lastLoginAt: z.string().nullable(),
  lockedUntil: z.string().optional(),
});

const Id = z.string().min(1).max(64);
export const CreateProjectBody = z.object({
  name: z.string().trim().min(1).max(200),
  description: z.string().trim().max(500).default(""),
  leaderId: Id.optional().describe("Defaults to the creator"),
  managerIds: z.array(Id).max(20).default([]),
  personal: z.boolean().default(false).describe("A personal project is its owner's alone and cannot be authorised"),
});
export const UpdateProjectBody = z
  .object({
    name: z.string().trim().min(1).max(200),
    description: z.string().trim().max(500),
    leaderId: Id,
    managerIds: z.array(Id).max(20),
    status: z.enum(["Waiting", "Doing", "Pause", "Finished", "Changing"]),
  })
  .partial()
  .refine((body) => Object.keys(body).length > 0, "at least one field");
export const ProjectMemberBody = z.object({ access: z.enum(["read", "write"]) });
export const CreateTaskBody = z.object({
  name: z.string().trim().min(1).max(200),
  assigneeIds: z.array(Id).max(50).default([]),
  dueDate: z.iso.date().nullable().default(null),
});
export const ProjectListQuery = ListQuery.extend({
  status: z.enum(["Waiting", "Doing", "Pause", "Finished", "Changing"]).optional(),
});
export const CreateNotebookBody = z.object({ name: z.string().trim().min(1).max(100), projectId: Id.nullable().default(null) });
export const CreateExperimentBody = z.object({
  notebookId: Id,
  title: z.string().trim().min(1).max(300),
  projectId: Id.nullable().optional(),
  taskId: Id.nullable().optional(),
});
export const CloneExperimentBody = z.object({
  notebookId: Id,
  title: z.string().trim().min(1).max(300).optional().describe("Defaults to the source's title"),
});
export const ModuleGrantBody = z.object({
  attribute: z.union([z.literal(0), z.literal(1), z.null()]).describe("1 write, 0 read, null removes the grant"),
});
export const ExperimentListQuery = ListQuery.extend({
  projectId: Id.optional(),
  notebookId: Id.optional(),
  taskId: Id.optional(),
  overdue: z
    .enum(["true", "false"])
    .optional()
    .describe("Records older than the delayed-submission reminder's days (spec /record/{overdue})"),
});
export const TaskListQuery = ListQuery.extend({
  overdue: z.enum(["true", "false"]).optional().describe("Tasks past their due date and not finished or closed"),
});
/** Why a record changes: required once it was submitted or a module signed, or by the trace-modification setting. */
const ChangeReason = {
  reason: z
    .string()
    .trim()
    .max(500)
    .optional()
    .describe("Why (spec §4): required once the record was submitted or a module signed, or by the trace-modification setting"),
};
export const ChangeReasonBody = z.object(ChangeReason);
export const UpdateExperimentBody = z
  .object({
    title: z.string().trim().min(1).max(300),
    participants: z.array(Id).max(50),
    roomTemperature: z.union([z.number().min(-60).max(60), z.literal("N/A"), z.null()]),
    relativeHumidity: z.union([z.number().min(0).max(100), z.literal("N/A"), z.null()]),
    conclusion: z.enum(["success", "fail", "stop"]).nullable(),
    departmentId: Id.nullable(),
  })
  .partial()
  .extend(ChangeReason)
  .refine((body) => Object.keys(body).some((key) => key !== "reason"), "at least one field");
export const AddModuleBody = z.object({
  type: z.enum(MODULE_TYPES),
  subType: z.enum(MODULE_SUB_TYPES).nullable().default(null),
  title: z.string().trim().min(1).max(100),
  required: z.boolean().default(false),
  columns: z
    .array(z.object({ field: z.string().min(1).max(100), required: z.boolean(), className: z.string().max(100).default("") }))
    .max(200)
    .default([]),
  afterModuleId: Id.nullable().optional().describe("Insert after this module; absent: at the end"),
  ...ChangeReason,
});
export const RenameModuleBody = z.object({ title: z.string().trim().min(1).max(100), ...ChangeReason });
export const ReorderModulesBody = z.object({
  order: z.array(Id).max(500).describe("Every module id of the record, once, in the new order"),
  ...ChangeReason,
});
const Row = z.object({ rowId: z.string().min(1).max(64) }).catchall(z.unknown());
export const SaveModuleBody = z.object({
  data: z
    .strictObject({ fields: z.record(z.string().max(100), z.unknown()).default({}), rows: z.array(Row).max(10_000).default([]) })
    .describe("The module's whole content: a save replaces it, so a key other than fields and rows is refused, never dropped"),
  isAuto: z.boolean().default(false),
  lastCacheTime: z.number().int().min(0).describe("The module's cacheTime when this client loaded it"),
  ...ChangeReason,
});
/** What a person reads (Accept-Language: zh-CN or en): names, labels, rows by position, never an id, key or JSON. */
const Words = z.object({
  text: z.string(),
  html: z.string().optional().describe("Rich text as sanitised HTML, for screens"),
});
const ChangeWords = z
  .object({
    module: z.string().describe("The module's title; empty for the record itself"),
    row: z.string().describe("The row by its position and first cell, e.g. 第 3 行（乙醇）"),
    field: z.string().describe("The field or column by its label"),
    oldValue: Words,
    newValue: Words,
    sentence: z.boolean().describe("The new value says the whole change (a module added or deleted, a lifecycle step)"),
  })
  .describe("The change in words, in the caller's language");
const TraceRow = z.object({
  position: z.number(),
  modifyTime: z.string().describe("YYYY-MM-DD HH:mm:ss"),
  userId: z.string(),
  userName: z.string(),
  reason: z.string().nullable().describe("Why, where a change had to give a reason (a submitted record, a signed module)"),
  moduleId: z.string().nullable(),
  title: z.string(),
  action: z.union([z.literal(1), z.literal(2), z.literal(3)]),
  fieldName: z.string().nullable(),
  rowId: z.string().nullable(),
  oldValue: z.unknown(),
  newValue: z.unknown(),
  isAuto: z.boolean(),
  words: ChangeWords,
});

export const TraceQuery = z.object({
  pageIndex: z.coerce.number().int().min(1).optional(),
  pageSize: z.coerce.number().int().min(1).max(200).optional().describe("Without paging, the whole trace"),
});

export const MomentQuery = z.object({
  position: z.coerce
    .number()
    .int()
    .min(1)
    .optional()
    .describe("The global position of an event: a write's `position`, a trace row's `position`"),
  time: z.string().max(40).optional().describe("YYYY-MM-DD HH:mm:ss in the server's time zone, or an ISO 8601 instant"),
});

export const AuditQuery = ListQuery.omit({ keyword: true }).extend({
  userId: Id.optional().describe("Who made the change"),
  experimentId: Id.optional().describe("One record"),
  projectId: Id.optional().describe("A project: its own events and every change of its records"),
  action: z.coerce
    .number()
    .pipe(z.union([z.literal(1), z.literal(2), z.literal(3)]))
    .optional()
    .describe("1 added, 2 modified, 3 deleted"),
  category: z
    .enum(["record", "admin"])
    .optional()
    .describe("Record changes, or administration (logins, members, roles, settings)"),
  eventType: z.string().max(64).optional(),
  dateRange: z
    .string()
    .max(30)
    .optional()
    .describe("Spec §9: two dates joined by an ampersand, YYYY-MM-DD&YYYY-MM-DD, both included (send the & as %26)"),
});
export const ExportFormat = z
  .enum(["csv", "pdf"])
  .describe("csv: UTF-8 with BOM, every value whole; pdf: landscape A4 with who exported it, when and what was asked");
export const TraceExportQuery = z.object({ format: ExportFormat });
export const AuditExportQuery = AuditQuery.omit({ pageIndex: true, pageSize: true }).extend({ format: ExportFormat });

const AuditRow = z.object({
  id: z.string(),
  position: z.number(),
  modifyTime: z.string().describe("YYYY-MM-DD HH:mm:ss"),
  time: z.string().describe("ISO 8601"),
  userId: z.string(),
  userName: z.string(),
  reason: z.string().nullable(),
  category: z.enum(["record", "admin"]),
  eventType: z.string(),
  action: z.union([z.literal(1), z.literal(2), z.literal(3), z.null()]),
  subject: z.string().nullable().describe("What an administration event is about: an account, a name"),
  projectId: z.string().nullable(),
  experimentId: z.string().nullable(),
  experimentNumber: z.string().nullable(),
  experimentTitle: z.string().nullable(),
  moduleId: z.string().nullable(),
  moduleTitle: z.string().nullable(),
  rowId: z.string().nullable(),
  fieldName: z.string().nullable(),
  oldValue: z.unknown(),
  newValue: z.unknown(),
  isAuto: z.boolean(),
  words: ChangeWords.extend({ subject: z.string().describe("What an administration event is about, in words") }),
});

const SignatureMeaning = z.enum(SIGNATURE_MEANINGS).describe("21 CFR 11.50: what the signature means");
const SignerPassword = z.string().min(1).max(200).describe("The signer's password, asked again at every signing (11.200)");
export const FlowBody = z.object({
  name: z.string().trim().min(1).max(100),
  nodes: z
    .array(z.object({ name: z.string().trim().min(1).max(50), reviewers: z.array(ReviewerRule).min(1).max(10) }))
    .min(1)
    .max(20),
});
export const SubmitBody = z.object({
  flowId: Id.optional().describe("The approval flow; absent: the organisation's default flow"),
});
export const RecallBody = z.object({ reason: z.string().trim().min(1).max(500) });
export const RollBackBody = z.object({
  version: z.number().int().min(1).describe("The submitted version to return to"),
  reason: z.string().trim().min(1).max(500),
});
export const SignModuleBody = z.object({ password: SignerPassword, meaning: SignatureMeaning });
export const RemoveSignatureBody = z.object({
  password: SignerPassword,
  signerId: Id.describe("Whose signature is removed"),
  signTime: z.iso.datetime().describe("When it was signed (the signature's signTime)"),
  meaning: SignatureMeaning.optional().describe("What removing it means for the remover (responsibility)"),
});
export const ApprovalDecisionBody = z.object({
  password: SignerPassword,
  comment: z.string().trim().max(250).default("").describe("Required when rejecting"),
  meaning: SignatureMeaning.optional().describe(
    "Fitted to the act: approving or granting a recall means approval (default) or review; rejecting or refusing means rejection (default) or review",
  ),
});
export const ApprovalListQuery = ListQuery.extend({
  queue: z.enum(["record", "recall"]).default("record"),
  state: z.enum(["pending", "approved"]).default("pending").describe("pending: waiting for me; approved: decided by me"),
});
const Flow = z.object({ flowId: Id, name: z.string(), nodes: FlowBody.shape.nodes, isDefault: z.boolean() });
const Approval = z
  .object({
    id: z.string(),
    queue: z.enum(["record", "recall"]),
    experimentId: z.string(),
    version: z.number(),
    state: z.enum(["pending", "approved", "rejected"]),
    applicantName: z.string(),
    reviewerIds: z.array(z.string()),
    decisions: z.array(z.object({}).passthrough()),
  })
  .passthrough();

const VersionRef = z
  .string()
  .regex(/^(\d{1,6}|current)$/, "a version number or current")
  .describe("A submitted version's number, or `current` for the record now");
export const CompareQuery = z.object({ from: VersionRef, to: VersionRef });
const FieldChangeRow = z.object({
  action: z.union([z.literal(1), z.literal(2), z.literal(3)]),
  field: z.string().nullable(),
  rowId: z.string().nullable(),
  oldValue: z.unknown(),
  newValue: z.unknown(),
  words: ChangeWords,
});
const RecordAt = z.object({
  record: z.object({}).passthrough(),
  header: z
    .array(z.object({ key: z.string(), label: z.string(), text: z.string() }))
    .describe("The record's own fields as they stood, each by its label and in words (caller's language)"),
  asOf: z.object({
    streamPosition: z.number(),
    position: z.number(),
    modifyTime: z.string().describe("YYYY-MM-DD HH:mm:ss"),
    time: z.string().describe("ISO 8601, to the millisecond"),
    type: z.string(),
    userId: z.string(),
    userName: z.string(),
    reason: z.string().nullable(),
  }),
  events: z.number().describe("Events in the record's stream now"),
  previousPosition: z.number().nullable(),
  nextPosition: z.number().nullable(),
});

export const MessageListQuery = ListQuery.omit({ keyword: true }).extend({
  unread: z.enum(["true", "false"]).optional().describe("Only unread messages"),
});
export const MarkReadBody = z.object({ messageIds: z.array(Id).min(1).max(200) });
const Message = z.object({
  id: z.string(),
  recipientId: z.string(),
  kind: z.enum(MESSAGE_KINDS),
  experimentId: z.string().nullable(),
  number: z.string().nullable(),
  title: z.string().nullable(),
  version: z.number().nullable(),
  detail: z.string().nullable(),
  read: z.boolean(),
  createdAt: z.string(),
});

export const TaskStatusBody = z.object({ status: z.enum(TASK_STATUSES) });

const ChainBreakAt = z.object({
  streamPosition: z.number(),
  position: z.number(),
  problem: z.enum(["hash-mismatch", "broken-link", "position-gap", "unreadable"]),
});

const PermissionRow = z.object({ permissionCode: PERMISSION_CODE, isActive: z.boolean() });
const Role = RoleDefinition.extend({ id: z.string(), builtIn: z.boolean(), updatedAt: z.string() });
const Position = z.object({ position: z.number() });
const MessageCounts = z.object({
  approvingExpCount: z.number(),
  approvingShareExpCount: z.number(),
  approvingReportCount: z.number(),
  approvingTempShareCount: z.number(),
  unreadMessageCount: z.number(),
  sampleTestCount: z.number(),
  recordCallExameCount: z.number(),
});

export const NumberingRuleBody = z.object({
  target: z.enum(["experiment", "notebook", "sample"]),
  prefix: z.string().trim().max(4).default(""),
  relatedKey: z.enum(["project", "date", "none"]),
  dateFormat: z.enum(["YY", "YYMM", "YYMMDD"]).default("YYMMDD"),
  serialDigits: z.number().int(),
  mode: z.enum(["consecutive", "restart"]),
});

const NumberingRuleRow = NumberingRuleBody.extend({
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
const DictionaryItem = z.object({
  id: z.string(),
  category: z.string(),
  name: z.string(),
  enabled: z.boolean(),
  createdAt: z.string(),
});

const Department = z.object({
  id: z.string(),
  name: z.string(),
  parentId: z.string().nullable(),
  createdAt: z.string(),
  isTrial: z.boolean().describe("The trial organisation (department id 1)"),
  headers: z.array(z.object({ id: z.string(), realName: z.string() })).describe("Members flagged head of this department"),
});

const ProjectionStatus = z.object({ name: z.string(), position: z.number(), lag: z.number(), error: z.string().optional() });

export const routes = {
  health: {
    operationId: "getHealth",
    method: "get",
    path: "/health",
    summary: "Liveness, runtime mode and the log's head position",
    tag: "system",
    access: "public",
    response: z.object({
      status: z.enum(["ok", "degraded"]),
      mode: z.enum(["embedded", "distributed"]),
      position: z.number().describe("Global position of the newest event"),
      projections: z.array(ProjectionStatus),
    }),
  },
  login: {
    operationId: "login",
    method: "post",
    path: "/auth/login",
    summary:
      "Log in with account and password; returns the session token (also set as the HttpOnly cookie labledger_session for browsers) and, once, the session's signing key",
    tag: "auth",
    access: "public",
    body: LoginBody,
    response: z.object({
      token: z.string(),
      signingKey: z.string().describe("Key of the keyed request signature (x-ll-signature); given only here, once"),
      user: UserSummary,
      position: z.number(),
    }),
  },
  time: {
    operationId: "getServerTime",
    method: "get",
    path: "/time",
    summary: "Server time in epoch milliseconds: clients base the request signature's timestamp on it (spec §7)",
    tag: "auth",
    access: "public",
    response: z.object({ now: z.number() }),
  },
  me: {
    operationId: "getMe",
    method: "get",
    path: "/auth/me",
    summary: "The session's user: the session fields of spec §3, trial and group flags, and personal settings",
    tag: "auth",
    access: "member",
    allowsLockedSession: true,
    allowsExpiredPassword: true,
    response: z.object({
      id: z.string(),
      account: z.string(),
      realName: z.string(),
      mobile: z.string(),
      areaCode: z.string(),
      language: Language,
      organisationCode: z.string(),
      identity: z.enum(["organisationAdmin", "departmentHeader", "member", "trial"]),
      department: z.object({ id: z.string(), name: z.string(), isHeader: z.boolean() }).nullable(),
      isOrganisationAdmin: z.boolean(),
      isTrial: z.boolean().describe("A member of the trial organisation (department id 1)"),
      isGroup: z.boolean().describe("Spec §2 isGroup: belongs to a team (not a trial account); team paths need it"),
      active: z.boolean(),
      locked: z.boolean().describe("The session's screen is locked"),
      mustChangePassword: z.boolean(),
      sessionExpiresAt: z.string(),
      settings: z.object({ language: Language, releaseNotesSeen: z.array(z.string()) }),
    }),
  },
  logout: {
    operationId: "logout",
    method: "post",
    path: "/auth/logout",
    summary: "End this session",
    tag: "auth",
    access: "member",
    allowsLockedSession: true,
    allowsExpiredPassword: true,
    response: Position,
  },
  lock: {
    operationId: "lockScreen",
    method: "post",
    path: "/auth/lock",
    summary: "Lock this session's screen: every other call answers 423 until it is unlocked with the password",
    tag: "auth",
    access: "member",
    allowsLockedSession: true,
    response: Position,
  },
  unlock: {
    operationId: "unlockScreen",
    method: "post",
    path: "/auth/unlock",
    summary: "Unlock the screen with the password; wrong passwords count toward the account lockout",
    tag: "auth",
    access: "member",
    allowsLockedSession: true,
    body: UnlockBody,
    response: Position,
  },
  changePassword: {
    operationId: "changePassword",
    method: "post",
    path: "/auth/password",
    summary: "Change one's own password (the policy applies); other sessions of the member end",
    tag: "auth",
    access: "member",
    allowsExpiredPassword: true,
    body: ChangePasswordBody,
    response: Position,
  },
  myPermissions: {
    operationId: "getMyPermissions",
    method: "get",
    path: "/permissions/me",
    summary: "Every permission code with isActive for the session's member (spec §3 permission items)",
    tag: "auth",
    access: "member",
    response: z.array(PermissionRow),
  },
  mySettings: {
    operationId: "setMySettings",
    method: "put",
    path: "/me/settings",
    summary: "The member's own settings: interface language",
    tag: "auth",
    access: "member",
    body: MySettingsBody,
    response: Position,
  },
  releaseNoteSeen: {
    operationId: "markReleaseNoteSeen",
    method: "post",
    path: "/me/release-notes-seen",
    summary: "Record that the member has seen a version's release notes (shown once per version)",
    tag: "auth",
    access: "member",
    body: ReleaseNoteSeenBody,
    response: Position,
  },
  messageCounts: {
    operationId: "getMessageCounts",
    method: "get",
    path: "/messages/counts",
    summary: "The header bell's seven counts for the session's member (spec §3 message counts)",
    tag: "auth",
    access: "member",
    response: MessageCounts,
  },
  createDepartment: {
    operationId: "createDepartment",
    method: "post",
    path: "/departments",
    summary:
      "Add a department to the organisation's tree (permission MemberManage; header x-client-command-id makes it idempotent)",
    tag: "organisation",
    access: { permission: "MemberManage" },
    body: CreateDepartmentBody,
    response: z.object({ departmentId: z.string(), position: z.number() }),
  },
  listDepartments: {
    operationId: "listDepartments",
    method: "get",
    path: "/departments",
    summary: "Departments, paged ({code, rows, total}); keyword searches names in Chinese or English",
    tag: "organisation",
    access: "member",
    deniedToTrialAccounts: true,
    query: ListQuery,
    response: z.array(Department),
  },
  createMember: {
    operationId: "createMember",
    method: "post",
    path: "/members",
    summary: "Create a member account in a department (permission MemberManage); the password must meet the policy",
    tag: "organisation",
    access: { permission: "MemberManage" },
    body: CreateMemberBody,
    response: z.object({ memberId: z.string(), position: z.number() }),
  },
  listMembers: {
    operationId: "listMembers",
    method: "get",
    path: "/members",
    summary: "Members, paged ({code, rows, total}); keyword searches account and name",
    tag: "organisation",
    access: "member",
    deniedToTrialAccounts: true,
    query: ListQuery,
    response: z.array(Member),
  },
  getMember: {
    operationId: "getMember",
    method: "get",
    path: "/members/{id}",
    summary: "One member",
    tag: "organisation",
    access: "member",
    deniedToTrialAccounts: true,
    query: ListQuery.pick({ position: true }),
    response: Member,
  },
  updateMember: {
    operationId: "updateMember",
    method: "patch",
    path: "/members/{id}",
    summary:
      "Edit a member (permission MemberManage): name, department, language, phone, header flag; active false deactivates. The administrator flag needs an organisation administrator",
    tag: "organisation",
    access: { permission: "MemberManage" },
    body: UpdateMemberBody,
    response: Position,
  },
  resetMemberPassword: {
    operationId: "resetMemberPassword",
    method: "post",
    path: "/members/{id}/password",
    summary: "Set a member's password (permission MemberManage): their sessions end and they must change it at the next login",
    tag: "organisation",
    access: { permission: "MemberManage" },
    body: ResetPasswordBody,
    response: Position,
  },
  setMemberRoles: {
    operationId: "setMemberRoles",
    method: "put",
    path: "/members/{id}/roles",
    summary: "Set the custom roles a member holds (permission PermissioManage)",
    tag: "roles",
    access: { permission: "PermissioManage" },
    body: MemberRolesBody,
    response: Position,
  },
  listRoles: {
    operationId: "listRoles",
    method: "get",
    path: "/roles",
    summary: "Roles (built-in and custom) with their permission rows and viewing levels",
    tag: "roles",
    access: "member",
    deniedToTrialAccounts: true,
    query: ListQuery.pick({ position: true }),
    response: z.array(Role),
  },
  createRole: {
    operationId: "createRole",
    method: "post",
    path: "/roles",
    summary: "Create a custom role (permission PermissioManage)",
    tag: "roles",
    access: { permission: "PermissioManage" },
    body: RoleBody,
    response: z.object({ roleId: z.string(), position: z.number() }),
  },
  updateRole: {
    operationId: "updateRole",
    method: "put",
    path: "/roles/{id}",
    summary: "Change a role, built-in ones included (permission PermissioManage)",
    tag: "roles",
    access: { permission: "PermissioManage" },
    body: RoleBody,
    response: Position,
  },
  deleteRole: {
    operationId: "deleteRole",
    method: "delete",
    path: "/roles/{id}",
    summary: "Delete a custom role (permission PermissioManage); built-in roles cannot be deleted",
    tag: "roles",
    access: { permission: "PermissioManage" },
    response: Position,
  },
  listNumberingRules: {
    operationId: "listNumberingRules",
    method: "get",
    path: "/numbering-rules",
    summary: "The numbering rule of every target (experiment, notebook, sample), with an example number",
    tag: "settings",
    access: "member",
    response: z.array(NumberingRuleRow),
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
    response: z.array(DictionaryItem),
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
  createProject: {
    operationId: "createProject",
    method: "post",
    path: "/projects",
    summary: "Create a project (permission ProjectManage); numbered PRJ001, PRJ002, …",
    tag: "records",
    access: { permission: "ProjectManage" },
    body: CreateProjectBody,
    response: z.object({ id: z.string(), number: z.string(), position: z.number() }),
  },
  listProjects: {
    operationId: "listProjects",
    method: "get",
    path: "/projects",
    summary: "Projects the member may view (spec §6 viewing levels), paged; keyword, status",
    tag: "records",
    access: "member",
    query: ProjectListQuery,
    response: z.array(z.object({}).passthrough()),
  },
  getProject: {
    operationId: "getProject",
    method: "get",
    path: "/projects/{id}",
    summary: "One project, when the member may view it",
    tag: "records",
    access: "member",
    query: ListQuery.pick({ position: true }),
    response: z.object({}).passthrough(),
  },
  updateProject: {
    operationId: "updateProject",
    method: "patch",
    path: "/projects/{id}",
    summary: "Change a project's fields or status (owner, leader, managers, administrators)",
    tag: "records",
    access: "member",
    body: UpdateProjectBody,
    response: Position,
  },
  grantProjectMember: {
    operationId: "grantProjectMember",
    method: "put",
    path: "/projects/{id}/members/{memberId}",
    summary: "Give a member read-only or read-and-write access to a project (not to a personal project)",
    tag: "records",
    access: "member",
    body: ProjectMemberBody,
    response: Position,
  },
  removeProjectMember: {
    operationId: "removeProjectMember",
    method: "delete",
    path: "/projects/{id}/members/{memberId}",
    summary: "Remove a member from a project: their access ends",
    tag: "records",
    access: "member",
    response: Position,
  },
  createTask: {
    operationId: "createTask",
    method: "post",
    path: "/projects/{id}/tasks",
    summary: "Add a task to a project that is Waiting (pre-research) or Doing (on-research)",
    tag: "records",
    access: "member",
    body: CreateTaskBody,
    response: z.object({ id: z.string(), position: z.number() }),
  },
  changeTaskStatus: {
    operationId: "changeTaskStatus",
    method: "put",
    path: "/projects/{id}/tasks/{taskId}/status",
    summary: "Move a task to another status (not started → in progress → finished; closed), as the project allows",
    tag: "records",
    access: "member",
    body: TaskStatusBody,
    response: Position,
  },
  projectTasks: {
    operationId: "listProjectTasks",
    method: "get",
    path: "/projects/{id}/tasks",
    summary: "A project's tasks the member may view (spec §6 task viewing levels), paged; keyword",
    tag: "records",
    access: "member",
    query: ListQuery,
    response: z.array(z.object({}).passthrough()),
  },
  myTasks: {
    operationId: "listMyTasks",
    method: "get",
    path: "/tasks/mine",
    summary: "Tasks the member owns or is assigned to; overdue=true: past due and not finished",
    tag: "records",
    access: "member",
    query: TaskListQuery,
    response: z.array(z.object({}).passthrough()),
  },
  createNotebook: {
    operationId: "createNotebook",
    method: "post",
    path: "/notebooks",
    summary: "Create a record book, numbered by the notebook numbering rule",
    tag: "records",
    access: "member",
    body: CreateNotebookBody,
    response: z.object({ id: z.string(), number: z.string(), position: z.number() }),
  },
  listNotebooks: {
    operationId: "listNotebooks",
    method: "get",
    path: "/notebooks",
    summary: "Record books the member may view, paged",
    tag: "records",
    access: "member",
    query: ListQuery,
    response: z.array(z.object({}).passthrough()),
  },
  createExperiment: {
    operationId: "createExperiment",
    method: "post",
    path: "/experiments",
    summary: "Create an experiment record in a record book, numbered by the experiment numbering rule",
    tag: "records",
    access: "member",
    body: CreateExperimentBody,
    response: z.object({ id: z.string(), number: z.string(), position: z.number() }),
  },
  cloneExperiment: {
    operationId: "cloneExperiment",
    method: "post",
    path: "/experiments/{id}/clone",
    summary:
      "Clone a record into a record book (spec §4): modules and content copied; signatures, highlights, reaction data and sample codes reset; a new number",
    tag: "records",
    access: "member",
    body: CloneExperimentBody,
    response: z.object({ id: z.string(), number: z.string(), position: z.number() }),
  },
  listExperiments: {
    operationId: "listExperiments",
    method: "get",
    path: "/experiments",
    summary: "Records the member may view (spec §6 viewing levels), paged; by project, book or task",
    tag: "records",
    access: "member",
    query: ExperimentListQuery,
    response: z.array(z.object({}).passthrough()),
  },
  getExperiment: {
    operationId: "getExperiment",
    method: "get",
    path: "/experiments/{id}",
    summary: "A record with its fields and modules, folded from its stream (never stale)",
    tag: "records",
    access: "member",
    response: z.object({}).passthrough(),
  },
  updateExperiment: {
    operationId: "updateExperiment",
    method: "patch",
    path: "/experiments/{id}",
    summary: "Change record fields: title, participants, room temperature and humidity (or N/A), conclusion, department",
    tag: "records",
    access: "member",
    body: UpdateExperimentBody,
    response: Position,
  },
  addModule: {
    operationId: "addModule",
    method: "post",
    path: "/experiments/{id}/modules",
    summary: "Add a module to a record",
    tag: "records",
    access: "member",
    body: AddModuleBody,
    response: z.object({ moduleId: z.string(), position: z.number() }),
  },
  saveModule: {
    operationId: "saveModule",
    method: "put",
    path: "/experiments/{id}/modules/{moduleId}",
    summary:
      "Save a module (by hand or automatically); recorded as field changes. A save on a stale copy is refused with 409, never applied",
    tag: "records",
    access: "member",
    body: SaveModuleBody,
    response: z.object({ lastCacheTime: z.number(), position: z.number() }),
  },
  renameModule: {
    operationId: "renameModule",
    method: "patch",
    path: "/experiments/{id}/modules/{moduleId}",
    summary: "Rename a module of a record",
    tag: "records",
    access: "member",
    body: RenameModuleBody,
    response: Position,
  },
  deleteModule: {
    operationId: "deleteModule",
    method: "delete",
    path: "/experiments/{id}/modules/{moduleId}",
    summary: "Remove a module from a record (its saves stay in the log); a reviewed module must be reactivated first (409)",
    tag: "records",
    access: "member",
    body: ChangeReasonBody,
    response: Position,
  },
  reorderModules: {
    operationId: "reorderModules",
    method: "put",
    path: "/experiments/{id}/module-order",
    summary: "Put a record's modules in a new order (every module id, once)",
    tag: "records",
    access: "member",
    body: ReorderModulesBody,
    response: Position,
  },
  grantModule: {
    operationId: "grantModule",
    method: "put",
    path: "/experiments/{id}/modules/{moduleId}/grants/{memberId}",
    summary: "Authorise one module of a record to a member, read (0) or write (1), or remove it (null); the record's owner only",
    tag: "records",
    access: "member",
    body: ModuleGrantBody,
    response: Position,
  },
  enableModuleEdit: {
    operationId: "enableModuleEdit",
    method: "post",
    path: "/experiments/{id}/modules/{moduleId}/edit",
    summary: "Take a module for editing (enable-edit): others cannot save it for 5 minutes; returns its lastCacheTime",
    tag: "records",
    access: "member",
    response: z.object({ until: z.string(), lastCacheTime: z.number(), position: z.number() }),
  },
  openExperiment: {
    operationId: "openExperiment",
    method: "post",
    path: "/experiments/{id}/open",
    summary:
      "Spec §4 open-check, repeated every minute while open: read-only when another member has the record open or the caller may not edit it",
    tag: "records",
    access: "member",
    response: z.object({
      isReadOnly: z.boolean(),
      permission: z.union([z.literal(0), z.literal(1)]),
      openedBy: z.array(z.object({ id: z.string(), realName: z.string() })),
    }),
  },
  closeExperiment: {
    operationId: "closeExperiment",
    method: "delete",
    path: "/experiments/{id}/open",
    summary: "The caller closed the record (others may now edit it)",
    tag: "records",
    access: "member",
    response: z.object({}),
  },
  uploadAttachments: {
    operationId: "uploadAttachments",
    method: "post",
    path: "/experiments/{id}/attachments",
    summary:
      'multipart/form-data: field moduleId (an attachment module) and one or more files. Spec §5 limits: 25 MB a file (the file-size-limit setting: its limit + 0.2 MB), 10 pictures of 30 MB at most, no empty files, names without / : * ? " < > |, the accept lists',
    tag: "records",
    access: "member",
    response: z.object({
      moduleId: z.string(),
      files: z.array(
        z.object({ rowId: z.string(), name: z.string(), size: z.number(), sha256: z.string(), mediaType: z.string() }),
      ),
      position: z.number(),
    }),
  },
  downloadAttachment: {
    operationId: "downloadAttachment",
    method: "get",
    path: "/experiments/{id}/attachments/{sha256}",
    summary:
      "A record's attached file (?row= names the attachment, so the same content attached twice keeps each name). Inline only for png, jpg, jpeg, bmp, gif, pdf, tiff whose content is that format; anything else, or ?download=true, is a download",
    tag: "records",
    access: "member",
    query: z.object({
      download: z.enum(["true", "false"]).optional().describe("true: as a download, never inline"),
      row: Id.optional().describe("The attachment row, when the same file is attached under two names"),
    }),
    response: z.string().describe("the file's bytes"),
  },
  attachmentLink: {
    operationId: "getAttachmentLink",
    method: "get",
    path: "/experiments/{id}/attachments/{sha256}/link",
    summary:
      "A link to an attached file valid for 10 minutes, for what cannot send signed headers (an <img>, a download link); ?row= names the attachment",
    tag: "records",
    access: "member",
    query: z.object({ row: Id.optional() }),
    response: z.object({ url: z.string(), expiresAt: z.string() }),
  },
  linkedFile: {
    operationId: "getLinkedFile",
    method: "get",
    path: "/files/{sha256}",
    summary: "A file through a link from getAttachmentLink (the link's signature and expiry are its authorisation)",
    tag: "records",
    access: "public",
    query: z.object({
      record: z.string().min(1).max(64),
      member: z.string().min(1).max(64),
      expires: z.coerce.number().int(),
      sig: z.string().min(1).max(100),
      download: z.enum(["true", "false"]).optional(),
      row: Id.optional(),
    }),
    response: z.string().describe("the file's bytes"),
  },
  experimentCompleteness: {
    operationId: "getExperimentCompleteness",
    method: "get",
    path: "/experiments/{id}/completeness",
    summary:
      "Whether the record may be submitted (spec §5): required modules filled and required grid cells not blank; otherwise the spec's message and where",
    tag: "records",
    access: "member",
    response: z.object({
      complete: z.boolean(),
      message: z.string().nullable(),
      incomplete: z.array(z.object({ moduleId: z.string(), title: z.string(), rowIds: z.array(z.string()) })),
    }),
  },
  experimentTrace: {
    operationId: "getExperimentTrace",
    method: "get",
    path: "/experiments/{id}/trace",
    summary:
      "Every change of a record, newest first: action, module, row, field, old and new value, who, when and why; paged with pageIndex and pageSize",
    tag: "records",
    access: "member",
    query: TraceQuery,
    response: z.array(TraceRow),
  },
  experimentTraceExport: {
    operationId: "exportExperimentTrace",
    method: "get",
    path: "/experiments/{id}/trace/export",
    summary:
      "A record's whole trace as a file (spec Audit/Experiment/TraceExportFile): ?format=csv, or ?format=pdf (at most 10,000 changes) opening with the record, its status and version, its hash chain verified, who exported it and when",
    tag: "audit",
    access: "member",
    query: TraceExportQuery,
    response: z.string().describe("text/csv or application/pdf"),
  },
  experimentAt: {
    operationId: "getExperimentAt",
    method: "get",
    path: "/experiments/{id}/at",
    summary:
      "Time travel: the record as it stood right after the event at ?position=, or at the instant ?time=, folded from its own stream (never a read model); with the event it stands at and its neighbours, to step through",
    tag: "audit",
    access: "member",
    query: MomentQuery,
    response: RecordAt,
  },
  experimentVersions: {
    operationId: "getExperimentVersions",
    method: "get",
    path: "/experiments/{id}/versions",
    summary: "The record's numbered versions: one per submission, with who submitted it and when",
    tag: "audit",
    access: "member",
    response: z.array(
      z.object({
        version: z.number(),
        position: z.number(),
        modifyTime: z.string(),
        userId: z.string(),
        userName: z.string(),
        flowName: z.string(),
      }),
    ),
  },
  experimentVersion: {
    operationId: "getExperimentVersion",
    method: "get",
    path: "/experiments/{id}/versions/{version}",
    summary: "The record as it was submitted as this version (spec /previewHisRecord), folded from its stream",
    tag: "audit",
    access: "member",
    response: RecordAt,
  },
  compareVersions: {
    operationId: "compareExperimentVersions",
    method: "get",
    path: "/experiments/{id}/compare",
    summary:
      "Two versions side by side (?from=&to=, a number or current): the record's fields and every module added, removed or changed, field by field",
    tag: "audit",
    access: "member",
    query: CompareQuery,
    response: z.object({
      from: z.string(),
      to: z.string(),
      details: z.array(FieldChangeRow),
      modules: z.array(
        z.object({
          moduleId: z.string(),
          title: z.string(),
          type: z.string(),
          status: z.enum(["added", "removed", "changed", "unchanged"]),
          changes: z.array(FieldChangeRow),
        }),
      ),
    }),
  },
  experimentVerification: {
    operationId: "getExperimentVerification",
    method: "get",
    path: "/experiments/{id}/verification",
    summary:
      "The record's hash chain checked from its first event: every event links to the one before and its content matches its hash; otherwise the first break",
    tag: "audit",
    access: "member",
    response: z.object({ verified: z.boolean(), events: z.number(), brokenAt: ChainBreakAt.nullable() }),
  },
  auditTrail: {
    operationId: "searchAuditTrail",
    method: "get",
    path: "/audit",
    summary:
      "The team audit trail (AudittrailSearch): every change of every record, field by field, and every administration event (logins, failed logins, members, roles, settings), newest first, filtered. Read-only: nothing in the API changes or deletes an entry",
    tag: "audit",
    access: { permission: "AudittrailSearch" },
    query: AuditQuery,
    response: z.array(AuditRow),
  },
  auditRecords: {
    operationId: "listRecordsForAudit",
    method: "get",
    path: "/audit/records",
    summary:
      "Every record of the organisation, newest first, by number or title (?keyword=), for an auditor to open its trace, versions and time travel whatever their viewing levels",
    tag: "audit",
    access: { permission: "AudittrailSearch" },
    query: ListQuery,
    response: z.array(z.object({}).passthrough()),
  },
  auditExport: {
    operationId: "exportAuditTrail",
    method: "get",
    path: "/audit/export",
    summary:
      "The audit search as a file, headers in the caller's language, the same filters: ?format=csv (UTF-8 with BOM, at most 100,000 entries) or ?format=pdf (at most 10,000 entries, with the search, who exported it and when)",
    tag: "audit",
    access: { permission: "AudittrailSearch" },
    query: AuditExportQuery,
    response: z.string().describe("text/csv or application/pdf"),
  },
  listMessages: {
    operationId: "listMessages",
    method: "get",
    path: "/messages",
    summary: "The member's internal messages, newest first (approval requests and decisions, recalls, reminders)",
    tag: "messages",
    access: "member",
    query: MessageListQuery,
    response: z.array(Message),
  },
  markMessagesRead: {
    operationId: "markMessagesRead",
    method: "post",
    path: "/messages/read",
    summary: "Mark the member's own messages read (the bell's unread count drops)",
    tag: "messages",
    access: "member",
    body: MarkReadBody,
    response: Position,
  },
  listFlows: {
    operationId: "listApprovalFlows",
    method: "get",
    path: "/flows",
    summary: "The organisation's approval flows (spec /team/process), the default one marked",
    tag: "approvals",
    access: "member",
    response: z.array(Flow),
  },
  createFlow: {
    operationId: "createApprovalFlow",
    method: "post",
    path: "/flows",
    summary:
      "Define an approval flow: named nodes (unique, required), each reviewed by project managers, department managers, direct superiors, named members or roles; the first flow becomes the default",
    tag: "approvals",
    access: { permission: "FlowManage" },
    body: FlowBody,
    response: z.object({ flowId: Id, position: z.number() }),
  },
  updateFlow: {
    operationId: "updateApprovalFlow",
    method: "put",
    path: "/flows/{id}",
    summary: "Change an approval flow (records already submitted keep the reviewers they were given)",
    tag: "approvals",
    access: { permission: "FlowManage" },
    body: FlowBody,
    response: Position,
  },
  deleteFlow: {
    operationId: "deleteApprovalFlow",
    method: "delete",
    path: "/flows/{id}",
    summary: "Delete an approval flow (not the default one)",
    tag: "approvals",
    access: { permission: "FlowManage" },
    response: Position,
  },
  setDefaultFlow: {
    operationId: "setDefaultApprovalFlow",
    method: "post",
    path: "/flows/{id}/default",
    summary: "Make a flow the default for records whose submission names none",
    tag: "approvals",
    access: { permission: "FlowManage" },
    response: Position,
  },
  submitExperiment: {
    operationId: "submitExperiment",
    method: "post",
    path: "/experiments/{id}/submit",
    summary:
      "Submit a record for approval as its next numbered version: it must be complete; the flow's reviewers are resolved now, never the operator (no reviewer left: contact the admin); a submitted record cannot be resubmitted or edited",
    tag: "approvals",
    access: "member",
    body: SubmitBody,
    response: z.object({ version: z.number(), approvalId: z.string(), position: z.number() }),
  },
  recallExperiment: {
    operationId: "recallExperiment",
    method: "post",
    path: "/experiments/{id}/recall",
    summary: "The owner asks to recall a submitted or approved version, with a reason (Withdrawing); its reviewers decide",
    tag: "approvals",
    access: "member",
    body: RecallBody,
    response: z.object({ approvalId: z.string(), position: z.number() }),
  },
  rollBackExperiment: {
    operationId: "rollBackExperiment",
    method: "post",
    path: "/experiments/{id}/rollback",
    summary:
      "Roll a record back to a submitted version, with a reason: new events restore that version's content (nothing is deleted from the log); signed content that differs refuses it",
    tag: "audit",
    access: "member",
    body: RollBackBody,
    response: Position,
  },
  lockExperiment: {
    operationId: "lockExperiment",
    method: "post",
    path: "/experiments/{id}/lock",
    summary: "Lock a record: nothing in it can change until it is unlocked (owner or administrator)",
    tag: "approvals",
    access: "member",
    response: Position,
  },
  unlockExperiment: {
    operationId: "unlockExperiment",
    method: "post",
    path: "/experiments/{id}/unlock",
    summary: "Unlock a record with the password (owner or administrator)",
    tag: "approvals",
    access: "member",
    body: UnlockBody,
    response: Position,
  },
  signModule: {
    operationId: "signModule",
    method: "post",
    path: "/experiments/{id}/modules/{moduleId}/signatures",
    summary:
      "Sign a module with the password: meaning (authorship, review, approval, responsibility), printed name and time are recorded and shown with the record; signed content cannot change",
    tag: "approvals",
    access: "member",
    body: SignModuleBody,
    response: z.object({ signTime: z.string(), printedName: z.string(), position: z.number() }),
  },
  removeSignature: {
    operationId: "removeSignature",
    method: "delete",
    path: "/experiments/{id}/modules/{moduleId}/signatures",
    summary:
      "Remove a signature (the signer, the record's owner or an administrator), itself signed with the remover's password and naming the signature removed (signerId, signTime)",
    tag: "approvals",
    access: "member",
    body: RemoveSignatureBody,
    response: Position,
  },
  listApprovals: {
    operationId: "listApprovals",
    method: "get",
    path: "/approvals",
    summary:
      "Approval queues (spec §4): queue=record|recall, state=pending (waiting for me) or approved (decided by me), newest first, with the record's number and title",
    tag: "approvals",
    access: "member",
    query: ApprovalListQuery,
    response: z.array(Approval),
  },
  approve: {
    operationId: "approve",
    method: "post",
    path: "/approvals/{id}/approve",
    summary:
      "Approve the current node of a submitted version (or grant a recall) with the password: an electronic signature with meaning, printed name and time; the reviewer cannot be the operator",
    tag: "approvals",
    access: "member",
    body: ApprovalDecisionBody,
    response: Position,
  },
  reject: {
    operationId: "reject",
    method: "post",
    path: "/approvals/{id}/reject",
    summary: "Reject a submitted version (or refuse a recall) with the password and a comment",
    tag: "approvals",
    access: "member",
    body: ApprovalDecisionBody,
    response: Position,
  },
  openapi: {
    operationId: "getOpenApi",
    method: "get",
    path: "/openapi.json",
    summary: "This document",
    tag: "system",
    access: "public",
    response: z.object({}).passthrough(),
  },
} as const satisfies Record<string, RouteDefinition>;

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

export const ROUTES: readonly RouteDefinition[] = [
  ...Object.values(routes),
  ...Object.values(settingsRoutes).flatMap(({ read, write }) => [read, write]),
];

/** The Express/Nest form of an OpenAPI path: /experiments/{id} → /experiments/:id */
export const nestPath = (route: RouteDefinition) => route.path.replace(/\{(\w+)\}/g, ":$1");
