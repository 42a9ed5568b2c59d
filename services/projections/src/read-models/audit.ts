import {
  ADMIN_ACTIONS,
  ADMIN_EVENTS,
  type AdminEventType,
  changeEntryId,
  NAME_GIVING_EVENTS,
  nameKey,
  namesGivenBy,
  RECORD_CHANGE_EVENTS,
  recordChangesOf,
} from "@labledger/domain";
import type { CurrentEvent } from "@labledger/events";
import type { DocumentWrite } from "@labledger/ports";
import { defineProjection } from "../projection";

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
 * apart (`auditModules`) because a save names only the module's id; the names events give
 * (members, departments, roles, flows, projects, tasks, record books, options, records) are kept
 * in `auditNames` and never removed, so an entry names what it concerns even after that was
 * deleted or renamed. Entries keep values as recorded; they are read in words when shown.
 * Entries are only ever added (one id per event and change), so they are inserts: a rebuild
 * writes them without reading anything first.
 */
export const auditProjection = defineProjection({
  name: "audit",
  // 2: approval flows (who approves records) joined the administration events.
  // 3: the names events give are kept (auditNames), to read entries with names instead of ids.
  version: 3,
  collections: ["audit", "auditModules", "auditNames"],
  handles: [...new Set([...RECORD_CHANGE_EVENTS, ...ADMIN_EVENTS, ...NAME_GIVING_EVENTS])],
  project: (event) => [...namesOf(event), ...entriesOf(event)],
});

/** The names an event gives, kept by kind and id. */
const namesOf = (event: CurrentEvent): DocumentWrite[] =>
  namesGivenBy(event.type, event.data as Record<string, unknown>).map(({ kind, id, name }) => ({
    op: "upsert",
    collection: "auditNames",
    doc: { id: nameKey(kind, id), kind, name },
  }));

/** One entry per administration event, one per field change of a record. */
function entriesOf(event: CurrentEvent): DocumentWrite[] {
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
        op: "insert",
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
      op: "insert",
      collection: "audit",
      doc: {
        id: changeEntryId(metadata.eventId, i),
        ...base,
        category: "record",
        subject: null,
        projectId,
        experimentId,
        ...change,
      },
    },
  ]);
}
