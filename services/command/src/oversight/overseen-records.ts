import type { OverseenRecord } from "@labledger/contracts";
import {
  BEING_WRITTEN,
  departmentSubtree,
  type RecordCriteria,
  recordCriteriaFilter,
  type Viewer,
  viewFilter,
} from "@labledger/domain";
import { RECORD_STATUS_VALUES } from "@labledger/events/catalogue/reports-values";
import type { Doc, Filter, ReadStore } from "@labledger/ports";
import { memberName, namesById } from "../read-models/names-by-id";

type StatusCounts = Record<(typeof RECORD_STATUS_VALUES)[number], number>;
type Criteria = Omit<RecordCriteria, "departmentIds"> & { readonly departmentId?: string };

/** The records matching a manager's criteria, within what the viewer may see: criteria only ever narrow the scope. */
export async function overseenFilter(readStore: ReadStore, viewer: Viewer, criteria: Criteria, now: Date): Promise<Filter> {
  const { departmentId, ...rest } = criteria;
  const departmentIds = departmentId
    ? departmentSubtree(
        (await readStore.find<Doc & { parentId: string | null }>("departments", { limit: 10_000 })).rows,
        departmentId,
      )
    : undefined;
  return {
    $and: [
      recordCriteriaFilter({ ...rest, ...(departmentIds ? { departmentIds } : {}) }, now) as Filter,
      viewFilter(viewer, "experiment") as Filter,
    ],
  };
}

/**
 * A keyword finds a record by its number exactly, otherwise by the words of its title (the
 * read model's search text loses the number once a title changes).
 */
export async function keywordQuery(readStore: ReadStore, filter: Filter, keyword: string | undefined) {
  if (!keyword) return { filter };
  const byNumber: Filter = { $and: [filter, { number: keyword }] };
  if ((await readStore.count("experiments", byNumber)) > 0) return { filter: byNumber };
  return { filter, text: keyword };
}

/** Records with the names a reader needs instead of ids: whose, which department, project and task. */
export async function withNames(readStore: ReadStore, rows: readonly Doc[]): Promise<OverseenRecord[]> {
  const [members, departments, projects, tasks] = await Promise.all([
    namesById(
      readStore,
      "members",
      rows.map((r) => r.ownerId),
      memberName,
    ),
    namesById(
      readStore,
      "departments",
      rows.map((r) => r.departmentId),
    ),
    namesById(
      readStore,
      "projects",
      rows.map((r) => r.projectId),
    ),
    namesById(
      readStore,
      "tasks",
      rows.map((r) => r.taskId),
    ),
  ]);
  const name = (names: Map<string, string>, id: unknown) => (typeof id === "string" ? (names.get(id) ?? "") : "");
  return rows.map((row) => ({
    ...(row as unknown as OverseenRecord),
    ownerName: name(members, row.ownerId),
    departmentName: name(departments, row.departmentId),
    projectName: name(projects, row.projectId),
    taskName: name(tasks, row.taskId),
  }));
}

/** How many of the matching records are in each status (every status named, 0 when none). */
export async function countByStatus(readStore: ReadStore, filter: Filter): Promise<StatusCounts> {
  const counts = await Promise.all(
    RECORD_STATUS_VALUES.map((status) => readStore.count("experiments", { $and: [filter, { status }] })),
  );
  return Object.fromEntries(RECORD_STATUS_VALUES.map((status, i) => [status, counts[i]!])) as StatusCounts;
}

/**
 * Per member whose records match: how many, waiting for review, approved, and overdue (still
 * being written, created before `overdueSince`, as the home page counts them). Most records first.
 */
export async function summariseByMember(readStore: ReadStore, filter: Filter, overdueSince: string) {
  const { rows } = await readStore.find<Doc & { ownerId: string; status: string; createdAt: string }>("experiments", {
    filter,
    limit: 50_000,
  });
  const writing = new Set<string>(BEING_WRITTEN);
  const byMember = new Map<string, { records: number; submitted: number; approved: number; overdue: number }>();
  for (const row of rows) {
    const counts = byMember.get(row.ownerId) ?? { records: 0, submitted: 0, approved: 0, overdue: 0 };
    counts.records += 1;
    if (row.status === "submitted") counts.submitted += 1;
    if (row.status === "approved") counts.approved += 1;
    if (writing.has(row.status) && row.createdAt < overdueSince) counts.overdue += 1;
    byMember.set(row.ownerId, counts);
  }
  const members = await readStore.find<Doc & { departmentId: string | null }>("members", {
    filter: { id: { $in: [...byMember.keys()] } },
    limit: byMember.size || 1,
  });
  const departments = await namesById(
    readStore,
    "departments",
    members.rows.map((m) => m.departmentId),
  );
  const memberDoc = new Map(members.rows.map((m) => [m.id, m]));
  return [...byMember.entries()]
    .map(([memberId, counts]) => {
      const doc = memberDoc.get(memberId);
      return {
        memberId,
        name: doc ? memberName(doc) : "",
        departmentName: doc?.departmentId ? (departments.get(doc.departmentId) ?? "") : "",
        ...counts,
      };
    })
    .sort((a, b) => b.records - a.records || a.name.localeCompare(b.name));
}
