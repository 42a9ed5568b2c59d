import { ListQuery, type MethodFileRow, type MethodReferenceRow, routes } from "@labledger/contracts";
import { Controller, Inject, Query } from "@nestjs/common";
import { page } from "../http/envelope";
import { Route } from "../http/route.decorator";
import { validate } from "../http/validate";
import { readYourWrites } from "../pipeline/read-your-writes";
import { RUNTIME, type Runtime } from "../runtime/runtime";
import { draftFiles, METHODS, type StoredMethod } from "./method-reads";

/** How many methods the library reads at most: a team's SOPs, not a corpus. */
const METHODS_READ = 5000;

/**
 * The team's references and files (spec /resource/detailReference, /resource/detailFile), as its
 * methods hold them: the version in effect, or the draft of a method never published; never the bin.
 */
@Controller()
export class MethodLibraryController {
  constructor(@Inject(RUNTIME) private readonly runtime: Runtime) {}

  @Route(routes.listMethodReferences)
  async references(@Query() query: unknown) {
    const { keyword, pageIndex, pageSize, position } = validate(ListQuery, query);
    const rows = (await this.methods(position)).flatMap((m): MethodReferenceRow[] =>
      (m.current?.content ?? m.draft).references.map((r) => ({ ...this.methodOf(m), ...r })),
    );
    return paged(rows, keyword, pageIndex, pageSize, (r) => [r.citation, r.doi, r.url, r.methodNumber, r.methodName]);
  }

  @Route(routes.listMethodFiles)
  async files(@Query() query: unknown) {
    const { keyword, pageIndex, pageSize, position } = validate(ListQuery, query);
    const rows = (await this.methods(position)).flatMap((m): MethodFileRow[] =>
      (m.current ? m.current.files : draftFiles(m)).map((f) => ({
        ...this.methodOf(m),
        ...f,
        version: m.current ? m.version : null,
      })),
    );
    return paged(rows, keyword, pageIndex, pageSize, (r) => [r.name, r.methodNumber, r.methodName]);
  }

  private async methods(position: number | undefined): Promise<StoredMethod[]> {
    await readYourWrites(this.runtime.ports, METHODS, position);
    const found = await this.runtime.ports.readStore.find<StoredMethod>(METHODS, {
      filter: { binned: false },
      sort: [["number", 1]],
      limit: METHODS_READ,
    });
    return found.rows;
  }

  private methodOf(m: StoredMethod) {
    return { methodId: m.id, methodNumber: m.number, methodName: m.name };
  }
}

function paged<Row>(
  rows: Row[],
  keyword: string | undefined,
  pageIndex: number,
  pageSize: number,
  words: (row: Row) => string[],
) {
  const wanted = keyword?.toLowerCase();
  const found = wanted ? rows.filter((row) => words(row).some((w) => w.toLowerCase().includes(wanted))) : rows;
  return page(found.slice((pageIndex - 1) * pageSize, pageIndex * pageSize), found.length);
}
