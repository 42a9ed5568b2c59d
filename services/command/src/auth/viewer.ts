import { departmentSubtree, type Viewer, viewingLevelsOf } from "@labledger/domain";
import type { Doc } from "@labledger/ports";
import type { Runtime } from "../runtime/runtime";
import { factsOf, loadRoles } from "./member-facts";
import type { SessionContext } from "./sessions";

/** Which projects and tasks a member takes part in or leads; the projects issue projects these per member. */
export interface MembershipDoc extends Doc {
  readonly projectIds?: readonly string[];
  readonly taskIds?: readonly string[];
  readonly ledProjectIds?: readonly string[];
  readonly ledTaskIds?: readonly string[];
}

/**
 * The session's member as a viewer (spec §6 viewing levels): every list of projects, tasks
 * and records filters with `viewFilter(viewer, kind)`, every single read checks `canView`.
 */
export async function loadViewer(runtime: Runtime, session: SessionContext): Promise<Viewer> {
  const { member } = session;
  const [departments, roles, membership] = await Promise.all([
    runtime.ports.readStore.find<Doc & { parentId: string | null }>("departments", { limit: 10_000 }),
    loadRoles(runtime),
    runtime.ports.readStore.get<MembershipDoc>("memberships", member.id),
  ]);
  return {
    memberId: member.id,
    isOrganisationAdmin: member.isOrganisationAdmin,
    departmentIds: departmentSubtree(departments.rows, member.departmentId),
    levels: viewingLevelsOf(factsOf(member), roles),
    projectIds: membership?.projectIds ?? [],
    taskIds: membership?.taskIds ?? [],
    ledProjectIds: membership?.ledProjectIds ?? [],
    ledTaskIds: membership?.ledTaskIds ?? [],
  };
}
