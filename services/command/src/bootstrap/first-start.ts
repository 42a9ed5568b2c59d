import { member, memberStream, organisation, organisationStream } from "@labledger/domain";
import { SYSTEM_ACTOR, uuidv7 } from "@labledger/events";
import type { EventStore } from "@labledger/ports";
import { hashPassword, randomPassword } from "../auth/password";
import { handleCommand } from "../pipeline/handle-command";

export const ORGANISATION_ID = "main";
export const ROOT_DEPARTMENT_ID = "root";
export const ADMIN_ACCOUNT = "admin";

export interface FirstStartOptions {
  readonly organisationName: string;
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
  if ((await events.readStream(memberStream(ADMIN_ACCOUNT), { limit: 1 })).length > 0) return { created: false };
  const metadata = { actor: SYSTEM_ACTOR };
  await handleCommand(
    events,
    organisationStream(ORGANISATION_ID),
    organisation,
    () => ({
      type: "CreateOrganisation" as const,
      organisationId: ORGANISATION_ID,
      name: options.organisationName,
      defaultLanguage: "zh-CN" as const,
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
      profile: {
        memberId: uuidv7(),
        account: ADMIN_ACCOUNT,
        realName: "管理员",
        passwordHash,
        departmentId: ROOT_DEPARTMENT_ID,
        language: "zh-CN" as const,
        isOrganisationAdmin: true,
      },
    }),
    { metadata, clientCommandId: "first-start:admin" },
  );
  return { created: true, ...(options.adminPassword ? {} : { adminPassword: password }) };
}
