import {
  DomainError,
  departmentLine,
  type TemplateEvent,
  type TemplateReader,
  type TemplateScope,
  type TemplateState,
  template,
  templateStream,
} from "@labledger/domain";
import { type RecordedEvent, upcast } from "@labledger/events";
import type { Doc } from "@labledger/ports";
import type { SessionContext } from "../auth/sessions";
import type { Runtime } from "../runtime/runtime";

type MemberRow = Doc & {
  departmentId?: string | null;
  isDepartmentHeader?: boolean;
  isOrganisationAdmin?: boolean;
  active?: boolean;
};

/** The session's member as a template reader: their department and those above it (a department scope serves its sub-departments). */
export async function readerOf(runtime: Runtime, session: SessionContext): Promise<TemplateReader> {
  const { member } = session;
  const departments = await (await runtime.decisionFacts.read()).find<Doc & { parentId: string | null }>("departments", {
    limit: 10_000,
  });
  return {
    memberId: member.id,
    isOrganisationAdmin: member.isOrganisationAdmin,
    departmentChain: departmentLine(departments.rows, member.departmentId),
  };
}

/** A template's stream folded (never stale), with its events for who saved each version and when; an unknown id is not found. */
export async function loadTemplate(
  runtime: Runtime,
  templateId: string,
): Promise<{ state: TemplateState; events: readonly RecordedEvent[] }> {
  if (templateId.length > 64) throw new DomainError("template.notFound", "not-found");
  const events = await runtime.ports.events.readStream(templateStream(templateId));
  const state = events.map((e) => upcast(e) as unknown as TemplateEvent).reduce(template.evolve, template.initialState());
  if (state.ownerId === undefined) throw new DomainError("template.notFound", "not-found");
  return { state, events };
}

/**
 * Who reviews a publish request (issue 18): the headers of the template's department for scope
 * department, the organisation's administrators for team and platform — active ones; the
 * decider drops the author (spec §8 "Reviewer cannot be operator").
 */
export async function publishReviewers(runtime: Runtime, state: TemplateState, scope: TemplateScope): Promise<string[]> {
  const members = (await (await runtime.decisionFacts.read()).find<MemberRow>("members", { limit: 100_000 })).rows.filter(
    (m) => m.active !== false,
  );
  const reviewers =
    scope === "department"
      ? members.filter((m) => m.isDepartmentHeader && m.departmentId === state.departmentId)
      : members.filter((m) => m.isOrganisationAdmin);
  return reviewers.map((m) => m.id);
}

/** Members of the organisation, for the grants a template names. */
export async function knownMembers(runtime: Runtime): Promise<(memberId: string) => boolean> {
  const members = (await (await runtime.decisionFacts.read()).find<Doc>("members", { limit: 100_000 })).rows;
  const ids = new Set(members.map((m) => m.id));
  return (memberId) => ids.has(memberId);
}
