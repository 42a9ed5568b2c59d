import type { Method, MethodRow } from "@labledger/contracts";
import { hasUnpublishedChanges, type MethodContent, type MethodFile, mayViewRecord, type Viewer } from "@labledger/domain";
import type { Doc, ReadStore } from "@labledger/ports";
import { memberName, namesById, ownName } from "../read-models/names-by-id";
import { loadRecordState } from "../records/record-streams";
import type { Runtime } from "../runtime/runtime";

export const METHODS = "methods";
export const METHOD_VERSIONS = "method_versions";

type Published = { content: MethodContent; files: MethodFile[] };
type Citation = { experimentId: string; version: number; citedAt: string; citedBy: string };
/** A `methods` document as the projection writes it: draft files and citations kept by id. */
export type StoredMethod = Doc &
  Omit<MethodRow, "authorName"> & {
    draft: MethodContent;
    files: Record<string, MethodFile>;
    current: Published | null;
    versions: Method["versions"];
    citations: Record<string, Citation>;
  };
export type StoredVersion = Doc & Method["versions"][number] & Published & { methodId: string };

/** Files in the order they were attached (row ids are UUIDv7, so by time). */
export const draftFiles = (doc: Pick<StoredMethod, "files">): MethodFile[] =>
  Object.values(doc.files ?? {}).sort((a, b) => a.rowId.localeCompare(b.rowId));

const rowOf = (doc: StoredMethod, authorName: string): MethodRow => ({
  id: doc.id,
  number: doc.number,
  name: doc.name,
  category: doc.category,
  status: doc.status,
  version: doc.version,
  effectiveDate: doc.effectiveDate ?? null,
  authorId: doc.authorId,
  authorName,
  binned: doc.binned,
  updatedAt: doc.updatedAt,
  updatedBy: doc.updatedBy,
});

export async function methodRows(store: ReadStore, docs: readonly StoredMethod[]): Promise<MethodRow[]> {
  const authors = await namesById(
    store,
    "members",
    docs.map((d) => d.authorId),
    memberName,
  );
  return docs.map((d) => rowOf(d, authors.get(d.authorId) ?? ""));
}

/** A method as its page reads it: the version asked for (or the one in effect), and the records citing it the viewer may open. */
export async function methodRead(
  runtime: Runtime,
  doc: StoredMethod,
  shown: StoredVersion | undefined,
  viewer: Viewer,
): Promise<Method> {
  const store = runtime.ports.readStore;
  const [row] = await methodRows(store, [doc]);
  const files = draftFiles(doc);
  const calledFor = [...new Set([...doc.draft.preparedMaterialIds, ...(shown?.content.preparedMaterialIds ?? [])])];
  const materials = await store.find<Doc & { number: string; name: string }>("prepared_materials", {
    filter: { id: { $in: calledFor } },
    limit: calledFor.length || 1,
  });
  const names = new Map(materials.rows.map((m) => [m.id, { id: m.id, number: m.number, name: ownName(m) }]));
  return {
    ...row!,
    draft: doc.draft,
    files,
    hasUnpublishedChanges: hasUnpublishedChanges({ draft: doc.draft, files, published: doc.current ?? undefined }),
    mayPublish: doc.authorId === viewer.memberId || viewer.isOrganisationAdmin,
    versions: doc.versions ?? [],
    shown: shown
      ? {
          version: shown.version,
          effectiveDate: shown.effectiveDate,
          changeSummary: shown.changeSummary,
          publishedAt: shown.publishedAt,
          publishedBy: shown.publishedBy,
          content: shown.content,
          files: shown.files,
        }
      : null,
    preparedMaterials: calledFor.flatMap((id) => names.get(id) ?? []),
    citations: await visibleCitations(runtime, Object.values(doc.citations ?? {}), viewer),
  };
}

async function visibleCitations(runtime: Runtime, citations: readonly Citation[], viewer: Viewer): Promise<Method["citations"]> {
  const shown: Method["citations"] = [];
  for (const citation of citations) {
    const state = await loadRecordState(runtime, citation.experimentId);
    if (!state.record || !mayViewRecord(state, viewer)) continue;
    shown.push({ ...citation, number: state.record.number, title: state.details.title });
  }
  return shown.sort((a, b) => a.number.localeCompare(b.number));
}
