import { routes, SearchQuery, type SearchResults, StructureSearchBody } from "@labledger/contracts";
import { searchesFullText, searchFilter } from "@labledger/domain";
import type { Filter } from "@labledger/ports";
import { SEARCH_INDEX, STRUCTURE_INDEX } from "@labledger/projections";
import { Body, Controller, Inject, Query, Req } from "@nestjs/common";
import { loadViewer } from "../auth/viewer";
import type { AuthenticatedRequest } from "../http/access.guard";
import { ok } from "../http/envelope";
import { Route } from "../http/route.decorator";
import { validate } from "../http/validate";
import { negotiateLanguage } from "../i18n/translate";
import { readYourWrites } from "../pipeline/read-your-writes";
import { RUNTIME, type Runtime } from "../runtime/runtime";
import { hitsInWords } from "./hits-in-words";
import { searchStructures } from "./structure-search";

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
    const hits = await hitsInWords(
      this.runtime.ports.readStore,
      found.hits,
      negotiateLanguage(request.headers["accept-language"]),
    );
    return ok({ hits, total: found.total, fullText } satisfies SearchResults);
  }

  @Route(routes.searchStructures)
  async searchStructures(@Body() body: unknown, @Req() request: AuthenticatedRequest) {
    const search = validate(StructureSearchBody, body);
    const { ports } = this.runtime;
    await readYourWrites({ readStore: ports.structures, events: ports.events }, STRUCTURE_INDEX.name, undefined);
    await readYourWrites({ readStore: ports.search, events: ports.events }, SEARCH_INDEX.name, undefined);
    const language = negotiateLanguage(request.headers["accept-language"]);
    const viewer = await loadViewer(this.runtime, request.session);
    const found = await searchStructures(ports, viewer, search, language);
    const hits = await hitsInWords(ports.readStore, found.hits, language);
    return ok({ hits, total: found.total, fullText: true } satisfies SearchResults);
  }
}
