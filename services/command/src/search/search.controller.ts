import { routes, SearchQuery, type SearchResults } from "@labledger/contracts";
import { isProductLabel, searchesFullText, searchFilter } from "@labledger/domain";
import type { Doc, Filter, SearchHit } from "@labledger/ports";
import { SEARCH_INDEX } from "@labledger/projections";
import { Controller, Inject, Query, Req } from "@nestjs/common";
import { loadViewer } from "../auth/viewer";
import type { AuthenticatedRequest } from "../http/access.guard";
import { ok } from "../http/envelope";
import { Route } from "../http/route.decorator";
import { validate } from "../http/validate";
import { type Language, negotiateLanguage, translate } from "../i18n/translate";
import { readYourWrites } from "../pipeline/read-your-writes";
import { RUNTIME, type Runtime } from "../runtime/runtime";

/**
 * Global search (spec /globSearch): one query over records, projects and books, narrowed by the
 * member's viewing levels before anything is counted; the content is searched with the
 * FulltextSearch permission only. Hits name people and projects in words, never by id.
 */
@Controller()
export class SearchController {
  constructor(@Inject(RUNTIME) private readonly runtime: Runtime) {}

  @Route(routes.search)
  async search(@Query() query: unknown, @Req() request: AuthenticatedRequest) {
    const { key, pageIndex, pageSize, ...criteria } = validate(SearchQuery, query);
    const { search, events } = this.runtime.ports;
    await readYourWrites({ readStore: search, events }, SEARCH_INDEX.name, undefined);
    const fullText = searchesFullText(request.session.principal);
    const viewer = await loadViewer(this.runtime, request.session);
    const found = await search.search({
      text: key,
      scope: fullText ? "all" : "head",
      filter: searchFilter(viewer, criteria) as Filter,
      skip: (pageIndex - 1) * pageSize,
      limit: pageSize,
    });
    const hits = await this.inWords(found.hits, negotiateLanguage(request.headers["accept-language"]));
    return ok({ hits, total: found.total, fullText } satisfies SearchResults);
  }

  private async inWords(hits: readonly SearchHit[], language: Language): Promise<SearchResults["hits"]> {
    const idsOf = (facet: string) => [
      ...new Set(hits.map((h) => h.facets[facet]).filter((v): v is string => typeof v === "string")),
    ];
    const [members, projects] = await Promise.all([
      this.namesOf("members", idsOf("ownerId"), (m) => String(m.realName ?? m.account ?? "")),
      this.namesOf("projects", idsOf("projectId"), (p) => String(p.name ?? "")),
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

  private async namesOf(collection: string, ids: readonly string[], name: (doc: Doc) => string): Promise<Map<string, string>> {
    if (ids.length === 0) return new Map();
    const { rows } = await this.runtime.ports.readStore.find(collection, {
      filter: { id: { $in: [...ids] } },
      limit: ids.length,
    });
    return new Map(rows.map((doc) => [doc.id, name(doc)]));
  }
}
