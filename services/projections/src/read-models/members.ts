import type { DocumentWrite } from "@labledger/ports";
import { defineProjection } from "../projection";

const patch = (
  id: string,
  set: Record<string, unknown>,
  extra: Partial<Extract<DocumentWrite, { op: "patch" }>> = {},
): DocumentWrite[] => [{ op: "patch", collection: "members", id, set, ...extra }];

/** Member list and profile: what team pages, pickers and the access check read. Never holds the password hash. */
export const membersProjection = defineProjection({
  name: "members",
  collections: ["members"],
  handles: [
    "MemberRegistered",
    "MemberProfileChanged",
    "MemberDeactivated",
    "MemberReactivated",
    "MemberRolesAssigned",
    "MemberPasswordChanged",
    "MemberLoggedIn",
    "MemberLoginFailed",
    "MemberLockedOut",
  ],
  project: (event) => {
    const at = event.metadata.time;
    switch (event.type) {
      case "MemberRegistered": {
        const { passwordHash: _secret, memberId, passwordSetAt, ...profile } = event.data;
        return [
          {
            op: "upsert",
            collection: "members",
            doc: {
              id: memberId,
              mobile: "",
              areaCode: "",
              ...profile,
              isDepartmentHeader: false,
              active: true,
              roleIds: [],
              createdAt: at,
              passwordSetAt: passwordSetAt ?? at,
              lastLoginAt: null,
              failedAttempts: 0,
            },
            text: `${profile.account} ${profile.realName}`,
          },
        ];
      }
      case "MemberProfileChanged": {
        const { memberId, account, changes } = event.data;
        const text = changes.realName === undefined ? {} : { text: `${account} ${changes.realName}` };
        return patch(memberId, { ...changes, updatedAt: at }, text);
      }
      case "MemberDeactivated":
        return patch(event.data.memberId, { active: false, updatedAt: at });
      case "MemberReactivated":
        return patch(event.data.memberId, { active: true, failedAttempts: 0, updatedAt: at }, { unset: ["lockedUntil"] });
      case "MemberRolesAssigned":
        return patch(event.data.memberId, { roleIds: event.data.roleIds, updatedAt: at });
      case "MemberPasswordChanged":
        return patch(event.data.memberId, { passwordSetAt: event.data.changedAt });
      case "MemberLoggedIn":
        return patch(
          event.data.memberId,
          { lastLoginAt: at, failedAttempts: 0 },
          { unset: ["lockedUntil"], inc: { loginCount: 1 } },
        );
      case "MemberLoginFailed":
        return patch(event.data.memberId, { failedAttempts: event.data.failedAttempts });
      case "MemberLockedOut":
        return patch(event.data.memberId, { lockedUntil: event.data.until });
    }
  },
});
