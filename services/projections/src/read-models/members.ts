import { defineProjection } from "../projection";

/** Member list and profile: what team pages and pickers read. Never holds the password hash. */
export const membersProjection = defineProjection({
  name: "members",
  collections: ["members"],
  handles: ["MemberRegistered", "MemberLoggedIn", "MemberLoginFailed", "MemberLockedOut"],
  project: (event) => {
    switch (event.type) {
      case "MemberRegistered": {
        const { passwordHash: _secret, memberId, ...profile } = event.data;
        return [
          {
            op: "upsert",
            collection: "members",
            doc: { id: memberId, ...profile, active: true, createdAt: event.metadata.time, lastLoginAt: null, failedAttempts: 0 },
            text: `${profile.account} ${profile.realName}`,
          },
        ];
      }
      case "MemberLoggedIn":
        return [
          {
            op: "patch",
            collection: "members",
            id: event.data.memberId,
            set: { lastLoginAt: event.metadata.time, failedAttempts: 0 },
            unset: ["lockedUntil"],
            inc: { loginCount: 1 },
          },
        ];
      case "MemberLoginFailed":
        return [
          { op: "patch", collection: "members", id: event.data.memberId, set: { failedAttempts: event.data.failedAttempts } },
        ];
      case "MemberLockedOut":
        return [{ op: "patch", collection: "members", id: event.data.memberId, set: { lockedUntil: event.data.until } }];
    }
  },
});
