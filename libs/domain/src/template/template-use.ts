import type { TemplateState } from "./template-state";
import { latestVersion } from "./template-state";

/** Who asks to use or read a template: their department and every department above it (a department scope serves its sub-departments). */
export interface TemplateReader {
  readonly memberId: string;
  readonly isOrganisationAdmin: boolean;
  /** The member's department first, then its parent, up to the top. */
  readonly departmentChain: readonly string[];
}

/**
 * The version a member may make a record from (spec §4 Templates, §6): the author the latest
 * saved one; others the published one while they are in its scope (department: that department
 * and its sub-departments; team and platform: everyone); a binned template serves nobody.
 * Null: the template does not serve the member.
 */
export function usableVersion(state: TemplateState, reader: TemplateReader): number | null {
  if (state.ownerId === undefined || state.binned) return null;
  if (state.ownerId === reader.memberId) return latestVersion(state) || null;
  const published = state.published;
  if (!published) return null;
  if (published.scope !== "department") return published.version;
  return published.departmentId !== null && reader.departmentChain.includes(published.departmentId) ? published.version : null;
}

/** Which saved versions a member may read: the author and administrators every one, a reviewer the one asked, others the one serving them. */
export function mayReadVersion(state: TemplateState, reader: TemplateReader, version: number): boolean {
  if (state.ownerId === undefined) return false;
  if (state.ownerId === reader.memberId || reader.isOrganisationAdmin) return true;
  if (state.pending?.version === version && state.pending.reviewerIds.includes(reader.memberId)) return true;
  return usableVersion(state, reader) === version;
}

/** Who may open a template at all: its author, administrators, a reviewer of its pending request, or a member it serves. */
export const mayReadTemplate = (state: TemplateState, reader: TemplateReader): boolean =>
  state.ownerId !== undefined &&
  (state.ownerId === reader.memberId ||
    reader.isOrganisationAdmin ||
    (state.pending?.reviewerIds.includes(reader.memberId) ?? false) ||
    usableVersion(state, reader) !== null);

/** A member's department and those above it, from the organisation's departments (parentId links). */
export function departmentChain(
  departments: ReadonlyArray<{ readonly id: string; readonly parentId: string | null }>,
  departmentId: string | null | undefined,
): string[] {
  const parentOf = new Map(departments.map((d) => [d.id, d.parentId]));
  const chain: string[] = [];
  for (let at = departmentId ?? null; at !== null && !chain.includes(at); at = parentOf.get(at) ?? null) chain.push(at);
  return chain;
}
