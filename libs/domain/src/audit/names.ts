import type { Translate } from "./change-words";

/** What an id in the history can stand for; each is shown by its name, never by its id. */
export type NameKind =
  | "member"
  | "department"
  | "role"
  | "flow"
  | "project"
  | "task"
  | "notebook"
  | "dictionaryItem"
  | "experiment"
  | "reportTemplate"
  | "report"
  | "reactionFormula"
  | "spreadsheetTemplate"
  | "infoTable"
  | "multiLevelTable"
  | "processTable"
  | "material"
  | "materialCategory"
  | "instrument"
  | "labelTemplate"
  | "method"
  | "preparedMaterial"
  | "template";

export interface NamedId {
  readonly kind: NameKind;
  readonly id: string;
}

/** Names by id, resolved by the caller (the server reads them from the audit read model's `auditNames`). */
export interface NameBook {
  name(kind: NameKind, id: string): string | undefined;
}

export const NO_NAMES: NameBook = { name: () => undefined };

/** The key of a name in a name book's store: ids of different kinds never collide. */
export const nameKey = (kind: NameKind, id: string): string => `${kind}:${id}`;

/** A name book over names already read, keyed by `nameKey`. */
export const nameBookOf = (names: ReadonlyMap<string, string>): NameBook => ({
  name: (kind, id) => names.get(nameKey(kind, id)),
});

/** An id by its name; one no longer known (its definition predates the log, say) reads as such, never as the id. */
export const nameOf = (names: NameBook, kind: NameKind, id: unknown, t: Translate): string =>
  (typeof id === "string" ? names.name(kind, id) : undefined) ?? t(`unknown.${kind}`);

/** Several ids by their names, in the reader's list style. */
export const namesOf = (names: NameBook, kind: NameKind, ids: unknown, t: Translate): string =>
  Array.isArray(ids) && ids.length > 0 ? ids.map((id) => nameOf(names, kind, id, t)).join(t("list")) : t("none");

/** The id to look up, if there is one. */
export const namedId = (kind: NameKind, id: unknown): NamedId[] => (typeof id === "string" && id ? [{ kind, id }] : []);
export const namedIds = (kind: NameKind, ids: unknown): NamedId[] =>
  Array.isArray(ids) ? ids.flatMap((id) => namedId(kind, id)) : [];

type Data = Readonly<Record<string, unknown>>;

const changes = (data: Data) => (data.changes as Data | undefined) ?? {};

/** For each event that names something: what it names, its id and the name it gives. */
const NAMES_GIVEN = {
  MemberRegistered: (d: Data) => ["member", d.memberId, d.realName],
  MemberProfileChanged: (d: Data) => ["member", d.memberId, changes(d).realName],
  DepartmentCreated: (d: Data) => ["department", d.departmentId, d.name],
  RoleDefined: (d: Data) => ["role", d.roleId, d.name],
  ApprovalFlowDefined: (d: Data) => ["flow", d.flowId, d.name],
  ProjectCreated: (d: Data) => ["project", d.projectId, d.name],
  ProjectChanged: (d: Data) => ["project", d.projectId, changes(d).name],
  TaskCreated: (d: Data) => ["task", d.taskId, d.name],
  NotebookCreated: (d: Data) => ["notebook", d.notebookId, d.name],
  DictionaryItemAdded: (d: Data) => ["dictionaryItem", d.itemId, d.name],
  ExperimentCreated: (d: Data) => ["experiment", d.experimentId, `${String(d.number)} ${String(d.title)}`],
  ReportTemplateSaved: (d: Data) => ["reportTemplate", d.templateId, d.name],
  ReportSaved: (d: Data) => ["report", d.reportId, d.name],
  ReactionFormulaSaved: (d: Data) => ["reactionFormula", d.formulaId, d.name],
  SpreadsheetTemplateSaved: (d: Data) => ["spreadsheetTemplate", d.templateId, d.name],
  InfoTableSaved: (d: Data) => ["infoTable", d.tableId, d.name],
  MultiLevelTableSaved: (d: Data) => ["multiLevelTable", d.tableId, d.name],
  ProcessTableSaved: (d: Data) => ["processTable", d.tableId, d.name],
  MaterialRegistered: (d: Data) => ["material", d.materialId, `${String(d.name)} (${String(d.barcode)})`],
  MaterialCategoryDefined: (d: Data) => ["materialCategory", d.categoryId, d.name],
  InstrumentRegistered: (d: Data) => ["instrument", d.instrumentId, `${String(d.code)} ${String(d.name)}`],
  InstrumentDetailsChanged: (d: Data) => ["instrument", d.instrumentId, `${String(d.code)} ${String(d.name)}`],
  LabelTemplateSaved: (d: Data) => ["labelTemplate", d.templateId, d.name],
  MethodCreated: (d: Data) => ["method", d.methodId, (d.content as Data | undefined)?.name],
  MethodDraftSaved: (d: Data) => ["method", d.methodId, (d.content as Data | undefined)?.name],
  PreparedMaterialSaved: (d: Data) => ["preparedMaterial", d.preparedMaterialId, d.name],
  TemplateCreated: (d: Data) => ["template", d.templateId, d.name],
  TemplateDraftSaved: (d: Data) => ["template", d.templateId, d.name],
  TemplateVersionSaved: (d: Data) => ["template", d.templateId, d.name],
} satisfies Record<string, (data: Data) => readonly [NameKind, unknown, unknown]>;

/** The event types that give names (the audit projection reads them for that alone where it shows nothing else). */
export const NAME_GIVING_EVENTS = Object.keys(NAMES_GIVEN) as Array<keyof typeof NAMES_GIVEN>;

/**
 * The names an event gives (a member's real name, a department's, a role's, ...), for the audit
 * read model to keep: a name stays readable after what it names is deleted or renamed away.
 */
export function namesGivenBy(type: string, data: Data): Array<NamedId & { readonly name: string }> {
  const given = NAMES_GIVEN[type as keyof typeof NAMES_GIVEN];
  if (!given) return [];
  const [kind, id, name] = given(data);
  return typeof id === "string" && typeof name === "string" && name ? [{ kind, id, name }] : [];
}
