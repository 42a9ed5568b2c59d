import { latestVersion, type TemplateState } from "./template-state";

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
export function usableVersion(template: TemplateState | TemplateStanding, reader: TemplateReader): number | null {
  const state = "versions" in template ? standingOf(template) : template;
  if (state.authorId === undefined || state.binned) return null;
  if (state.authorId === reader.memberId) return state.latestVersion || null;
  const published = state.published;
  if (!published) return null;
  if (published.scope !== "department") return published.version;
  return published.departmentId !== null && reader.departmentChain.includes(published.departmentId) ? published.version : null;
}

/** What the rule of usableVersion reads of a template: as folded from its stream, or as the `templates` read model keeps it. */
export interface TemplateStanding {
  readonly authorId?: string;
  readonly binned: boolean;
  readonly latestVersion: number;
  readonly published?: TemplateState["published"];
}

export const standingOf = (state: TemplateState): TemplateStanding => ({
  ...(state.ownerId !== undefined ? { authorId: state.ownerId } : {}),
  binned: state.binned,
  latestVersion: latestVersion(state),
  ...(state.published ? { published: state.published } : {}),
});

/**
 * The template centre's query (read store filter) for the same rule: templates not binned that are
 * the member's own or published to a scope they are in — and narrowed to one scope when asked.
 */
export function templateCentreFilter(
  reader: TemplateReader,
  scope: "all" | "personal" | "department" | "team" | "platform" | "collected",
  collectedIds: readonly string[] = [],
): Record<string, unknown> {
  const inDepartment = { scope: "department", publishedDepartmentId: { $in: [...reader.departmentChain] } };
  const serving = { $or: [{ authorId: reader.memberId }, { scope: { $in: ["team", "platform"] } }, inDepartment] };
  switch (scope) {
    case "all":
      return { binned: false, ...serving };
    case "personal":
      return { binned: false, authorId: reader.memberId, scope: "personal" };
    case "department":
      return { binned: false, ...inDepartment };
    case "team":
    case "platform":
      return { binned: false, scope };
    case "collected":
      return { binned: false, id: { $in: [...collectedIds] }, ...serving };
  }
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
