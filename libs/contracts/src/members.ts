import { TEXT_LIMITS } from "@labledger/events";
import { z } from "zod";
import type { RouteDefinition } from "./shared/route";
import { Language, ListQuery, Page, Password, Position, RealName } from "./shared/schemas";

export const Mobile = z
  .string()
  .trim()
  .max(30)
  .regex(/^[0-9 +()-]*$/, "digits, spaces and + ( ) - only");
export const AreaCode = z
  .string()
  .trim()
  .max(10)
  .regex(/^\+?[0-9]*$/, "digits, optionally after +");
export const CreateMemberBody = z.object({
  account: z
    .string()
    .trim()
    .min(1)
    .max(TEXT_LIMITS.account)
    .regex(/^[A-Za-z0-9._@-]+$/, "letters, digits and . _ @ - only"),
  realName: RealName,
  password: Password,
  departmentId: z.string().min(1).max(64),
  language: Language.default("zh-CN"),
  mobile: Mobile.optional(),
  areaCode: AreaCode.optional(),
});
export const UpdateMemberBody = z
  .object({
    realName: RealName,
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
export const ResetPasswordBody = z.object({ password: Password });
export const MemberRolesBody = z.object({ roleIds: z.array(z.string().min(1).max(64)).max(50) });
/** A member as the read model `members` holds them (it keeps more, e.g. login counts). */
export const Member = z.looseObject({
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

export const membersRoutes = {
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
    response: Page(Member),
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
} as const satisfies Record<string, RouteDefinition>;

export type Member = z.infer<typeof Member>;
export type CreateMemberBody = z.input<typeof CreateMemberBody>;
export type UpdateMemberBody = z.input<typeof UpdateMemberBody>;
export type MemberRolesBody = z.input<typeof MemberRolesBody>;
