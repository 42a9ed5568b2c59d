import {
  BUILT_IN_ROLES,
  member,
  memberStream,
  organisation,
  organisationStream,
  roles,
  rolesStream,
  TRIAL_DEPARTMENT_ID,
} from "@labledger/domain";
import { SYSTEM_ACTOR, uuidv7 } from "@labledger/events";
import type { EventStore } from "@labledger/ports";
import { hashPassword, randomPassword } from "../auth/password";
import { type Language, translate } from "../i18n/translate";
import { handleCommand, loadState } from "../pipeline/handle-command";

export const ORGANISATION_ID = "main";
export const ROOT_DEPARTMENT_ID = "root";
export const ADMIN_ACCOUNT = "admin";
export interface FirstStartOptions {
  readonly organisationName: string;
  /** The organisation's language (LABLEDGER_LANGUAGE): what it starts with is named in it. */
  readonly language?: Language;
  /** LABLEDGER_ADMIN_PASSWORD; a random one is made (and returned once) when absent. */
  readonly adminPassword?: string;
}

/**
 * On an empty log: the organisation, its root department and the administrator `admin`.
 * Each step has a fixed client command id, so a start that crashed half-way completes.
 */
export async function firstStart(
  events: EventStore,
  options: FirstStartOptions,
): Promise<{ created: boolean; adminPassword?: string }> {
  const metadata = { actor: SYSTEM_ACTOR };
  const language = options.language ?? "zh-CN";
  if ((await events.readStream(memberStream(ADMIN_ACCOUNT), { limit: 1 })).length > 0) {
    await ensureDefaults(events, language);
    return { created: false };
  }
  await handleCommand(
    events,
    organisationStream(ORGANISATION_ID),
    organisation,
    () => ({
      type: "CreateOrganisation" as const,
      organisationId: ORGANISATION_ID,
      name: options.organisationName,
      defaultLanguage: language,
      rootDepartment: { departmentId: ROOT_DEPARTMENT_ID, name: options.organisationName },
    }),
    { metadata, clientCommandId: "first-start:organisation" },
  );
  const password = options.adminPassword || randomPassword();
  const passwordHash = await hashPassword(password);
  await handleCommand(
    events,
    memberStream(ADMIN_ACCOUNT),
    member,
    () => ({
      type: "RegisterMember" as const,
      departments: new Set([ROOT_DEPARTMENT_ID]),
      profile: {
        memberId: uuidv7(),
        account: ADMIN_ACCOUNT,
        realName: translate(language, "bootstrap.adminName"),
        passwordHash,
        departmentId: ROOT_DEPARTMENT_ID,
        language,
        isOrganisationAdmin: true,
        passwordSetAt: new Date().toISOString(),
      },
    }),
    { metadata, clientCommandId: "first-start:admin" },
  );
  await ensureDefaults(events, language);
  return { created: true, ...(options.adminPassword ? {} : { adminPassword: password }) };
}

/**
 * What every organisation has, added on any start where it is missing (so data made by an
 * earlier version gains it): the built-in roles and the trial organisation's department.
 */
async function ensureDefaults(events: EventStore, language: Language): Promise<void> {
  const metadata = { actor: SYSTEM_ACTOR };
  const { roles: existing } = await loadState(events, rolesStream(ORGANISATION_ID), roles);
  for (const { roleId, builtIn: _, ...builtIn } of BUILT_IN_ROLES.filter((r) => !existing.has(r.roleId))) {
    const definition = {
      ...builtIn,
      name: translate(language, `bootstrap.roles.${roleId}.name`),
      description: translate(language, `bootstrap.roles.${roleId}.description`),
    };
    await handleCommand(
      events,
      rolesStream(ORGANISATION_ID),
      roles,
      () => ({ type: "DefineRole" as const, roleId, definition, builtIn: true, mustExist: false }),
      { metadata, clientCommandId: `bootstrap:role:${roleId}` },
    );
  }
  const { departments } = await loadState(events, organisationStream(ORGANISATION_ID), organisation);
  if (!departments.has(TRIAL_DEPARTMENT_ID)) {
    await handleCommand(
      events,
      organisationStream(ORGANISATION_ID),
      organisation,
      () => ({
        type: "CreateDepartment" as const,
        departmentId: TRIAL_DEPARTMENT_ID,
        name: translate(language, "bootstrap.trialDepartment"),
        parentId: ROOT_DEPARTMENT_ID,
      }),
      { metadata, clientCommandId: "bootstrap:trial-department" },
    );
  }
}
