import { RECORD_CHANGE_EVENTS, recordChangesOf } from "@labledger/domain";
import type { CurrentEvent } from "@labledger/events";
import type { DocumentWrite } from "@labledger/ports";
import { defineProjection } from "../projection";

/**
 * Administration events the team audit trail shows beside record changes (issue 6: logins,
 * failed logins, permission and role changes, ...), with the action they stand for:
 * 1 added, 2 modified, 3 deleted, null for session events that change no data.
 */
const ADMIN_ACTIONS = {
  OrganisationCreated: 1,
  DepartmentCreated: 1,
  MemberRegistered: 1,
  MemberProfileChanged: 2,
  MemberDeactivated: 3,
  MemberReactivated: 2,
  MemberRolesAssigned: 2,
  MemberPasswordChanged: 2,
  MemberLoggedIn: null,
  MemberLoginFailed: null,
  MemberLockedOut: null,
  MemberSessionEnded: null,
  MemberScreenLocked: null,
  MemberScreenUnlocked: null,
  RoleDefined: 2,
  RoleDeleted: 3,
  OrganisationSettingsChanged: 2,
  NumberingRuleSet: 2,
  DictionaryItemAdded: 1,
  DictionaryItemStatusChanged: 2,
  ProjectCreated: 1,
  ProjectChanged: 2,
  ProjectStatusChanged: 2,
  ProjectMemberGranted: 2,
  ProjectMemberRemoved: 3,
  TaskCreated: 1,
  TaskStatusChanged: 2,
  NotebookCreated: 1,
  ApprovalFlowDefined: 2,
  ApprovalFlowDeleted: 3,
  DefaultApprovalFlowSet: 2,
} as const satisfies Partial<Record<CurrentEvent["type"], 1 | 2 | 3 | null>>;
type AdminEventType = keyof typeof ADMIN_ACTIONS;

/** What an event is about, in words a reader recognises: an account, a name, a title. */
function subjectOf(event: CurrentEvent): string | null {
  const { streamId } = event.metadata;
  if (streamId.startsWith("member-")) return streamId.slice("member-".length);
  const data = event.data as Record<string, unknown>;
  for (const key of ["name", "title", "section", "kind", "category"])
    if (typeof data[key] === "string") return data[key] as string;
  return null;
}

/** Never copy a secret into a read model. */
const withoutSecrets = (data: object) => {
  const { passwordHash: _secret, ...rest } = data as Record<string, unknown>;
  return rest;
};

/**
 * The team audit trail (issue 6): one row per change of a record (field level, as the record's
 * trace) and one per administration event, with who, when and why. Module titles are kept
 * apart (`auditModules`) because a save names only the module's id.
 */
export const auditProjection = defineProjection({
  name: "audit",
  // 2: approval flows (who approves records) joined the administration events.
  version: 2,
  collections: ["audit", "auditModules"],
  handles: [...RECORD_CHANGE_EVENTS, ...(Object.keys(ADMIN_ACTIONS) as AdminEventType[])],
  project: (event) => {
    const { metadata } = event;
    const base = {
      position: metadata.globalPosition,
      time: metadata.time,
      userId: metadata.actor.userId,
      userName: metadata.actor.name,
      reason: metadata.reason ?? null,
      eventType: event.type,
    };
    const data = event.data as Record<string, unknown>;
    const projectId = typeof data.projectId === "string" ? data.projectId : null;
    if (event.type in ADMIN_ACTIONS) {
      return [
        {
          op: "upsert",
          collection: "audit",
          doc: {
            id: metadata.eventId,
            ...base,
            category: "admin",
            action: ADMIN_ACTIONS[event.type as AdminEventType],
            subject: subjectOf(event),
            projectId,
            experimentId: null,
            moduleId: null,
            fieldName: null,
            rowId: null,
            oldValue: null,
            newValue: withoutSecrets(event.data),
            isAuto: false,
          },
        },
      ];
    }
    const experimentId = data.experimentId as string;
    return recordChangesOf(event).flatMap(({ moduleTitle, ...change }, i): DocumentWrite[] => [
      ...(change.moduleId && moduleTitle !== undefined && i === 0
        ? [
            {
              op: "upsert",
              collection: "auditModules",
              doc: { id: change.moduleId, experimentId, title: moduleTitle },
            } as const,
          ]
        : []),
      {
        op: "upsert",
        collection: "audit",
        doc: {
          id: `${metadata.eventId}:${String(i).padStart(6, "0")}`,
          ...base,
          category: "record",
          subject: null,
          projectId,
          experimentId,
          ...change,
        },
      },
    ]);
  },
});
