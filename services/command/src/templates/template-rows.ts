import type { TemplateRow } from "@labledger/contracts";
import { type TemplateReader, type TemplateScope, usableVersion } from "@labledger/domain";
import type { Doc, ReadStore } from "@labledger/ports";
import { memberName, namesById } from "../read-models/names-by-id";

/** A template as the `templates` read model keeps it (services/projections/src/read-models/templates.ts). */
export type StoredTemplate = Doc & {
  name: string;
  description: string;
  authorId: string;
  departmentId: string | null;
  scope: "personal" | TemplateScope;
  publishedVersion: number | null;
  publishedDepartmentId: string | null;
  latestVersion: number;
  moduleCounts: Record<string, number>;
  draftModuleCount: number;
  binned: boolean;
  collectorCount: number;
  useCount: number;
  pendingPublish: TemplateRow["pendingPublish"];
  fromRecord: TemplateRow["fromRecord"];
  createdAt: string;
  updatedAt: string;
};

/** Rows as one member sees them: names instead of ids, whether they collected each, the version serving them. */
export async function rowsFor(
  readStore: ReadStore,
  stored: readonly StoredTemplate[],
  reader: TemplateReader,
): Promise<TemplateRow[]> {
  const ids = stored.map((t) => t.id);
  const [authors, departments, collected] = await Promise.all([
    namesById(
      readStore,
      "members",
      stored.map((t) => t.authorId),
      memberName,
    ),
    namesById(
      readStore,
      "departments",
      stored.map((t) => t.departmentId),
    ),
    ids.length === 0
      ? Promise.resolve(new Set<string>())
      : readStore
          .find<Doc & { templateId: string }>("template_collections", {
            filter: { memberId: reader.memberId, templateId: { $in: ids } },
            limit: ids.length,
          })
          .then((found) => new Set(found.rows.map((c) => c.templateId))),
  ]);
  return stored.map((t) => {
    const usable = usableVersion(
      {
        authorId: t.authorId,
        binned: t.binned,
        latestVersion: t.latestVersion,
        ...(t.publishedVersion !== null && t.scope !== "personal"
          ? { published: { version: t.publishedVersion, scope: t.scope, departmentId: t.publishedDepartmentId } }
          : {}),
      },
      reader,
    );
    const shown = usable ?? (t.authorId === reader.memberId ? t.latestVersion : t.publishedVersion);
    return {
      id: t.id,
      name: t.name,
      description: t.description,
      authorId: t.authorId,
      authorName: authors.get(t.authorId) ?? "",
      mine: t.authorId === reader.memberId,
      departmentId: t.departmentId,
      departmentName: t.departmentId ? (departments.get(t.departmentId) ?? null) : null,
      scope: t.scope,
      publishedVersion: t.publishedVersion,
      latestVersion: t.latestVersion,
      usableVersion: usable,
      binned: t.binned,
      collected: collected.has(t.id),
      collectorCount: t.collectorCount,
      useCount: t.useCount,
      moduleCount: shown ? (t.moduleCounts?.[String(shown)] ?? 0) : t.draftModuleCount,
      pendingPublish: t.pendingPublish,
      fromRecord: t.fromRecord,
      createdAt: t.createdAt,
      updatedAt: t.updatedAt,
    };
  });
}
