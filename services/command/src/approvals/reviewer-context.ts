import {
  type ExperimentState,
  organisation,
  organisationStream,
  project,
  projectStream,
  type ReviewerContext,
} from "@labledger/domain";
import type { Doc } from "@labledger/ports";
import { ORGANISATION_ID } from "../bootstrap/first-start";
import { loadState } from "../pipeline/handle-command";
import type { Runtime } from "../runtime/runtime";

type MemberRow = Doc & { departmentId?: string | null; isDepartmentHeader?: boolean; roleIds?: string[]; active?: boolean };

/**
 * Who fills each reviewer kind of spec §9 for one record: its project's leader and managers,
 * the heads of its department, and the operator's direct superior (the heads of the
 * operator's department, or of the one above when the operator heads it).
 */
export async function reviewerContext(runtime: Runtime, record: ExperimentState, operatorId: string): Promise<ReviewerContext> {
  const { events } = runtime.ports;
  const members = (await (await runtime.decisionFacts.read()).find<MemberRow>("members")).rows;
  const active = new Set(members.filter((m) => m.active !== false).map((m) => m.id));
  const headsOf = (departmentId: string | null | undefined) =>
    departmentId ? members.filter((m) => m.isDepartmentHeader && m.departmentId === departmentId).map((m) => m.id) : [];
  const projectId = record.record?.projectId;
  const projectState = projectId ? await loadState(events, projectStream(projectId), project) : undefined;
  const operator = members.find((m) => m.id === operatorId);
  let directSuperiorIds = headsOf(operator?.departmentId).filter((id) => id !== operatorId);
  if (directSuperiorIds.length === 0 && operator?.departmentId) {
    const { departments } = await loadState(events, organisationStream(ORGANISATION_ID), organisation);
    directSuperiorIds = headsOf(departments.get(operator.departmentId)?.parentId);
  }
  return {
    projectManagerIds: projectState?.project ? [projectState.project.leaderId, ...projectState.project.managerIds] : [],
    departmentManagerIds: headsOf(record.details.departmentId),
    directSuperiorIds,
    memberIdsOfRole: (roleId) => members.filter((m) => m.roleIds?.includes(roleId)).map((m) => m.id),
    isActive: (memberId) => active.has(memberId),
  };
}
