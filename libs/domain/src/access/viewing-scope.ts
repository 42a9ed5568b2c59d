import type { ViewingLevels } from "./grants";

/**
 * Spec §6 viewing levels, as ONE mechanism for every list and read: `viewFilter` narrows a
 * read-store query, `canView` checks one document, and both say the same thing.
 *
 * Every document that is viewed this way carries:
 * - `ownerId`: the member who created it; `departmentId`: that member's department then;
 * - `projectId` (a project document carries its own id here) and `taskId` where it has them;
 * - `viewerIds`: members granted it explicitly (project members, task assignees, authorised readers);
 * - a record shared through the share queue: `sharedWithIds` (members) and `sharedWithDepartmentIds`
 *   (departments: their sub-departments' members receive it too).
 */
export interface Viewer {
  readonly memberId: string;
  readonly isOrganisationAdmin: boolean;
  /** The member's department and every department under it. */
  readonly departmentIds: readonly string[];
  readonly levels: ViewingLevels;
  /** Projects and tasks the member takes part in, and those they lead (leaders see all in their scope). */
  readonly projectIds: readonly string[];
  readonly taskIds: readonly string[];
  readonly ledProjectIds: readonly string[];
  readonly ledTaskIds: readonly string[];
  /** Projects explicitly authorised to the member (read-only or read-and-write): all their records are visible. */
  readonly sharedProjectIds: readonly string[];
  /** The member's own department and every department above it: a record shared with any of them reaches the member. */
  readonly departmentLine?: readonly string[];
  /**
   * Spec §6 "viewing members' experiments" (permission ViewMemberExperiments): every record of the
   * members of the viewer's department and the departments under it.
   */
  readonly seesMembersExperiments?: boolean;
}

export type ViewedKind = "project" | "task" | "experiment";

export interface Viewed {
  readonly ownerId?: string;
  readonly departmentId?: string | null;
  readonly projectId?: string | null;
  readonly taskId?: string | null;
  readonly viewerIds?: readonly string[];
  readonly sharedWithIds?: readonly string[];
  readonly sharedWithDepartmentIds?: readonly string[];
}

type Clause = Readonly<Record<string, unknown>>;
/** A filter in the read store's language (a subset of MongoDB's). `{}` means everything. */
export type ViewFilter = Clause;

const inList = (ids: readonly string[]) => ({ $in: [...ids] });

export function viewFilter(viewer: Viewer, kind: ViewedKind): ViewFilter {
  if (viewer.isOrganisationAdmin || (kind === "project" && viewer.levels.project.has("organisation"))) return {};
  return { $or: clauses(viewer, kind) };
}

export function canView(viewer: Viewer, kind: ViewedKind, doc: Viewed): boolean {
  const filter = viewFilter(viewer, kind);
  return filter.$or === undefined || (filter.$or as Clause[]).some((clause) => satisfies(clause, doc));
}

function clauses(viewer: Viewer, kind: ViewedKind): Clause[] {
  const { memberId, departmentIds: departments, projectIds: projects, taskIds: tasks } = viewer;
  const own: Clause[] = [{ ownerId: memberId }, { viewerIds: memberId }];
  const led: Clause[] = [
    { projectId: inList([...viewer.ledProjectIds, ...viewer.sharedProjectIds]) },
    ...(kind === "experiment" ? [{ taskId: inList(viewer.ledTaskIds) }] : []),
  ];
  const byLevel: Clause[] = [];
  if (kind === "project" && viewer.levels.project.has("department")) byLevel.push({ departmentId: inList(departments) });
  if (kind === "task") {
    if (viewer.levels.task.has("departmentInProject"))
      byLevel.push({ projectId: inList(projects), departmentId: inList(departments) });
    if (viewer.levels.task.has("allInProject")) byLevel.push({ projectId: inList(projects) });
  }
  if (kind === "experiment") {
    byLevel.push({ sharedWithIds: memberId });
    if (viewer.departmentLine?.length) byLevel.push({ sharedWithDepartmentIds: inList(viewer.departmentLine) });
    const levels = viewer.levels.experiment;
    if (levels.has("departmentInTask")) byLevel.push({ taskId: inList(tasks), departmentId: inList(departments) });
    if (levels.has("allInTask")) byLevel.push({ taskId: inList(tasks) });
    if (levels.has("departmentInProject")) byLevel.push({ projectId: inList(projects), departmentId: inList(departments) });
    if (levels.has("allInProject")) byLevel.push({ projectId: inList(projects) });
    if (viewer.seesMembersExperiments) byLevel.push({ departmentId: inList(departments) });
  }
  return [...own, ...led, ...byLevel];
}

/**
 * Whether the viewer may open one member's records page (/team/member/record/{id}): their own, an
 * administrator, or with "viewing members' experiments" a member of their department or one under it.
 * Which of that member's records they then see is still `viewFilter`'s answer.
 */
export function mayOverseeMember(viewer: Viewer, member: { readonly id: string; readonly departmentId: string | null }): boolean {
  if (viewer.isOrganisationAdmin || viewer.memberId === member.id) return true;
  return (
    viewer.seesMembersExperiments === true && member.departmentId !== null && viewer.departmentIds.includes(member.departmentId)
  );
}

/** Every field of the clause holds: equal (or, for an array field, contains), or in the $in list. */
function satisfies(clause: Clause, doc: Viewed): boolean {
  return Object.entries(clause).every(([field, wanted]) => {
    const value = (doc as Record<string, unknown>)[field];
    const values = Array.isArray(value) ? value : [value];
    const accepted = typeof wanted === "object" && wanted !== null ? (wanted as { $in: unknown[] }).$in : [wanted];
    return values.some((v) => v !== undefined && v !== null && accepted.includes(v));
  });
}

/** A department and every department above it, from the tree's (id, parentId) pairs (a cycle stops the climb). */
export function departmentLine(
  departments: ReadonlyArray<{ readonly id: string; readonly parentId: string | null }>,
  departmentId: string | null,
): string[] {
  const parentOf = new Map(departments.map((d) => [d.id, d.parentId]));
  const line: string[] = [];
  for (let id = departmentId; id !== null && id !== undefined && !line.includes(id); id = parentOf.get(id) ?? null) line.push(id);
  return line;
}

/** A department and every department under it, from the tree's (id, parentId) pairs. */
export function departmentSubtree(
  departments: ReadonlyArray<{ readonly id: string; readonly parentId: string | null }>,
  rootId: string | null,
): string[] {
  if (rootId === null) return [];
  const children = new Map<string, string[]>();
  for (const d of departments) if (d.parentId !== null) children.set(d.parentId, [...(children.get(d.parentId) ?? []), d.id]);
  const found: string[] = [];
  const visit = (id: string) => {
    if (found.includes(id)) return;
    found.push(id);
    for (const child of children.get(id) ?? []) visit(child);
  };
  visit(rootId);
  return found;
}
