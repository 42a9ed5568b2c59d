import type { SearchResults } from "@labledger/contracts";
import { isProductLabel } from "@labledger/domain";
import type { ReadStore, SearchHit } from "@labledger/ports";
import { type Language, translate } from "../i18n/translate";
import { memberName, namesById } from "../read-models/names-by-id";

/** Hits as people read them: owners and projects by name, the product's own labels in the reader's language. */
export async function hitsInWords(
  readStore: ReadStore,
  hits: readonly SearchHit[],
  language: Language,
): Promise<SearchResults["hits"]> {
  const [members, projects] = await Promise.all([
    namesById(
      readStore,
      "members",
      hits.map((h) => h.facets.ownerId),
      memberName,
    ),
    namesById(
      readStore,
      "projects",
      hits.map((h) => h.facets.projectId),
    ),
  ]);
  return hits.map((hit) => {
    const { subjectId, ownerId, projectId, status } = hit.facets;
    return {
      type: hit.type as SearchResults["hits"][number]["type"],
      id: String(subjectId),
      title: hit.title,
      titleParts: [...hit.titleParts],
      code: hit.code,
      status: typeof status === "string" ? status : null,
      ownerName: members.get(String(ownerId)) ?? "",
      projectName: typeof projectId === "string" ? (projects.get(projectId) ?? null) : null,
      updatedAt: hit.updatedAt,
      snippets: hit.snippets.map((s) => ({
        label: isProductLabel(s.label) ? translate(language, `search.label.${s.label.slice(1)}`) : s.label,
        parts: [...s.parts],
      })),
    };
  });
}
