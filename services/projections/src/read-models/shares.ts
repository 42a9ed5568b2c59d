import { defineProjection } from "../projection";

/**
 * What is shared with whom (spec §2 resource sharing pages): one doc per share — a record's for
 * now (`kind` "record"; templates may share too) — with its receivers, the right granted
 * (attribute 0 read-only, 1 read-write) and where it stands: pending, active, rejected, revoked.
 * The record's number and title are read beside it when listed (they change with the record).
 */
export const sharesProjection = defineProjection({
  name: "shares",
  collections: ["shares"],
  handles: ["ExperimentShareRequested", "ExperimentShareDecided", "ExperimentShareRevoked"],
  project: (event) => {
    const at = event.metadata.time;
    switch (event.type) {
      case "ExperimentShareRequested": {
        const { shareId, experimentId, memberIds, departmentIds, attribute, reason } = event.data;
        return [
          {
            op: "upsert",
            collection: "shares",
            doc: {
              id: shareId,
              kind: "record",
              subjectId: experimentId,
              sharerId: event.metadata.actor.userId,
              sharerName: event.metadata.actor.name,
              memberIds,
              departmentIds,
              attribute,
              reason,
              state: "pending",
              requestedAt: at,
              decidedAt: null,
              revokedAt: null,
              updatedAt: at,
            },
          },
        ];
      }
      case "ExperimentShareDecided": {
        const { shareId, granted, printedName, comment } = event.data;
        return [
          {
            op: "patch",
            collection: "shares",
            id: shareId,
            set: { state: granted ? "active" : "rejected", decidedAt: at, decidedBy: printedName, comment, updatedAt: at },
          },
        ];
      }
      case "ExperimentShareRevoked":
        return [
          { op: "patch", collection: "shares", id: event.data.shareId, set: { state: "revoked", revokedAt: at, updatedAt: at } },
        ];
    }
  },
});
