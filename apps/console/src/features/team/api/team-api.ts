import type { CreateDepartmentBody, DictionaryItemBody, Page } from "@labledger/contracts";
import { queryOptions } from "@tanstack/react-query";
import { call, getResponse } from "../../../transport/api-client";
import type {
  Department,
  DictionaryItem,
  Member,
  NumberingRule,
  NumberingRuleRow,
  Role,
  RoleBody,
  SettingsSection,
  SettingsSections,
} from "./types";

/**
 * One fetcher per call of the team-administration API. Reads are quiet: a refusal (403) or
 * failure is shown on the page itself (LoadError), never a blank page. Writes show the
 * server's localised message as a toast (transport) and reject, so modals go back to idle.
 */

export type { Page } from "@labledger/contracts";

/** The newest position this console wrote: lists that support it read their own writes (?position=). */
let lastPosition = 0;

export function noteWrite(position: unknown): void {
  if (typeof position === "number" && position > lastPosition) lastPosition = position;
}

const withPosition = (path: string) =>
  lastPosition > 0 ? `${path}${path.includes("?") ? "&" : "?"}position=${lastPosition}` : path;

async function getPage<T>(path: string): Promise<Page<T>> {
  const envelope = await call("GET", path, { quiet: true });
  return { rows: (envelope.rows ?? []) as T[], total: envelope.total ?? envelope.rows?.length ?? 0 };
}

/** A write; waits (at most 3 s) until the read model `projection` reflects it, for lists without ?position=. */
async function write(method: string, path: string, body?: unknown, projection?: string): Promise<unknown> {
  const envelope = await call(method, path, body === undefined ? {} : { body });
  const position = (envelope.response as { position?: unknown } | undefined)?.position;
  noteWrite(position);
  if (projection && typeof position === "number") await projectionCaughtUp(projection, position);
  return envelope.response;
}

async function projectionCaughtUp(projection: string, position: number, timeoutMs = 3000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const health = await getResponse<{ projections: Array<{ name: string; position: number }> }>("/health", {
      quiet: true,
    }).catch(() => undefined);
    const status = health?.projections.find((p) => p.name === projection);
    if (!status || status.position >= position) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

export const teamKeys = {
  departments: ["team", "departments"] as const,
  members: ["team", "members"] as const,
  roles: ["team", "roles"] as const,
  numbering: ["team", "numbering-rules"] as const,
  dictionaries: ["team", "dictionaries"] as const,
};

/** Every page of a list the API pages at 200 at most. */
async function allPages<T>(path: string): Promise<T[]> {
  const rows: T[] = [];
  for (let pageIndex = 1; pageIndex <= 50; pageIndex++) {
    const page = await getPage<T>(withPosition(`${path}?pageIndex=${pageIndex}&pageSize=200`));
    rows.push(...page.rows);
    if (rows.length >= page.total || page.rows.length === 0) break;
  }
  return rows;
}

/** The whole department tree. */
export const departmentsQuery = queryOptions({
  queryKey: teamKeys.departments,
  queryFn: () => allPages<Department>("/departments"),
});

export interface MemberListParams {
  readonly pageIndex: number;
  readonly pageSize: number;
  readonly keyword: string;
}

export const membersQuery = (params: MemberListParams) =>
  queryOptions({
    queryKey: [...teamKeys.members, params],
    queryFn: () => {
      const query = new URLSearchParams({ pageIndex: String(params.pageIndex), pageSize: String(params.pageSize) });
      if (params.keyword.trim()) query.set("keyword", params.keyword.trim());
      return getPage<Member>(withPosition(`/members?${query}`));
    },
  });

/** Every member (the API pages at 200 at most): for the department filter and the holders of a role. */
export const allMembersQuery = queryOptions({
  queryKey: [...teamKeys.members, "all"],
  queryFn: () => allPages<Member>("/members"),
});

export const rolesQuery = queryOptions({
  queryKey: teamKeys.roles,
  queryFn: () => getPage<Role>(withPosition("/roles")).then((page) => page.rows),
});

export const numberingRulesQuery = queryOptions({
  queryKey: teamKeys.numbering,
  queryFn: () => getPage<NumberingRuleRow>("/numbering-rules").then((page) => page.rows),
});

export const dictionariesQuery = queryOptions({
  queryKey: teamKeys.dictionaries,
  queryFn: () => getPage<DictionaryItem>("/dictionaries?includeDisabled=true").then((page) => page.rows),
});

export const settingsQuery = <S extends SettingsSection>(section: S) =>
  queryOptions({
    queryKey: ["settings", section],
    queryFn: async () => (await call("GET", `/settings/${section}`, { quiet: true })).response as SettingsSections[S],
  });

export const createDepartment = (body: CreateDepartmentBody) => write("POST", "/departments", body);

export interface NewMember {
  readonly account: string;
  readonly realName: string;
  readonly password: string;
  readonly departmentId: string;
  readonly language: "zh-CN" | "en";
  readonly mobile?: string;
  readonly areaCode?: string;
}
export const createMember = (body: NewMember) => write("POST", "/members", body);

export interface MemberChanges {
  readonly realName?: string;
  readonly departmentId?: string;
  readonly language?: "zh-CN" | "en";
  readonly mobile?: string;
  readonly areaCode?: string;
  readonly isDepartmentHeader?: boolean;
  readonly isOrganisationAdmin?: boolean;
  readonly active?: boolean;
}
export const updateMember = (id: string, changes: MemberChanges) => write("PATCH", `/members/${encodeURIComponent(id)}`, changes);
export const resetPassword = (id: string, password: string) =>
  write("POST", `/members/${encodeURIComponent(id)}/password`, { password });
export const setMemberRoles = (id: string, roleIds: readonly string[]) =>
  write("PUT", `/members/${encodeURIComponent(id)}/roles`, { roleIds });

export const createRole = (body: RoleBody) => write("POST", "/roles", body);
export const updateRole = (id: string, body: RoleBody) => write("PUT", `/roles/${encodeURIComponent(id)}`, body);
export const deleteRole = (id: string) => write("DELETE", `/roles/${encodeURIComponent(id)}`);

export const setNumberingRule = (rule: NumberingRule) => write("POST", "/numbering-rules", rule, "organisation");

export const addDictionaryItem = (body: DictionaryItemBody) => write("POST", "/dictionaries", body, "dictionaries");
export const setDictionaryItemStatus = (id: string, enabled: boolean) =>
  write("POST", `/dictionaries/${encodeURIComponent(id)}/status`, { enabled }, "dictionaries");

export const saveSettings = <S extends SettingsSection>(section: S, values: SettingsSections[S]) =>
  write("PUT", `/settings/${section}`, values);
