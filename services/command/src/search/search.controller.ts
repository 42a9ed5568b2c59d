import { routes, SearchQuery, type SearchResults } from "@labledger/contracts";
import { isProductLabel, searchesFullText, searchFilter } from "@labledger/domain";
import type { Filter, SearchHit } from "@labledger/ports";
import { SEARCH_INDEX } from "@labledger/projections";
import { Controller, Inject, Query, Req } from "@nestjs/common";
import { loadViewer } from "../auth/viewer";
import type { AuthenticatedRequest } from "../http/access.guard";
import { ok } from "../http/envelope";
import { Route } from "../http/route.decorator";
import { validate } from "../http/validate";
import { type Language, negotiateLanguage, translate } from "../i18n/translate";
import { readYourWrites } from "../pipeline/read-your-writes";
import { memberName, namesById } from "../read-models/names-by-id";
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
    const { readStore } = this.runtime.ports;
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
}
