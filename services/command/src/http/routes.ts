import type { Access } from "@labledger/domain";
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
  language: z.enum(["zh-CN", "en"]).default("zh-CN"),
});

const Member = z.object({
  id: z.string(),
  account: z.string(),
  realName: z.string(),
  departmentId: z.string().nullable(),
  language: z.enum(["zh-CN", "en"]),
  isOrganisationAdmin: z.boolean(),
  active: z.boolean(),
  createdAt: z.string(),
  lastLoginAt: z.string().nullable(),
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

const Department = z.object({ id: z.string(), name: z.string(), parentId: z.string().nullable(), createdAt: z.string() });

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
    summary: "Log in with account and password; returns a session token",
    tag: "auth",
    access: "public",
    body: LoginBody,
    response: z.object({ token: z.string(), user: UserSummary, position: z.number() }),
  },
  me: {
    operationId: "getMe",
    method: "get",
    path: "/auth/me",
    summary: "The session's user: the session fields of spec §3",
    tag: "auth",
    access: "member",
    response: z.object({
      id: z.string(),
      account: z.string(),
      realName: z.string(),
      language: z.enum(["zh-CN", "en"]),
      organisationCode: z.string(),
      department: z.object({ id: z.string(), name: z.string(), isHeader: z.boolean() }).nullable(),
      isOrganisationAdmin: z.boolean(),
      active: z.boolean(),
      sessionExpiresAt: z.string(),
    }),
  },
  createDepartment: {
    operationId: "createDepartment",
    method: "post",
    path: "/departments",
    summary: "Add a department to the organisation's tree (header x-client-command-id makes it idempotent)",
    tag: "organisation",
    access: "member",
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
    query: ListQuery,
    response: z.array(Member),
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

export const ROUTES: readonly RouteDefinition[] = Object.values(routes);

/** The Express/Nest form of an OpenAPI path: /experiments/{id} → /experiments/:id */
export const nestPath = (route: RouteDefinition) => route.path.replace(/\{(\w+)\}/g, ":$1");
