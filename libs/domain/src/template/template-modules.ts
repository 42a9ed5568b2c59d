import type { ClonedModule } from "../experiment/cloning";
import { cloneModules } from "../experiment/cloning";
import type { Module } from "../experiment/experiment-state";
import { holdsWorkbook, type Workbook } from "../module-kinds/spreadSheet/workbook";
import type { TemplateDraft, TemplateModule } from "./template-state";

type TemplateWorkbook = NonNullable<TemplateModule["content"]["workbook"]>;

/** A workbook copied (sheets, rows and charts are new arrays: the copy shares nothing that may change). */
const copyOfWorkbook = (workbook: Workbook | TemplateWorkbook): TemplateWorkbook => ({
  sheets: workbook.sheets.map((sheet) => ({ ...sheet, rows: sheet.rows.map((row) => (row ? { ...row } : null)) })),
  charts: workbook.charts.map((chart) => ({ ...chart })),
});

/** The workbook a module carries on (spreadsheet kinds only), as its own copy. */
const workbookOf = (type: string, content: { readonly workbook?: Workbook | TemplateWorkbook }) =>
  holdsWorkbook(type) && content.workbook ? { workbook: copyOfWorkbook(content.workbook) } : {};

/** A record's module with the grants it starts with (a template's module may name some). */
export type RecordModuleFromTemplate = ClonedModule;

/**
 * Spec §4 "Cloning or saving as a template": a record saved as a template keeps its modules and
 * what `cloneModules` keeps of their content (signatures, highlights, reaction data and sample
 * codes are not kept); nothing starts locked and no module is authorised (§6: a template may
 * leave modules unauthorised).
 */
export function templateModulesOfRecord(modules: readonly Module[], newId: () => string): TemplateModule[] {
  return cloneModules(modules, newId).map(({ module, content }) => ({
    ...module,
    content: {
      fields: { ...content.fields },
      rows: content.rows.map((row) => ({ ...row })),
      ...workbookOf(module.type, content),
    },
    locked: false,
  }));
}

/**
 * A record's modules from a template's version: new ids, the content as the version holds it
 * (default texts and rows), locked modules locked, the version's grants (none for the record's
 * owner, who holds the record anyway).
 */
export function recordModulesOfTemplate(
  modules: readonly TemplateModule[],
  ownerId: string,
  newId: () => string,
): RecordModuleFromTemplate[] {
  return modules.map(({ content, locked, grants, ...module }) => {
    const given = Object.entries(grants ?? {}).filter(([memberId]) => memberId !== ownerId);
    return {
      module: {
        ...module,
        moduleId: newId(),
        columns: module.columns.map((c) => ({ ...c })),
        ...(locked ? { locked: true } : {}),
      },
      content: {
        fields: { ...content.fields },
        rows: content.rows.map((row) => ({ ...row })),
        ...workbookOf(module.type, content),
      },
      ...(given.length > 0 ? { grants: Object.fromEntries(given) } : {}),
    };
  });
}

/**
 * A draft as the author sends it, with each module's workbook as the template holds it (`kept`:
 * the stored draft; none for a draft from scratch). The template editor does not edit cells, and
 * a record made from the template takes its values as they are: they must be the server's,
 * computed when the record's cells were changed, never a client's.
 */
export function withKeptWorkbooks(draft: TemplateDraft, kept: TemplateDraft | undefined): TemplateDraft {
  const held = new Map((kept?.modules ?? []).flatMap((m) => (m.content.workbook ? [[m.moduleId, m.content.workbook]] : [])));
  return {
    ...draft,
    modules: draft.modules.map((module) => {
      const { workbook: _sent, ...content } = module.content;
      const workbook = held.get(module.moduleId);
      return { ...module, content: { ...content, ...(workbook ? workbookOf(module.type, { workbook }) : {}) } };
    }),
  };
}
