import { defineProjection } from "../projection";

/** Member list and profile: what team pages and pickers read. Never holds the password hash. */
export const membersProjection = defineProjection({
  name: "members",
  collections: ["members"],
  handles: ["MemberRegistered", "MemberLoggedIn"],
  project: (event) => {
    switch (event.type) {
      case "MemberRegistered": {
        const { passwordHash: _secret, memberId, ...profile } = event.data;
        return [
          {
            op: "upsert",
            collection: "members",
            doc: { id: memberId, ...profile, active: true, createdAt: event.metadata.time, lastLoginAt: null },
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
            set: { lastLoginAt: event.metadata.time },
            inc: { loginCount: 1 },
          },
        ];
    }
  },
});
