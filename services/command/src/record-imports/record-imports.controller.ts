import { routes } from "@labledger/contracts";
import { DomainError, kindOf, notebook, notebookStream, organisationSettings, settingsStream, wordsIn } from "@labledger/domain";
import { Controller, Inject, Param, Req } from "@nestjs/common";
import { CommandBus } from "@nestjs/cqrs";
import { ORGANISATION_ID } from "../bootstrap/first-start";
import type { AuthenticatedRequest } from "../http/access.guard";
import { ok } from "../http/envelope";
import { Route } from "../http/route.decorator";
import { negotiateLanguage } from "../i18n/translate";
import { callerOf } from "../pipeline/caller";
import { loadState } from "../pipeline/handle-command";
import { newRecordFacts } from "../records/commands/create-experiment.command";
import { RUNTIME, type Runtime } from "../runtime/runtime";
import { ImportElnCommand } from "./commands/import-eln.command";
import { receiveEln } from "./eln-upload";
import { type ImportPlan, planImport } from "./import-plan";

/** .eln import into a record book (issue 19): a preview of what would be created, then the import itself. */
@Controller()
export class RecordImportsController {
  constructor(
    @Inject(RUNTIME) private readonly runtime: Runtime,
    @Inject(CommandBus) private readonly commands: CommandBus,
  ) {}

  @Route(routes.previewElnImport)
  async preview(@Param("id") notebookId: string, @Req() request: AuthenticatedRequest) {
    const plan = await this.plan(notebookId, request);
    const t = wordsIn(negotiateLanguage(request.headers["accept-language"]));
    return ok({
      fileName: plan.fileName,
      size: plan.size,
      application: plan.source.application,
      fileCreatedAt: plan.source.createdAt ?? null,
      records: plan.records.map(({ imported, files, problems }) => ({
        id: imported.sourceId,
        title: imported.title,
        createdAt: imported.createdAt ?? null,
        authors: [...imported.authors],
        keywords: [...imported.keywords],
        modules: imported.modules.map((m) => ({
          title: m.title,
          kind: kindOf(m.type) ? t(m.subType ? `module.kind.${m.type}_${m.subType}` : `module.kind.${m.type}`) : m.type,
        })),
        files: files.map((f) => ({ name: f.name, size: f.size })),
        problems: [...problems],
      })),
      importable: plan.records.every((r) => r.problems.length === 0),
    });
  }

  @Route(routes.importEln)
  async import(@Param("id") notebookId: string, @Req() request: AuthenticatedRequest) {
    const plan = await this.plan(notebookId, request);
    return ok(await this.commands.execute(new ImportElnCommand(callerOf(request), notebookId, plan)));
  }

  /** The book is checked before a byte is read: one that does not exist is not found, one the member may not add records to is refused. */
  private async plan(notebookId: string, request: AuthenticatedRequest): Promise<ImportPlan> {
    const { events } = this.runtime.ports;
    if (!(await loadState(events, notebookStream(notebookId), notebook)).notebook)
      throw new DomainError("notebook.notFound", "not-found");
    await newRecordFacts(this.runtime, { session: request.session }, { notebookId, title: "" });
    const { files } = await loadState(this.runtime.ports.events, settingsStream(ORGANISATION_ID), organisationSettings);
    return planImport(await receiveEln(request), files, negotiateLanguage(request.headers["accept-language"]));
  }
}
