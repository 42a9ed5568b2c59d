import { departmentLine, departmentSubtree, principalOf, type Viewer, viewingLevelsOf } from "@labledger/domain";
import type { Doc } from "@labledger/ports";
import type { Runtime } from "../runtime/runtime";
import { factsOf, rolesIn } from "./member-facts";
import type { SessionContext } from "./sessions";

/**
 * The session's member as a viewer (spec §6 viewing levels): every list of projects, tasks
 * and records filters with `viewFilter(viewer, kind)`, every single read checks `canView`.
 * Departments, project memberships and tasks come from the view caught up to the log, as the
 * member and roles do (one catch-up for all four): a grant counts at once in every mode, and a
 * request asks no shared read store for them (three requests to the MongoDB-wire server each, before).
 */
export async function loadViewer(runtime: Runtime, session: SessionContext): Promise<Viewer> {
  const { member } = session;
  const store = await runtime.decisionFacts.read();
  const [departments, roles, memberships, tasks] = await Promise.all([
    store.find<Doc & { parentId: string | null }>("departments", { limit: 10_000 }),
    rolesIn(store),
    store.find<Doc & { projectId: string; leads: boolean; role: string }>("project_memberships", {
      filter: { memberId: member.id },
      limit: 10_000,
    }),
    store.find<Doc & { ownerId: string }>("tasks", {
      filter: { $or: [{ ownerId: member.id }, { assigneeIds: member.id }] },
      limit: 10_000,
    }),
  ]);
  const unique = (ids: string[]) => [...new Set(ids)];
  return {
    memberId: member.id,
    isOrganisationAdmin: member.isOrganisationAdmin,
    departmentIds: departmentSubtree(departments.rows, member.departmentId),
    departmentLine: departmentLine(departments.rows, member.departmentId),
    levels: viewingLevelsOf(factsOf(member), roles),
    projectIds: unique(memberships.rows.map((m) => m.projectId)),
    taskIds: tasks.rows.map((t) => t.id),
    ledProjectIds: unique(memberships.rows.filter((m) => m.leads).map((m) => m.projectId)),
    ledTaskIds: tasks.rows.filter((t) => t.ownerId === member.id).map((t) => t.id),
    sharedProjectIds: unique(memberships.rows.filter((m) => m.role === "read" || m.role === "write").map((m) => m.projectId)),
    seesMembersExperiments: principalOf(factsOf(member), roles).permissions.has("ViewMemberExperiments"),
  };
}
