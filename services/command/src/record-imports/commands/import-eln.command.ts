import type { FileSheet } from "@labledger/adapters/sheet-files/read-sheet-file";
import { type ClonedModule, DomainError, type ImportedModule } from "@labledger/domain";
import { uuidv7 } from "@labledger/events";
import type { SheetEngine } from "@labledger/ports";
import { Inject } from "@nestjs/common";
import { CommandHandler, type ICommandHandler } from "@nestjs/cqrs";
import { type Caller, CallerCommand } from "../../pipeline/caller";
import { createdOf } from "../../pipeline/create-once";
import { createRecord } from "../../records/commands/create-experiment.command";
import { withSafeHtmlFields } from "../../records/sanitise-html";
import { RUNTIME, type Runtime } from "../../runtime/runtime";
import { fileBytes, type ImportPlan, type PlannedFile, type PlannedRecord } from "../import-plan";
import { importedWorkbook } from "../imported-workbook";

type Imported = { records: Array<{ id: string; number: string; title: string }>; position: number };

/** Imports a checked plan into a record book: every record one event naming the file. */
export class ImportElnCommand extends CallerCommand<Imported> {
  constructor(
    caller: Caller,
    readonly notebookId: string,
    readonly plan: ImportPlan,
  ) {
    super(caller);
  }
}

const MODULE_TITLE_MAX = 100;

/**
 * A plan with any problem is refused whole, before anything is kept. The files are kept first
 * (content-addressed: a file kept for a record that then fails is only an unused copy), then each
 * record is created as one event, its HTML sanitised as every save's is and its files' types the
 * ones their content showed.
 */
@CommandHandler(ImportElnCommand)
export class ImportElnHandler implements ICommandHandler<ImportElnCommand> {
  constructor(@Inject(RUNTIME) private readonly runtime: Runtime) {}

  async execute({ caller, notebookId, plan }: ImportElnCommand): Promise<Imported> {
    const problems = plan.records.flatMap((r) => r.problems.map((problem) => ({ title: r.imported.title, problem })));
    if (problems.length > 0)
      throw new DomainError("eln.notImportable", "invalid", {
        count: problems.length,
        title: problems[0]!.title,
        problem: problems[0]!.problem,
      });
    for (const record of plan.records)
      for (const file of record.files) {
        const kept = await this.runtime.ports.blobs.put(fileBytes(plan.archive, file.path));
        if (kept.sha256 !== file.sha256) throw new DomainError("eln.damaged", "invalid", { name: file.name });
      }
    // One record at a time, each its own numbered stream; no client command id (it would name them all alike).
    const each: Caller = { session: caller.session };
    const records: Imported["records"] = [];
    let position = 0;
    for (const record of plan.records) {
      const result = await createRecord(
        this.runtime,
        each,
        { notebookId, title: record.imported.title },
        { modules: await modulesOf(record, this.runtime.ports.sheets), importedFrom: sourceOf(plan, record) },
      );
      const created = createdOf(result, "ExperimentImported");
      records.push({ id: created.experimentId, number: created.number, title: created.title });
      position = result.position;
    }
    return { records, position };
  }
}

function modulesOf(record: PlannedRecord, engine: SheetEngine): Promise<ClonedModule[]> {
  const typeOf = new Map(record.files.map((f: PlannedFile) => [f.sha256, f.mediaType]));
  return Promise.all(record.imported.modules.map((m: ImportedModule, i) => moduleOf(m, typeOf, record.workbooks.get(i), engine)));
}

async function moduleOf(
  m: ImportedModule,
  typeOf: ReadonlyMap<string, string>,
  sheets: readonly FileSheet[] | undefined,
  engine: SheetEngine,
): Promise<ClonedModule> {
  const moduleId = uuidv7();
  const workbook = sheets && sheets.length > 0 ? await importedWorkbook(engine, moduleId, sheets, m.workbookCharts) : undefined;
  return {
    module: {
      moduleId,
      type: m.type,
      subType: m.subType,
      title: [...m.title].slice(0, MODULE_TITLE_MAX).join("") || m.type,
      required: false,
      columns: m.columns.map((c) => ({ field: c.field, required: c.required, className: c.className ?? "" })),
    },
    content: {
      fields: withSafeHtmlFields(m.type, m.content.fields),
      rows: m.content.rows.map((row) =>
        typeof row.sha256 === "string" && typeOf.has(row.sha256) ? { ...row, mediaType: typeOf.get(row.sha256) } : row,
      ),
      ...(workbook ? { workbook } : {}),
    },
  };
}

function sourceOf(plan: ImportPlan, record: PlannedRecord) {
  const { imported } = record;
  return {
    fileName: [...plan.fileName].slice(0, 255).join(""),
    sha256: plan.sha256,
    application: plan.source.application ? plan.source.application.slice(0, 200) : null,
    fileCreatedAt: plan.source.createdAt?.slice(0, 40) ?? null,
    datasetId: imported.sourceId.slice(0, 1000),
    authors: imported.authors.slice(0, 100).map((a) => a.slice(0, 200)),
    createdAt: imported.createdAt?.slice(0, 40) ?? null,
    modifiedAt: imported.modifiedAt?.slice(0, 40) ?? null,
    keywords: imported.keywords.slice(0, 100).map((k) => k.slice(0, 200)),
  };
}

export const IMPORT_COMMAND_HANDLERS = [ImportElnHandler];
