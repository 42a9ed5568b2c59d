import type { DocumentWrite } from "@labledger/ports";
import { defineProjection } from "../projection";

type Role = "owner" | "leader" | "manager" | "read" | "write";
const LEADS: ReadonlySet<Role> = new Set(["owner", "leader", "manager"]);

/** One document per (project, member, role): the viewer of a member is read from these. */
const membership = (projectId: string, memberId: string, role: Role): DocumentWrite => ({
  op: "upsert",
  collection: "project_memberships",
  doc: { id: `${projectId}:${role}:${memberId}`, projectId, memberId, role, leads: LEADS.has(role) },
});
const noMembership = (projectId: string, memberId: string, role: Role): DocumentWrite => ({
  op: "delete",
  collection: "project_memberships",
  id: `${projectId}:${role}:${memberId}`,
});

/**
 * Projects and their tasks, with the fields the viewing scope reads (ownerId, departmentId,
 * projectId, taskId, viewerIds), and who takes part in or leads each project.
 */
export const projectsProjection = defineProjection({
  name: "projects",
  collections: ["projects", "tasks", "project_memberships"],
  handles: [
    "ProjectCreated",
    "ProjectChanged",
    "ProjectStatusChanged",
    "ProjectMemberGranted",
    "ProjectMemberRemoved",
    "TaskCreated",
    "TaskStatusChanged",
  ],
  project: (event) => {
    const at = event.metadata.time;
    switch (event.type) {
      case "ProjectCreated": {
        const p = event.data;
        return [
          {
            op: "upsert",
            collection: "projects",
            doc: {
              id: p.projectId,
              ...p,
              status: "Waiting",
              members: {},
              viewerIds: [p.leaderId, ...p.managerIds],
              createdAt: at,
              updatedAt: at,
            },
            text: `${p.number} ${p.name}`,
          },
          membership(p.projectId, p.ownerId, "owner"),
          membership(p.projectId, p.leaderId, "leader"),
          ...p.managerIds.map((m) => membership(p.projectId, m, "manager")),
        ];
      }
      case "ProjectChanged": {
        const { projectId, changes, previous } = event.data;
        const writes: DocumentWrite[] = [
          { op: "patch", collection: "projects", id: projectId, set: { ...changes, updatedAt: at } },
        ];
        if (changes.leaderId)
          writes.push(noMembership(projectId, previous.leaderId!, "leader"), membership(projectId, changes.leaderId, "leader"));
        if (changes.managerIds) {
          writes.push(...(previous.managerIds ?? []).map((m) => noMembership(projectId, m, "manager")));
          writes.push(...changes.managerIds.map((m) => membership(projectId, m, "manager")));
        }
        return writes;
      }
      case "ProjectStatusChanged":
        return [{ op: "patch", collection: "projects", id: event.data.projectId, set: { status: event.data.to, updatedAt: at } }];
      case "ProjectMemberGranted": {
        const { projectId, memberId, access } = event.data;
        return [
          { op: "patch", collection: "projects", id: projectId, set: { [`members.${memberId}`]: access, updatedAt: at } },
          noMembership(projectId, memberId, access === "read" ? "write" : "read"),
          membership(projectId, memberId, access),
        ];
      }
      case "ProjectMemberRemoved": {
        const { projectId, memberId } = event.data;
        return [
          { op: "patch", collection: "projects", id: projectId, unset: [`members.${memberId}`], set: { updatedAt: at } },
          noMembership(projectId, memberId, "read"),
          noMembership(projectId, memberId, "write"),
        ];
      }
      case "TaskCreated": {
        const t = event.data;
        return [
          {
            op: "upsert",
            collection: "tasks",
            doc: { id: t.taskId, ...t, status: "notStarted", viewerIds: t.assigneeIds, createdAt: at, updatedAt: at },
            text: t.name,
          },
        ];
      }
      case "TaskStatusChanged":
        return [{ op: "patch", collection: "tasks", id: event.data.taskId, set: { status: event.data.to, updatedAt: at } }];
    }
  },
});
