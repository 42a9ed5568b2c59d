import { z } from "zod";
import type { RouteDefinition } from "./shared/route";
import { ListQuery, Page } from "./shared/schemas";

export const CreateDepartmentBody = z.object({
  name: z.string().trim().min(1).max(100),
  parentId: z.string().min(1).max(64).nullable().default(null),
});
export const Department = z.looseObject({
  id: z.string(),
  name: z.string(),
  parentId: z.string().nullable(),
  createdAt: z.string(),
  isTrial: z.boolean().describe("The trial organisation (department id 1)"),
  headers: z.array(z.object({ id: z.string(), realName: z.string() })).describe("Members flagged head of this department"),
});

export const organisationRoutes = {
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
    response: Page(Department),
  },
} as const satisfies Record<string, RouteDefinition>;

export type Department = z.infer<typeof Department>;
export type CreateDepartmentBody = z.input<typeof CreateDepartmentBody>;
