import type { Translate } from "./change-words";
import { type NameBook, type NamedId, namedId, nameOf } from "./names";

type Data = Readonly<Record<string, unknown>>;
const str = (value: unknown) => (typeof value === "string" ? value : "");

/** The table definitions by their events' prefix, and the name book's kind for each. */
const TABLES = { InfoTable: "infoTable", MultiLevelTable: "multiLevelTable", ProcessTable: "processTable" } as const;
type Prefix = keyof typeof TABLES;
const prefixOf = (type: string): Prefix | undefined =>
  (Object.keys(TABLES) as Prefix[]).find((prefix) => [`${prefix}Saved`, `${prefix}Binned`, `${prefix}Restored`].includes(type));

/** An information, multi-level or data-processing table's event (issue 17). */
export const isTableDefinitionEvent = (type: string): boolean => prefixOf(type) !== undefined;

export function tableNamesInEvent(type: string, data: Data): NamedId[] {
  const prefix = prefixOf(type);
  return prefix ? namedId(TABLES[prefix], data.tableId) : [];
}

/** "Information table “Cell culture”". */
export function tableSubjectInWords(type: string, data: Data, names: NameBook, t: Translate): string {
  const kind = TABLES[prefixOf(type) as Prefix];
  return t(`admin.subject.${kind}`, { name: nameOf(names, kind, data.tableId, t) });
}

/** A column as "Mass (Number, in g, required)" or "Concentration (computed as mass / volume * 1000)". */
function columnInWords(column: Data, t: Translate): string {
  const kind = str(column.kind);
  const options = (column.options ?? []) as string[];
  const details = [
    kind ? t(`admin.materialColumnType.${kind}`) : "",
    options.length > 0 ? t("admin.tableColumnOptions", { options: options.join(t("list")) }) : "",
    str(column.unit) ? t("admin.tableColumnUnit", { unit: str(column.unit) }) : "",
    str(column.expression) ? t("admin.tableColumnComputed", { expression: str(column.expression) }) : "",
    column.expression === "" ? t("admin.tableColumnInput") : "",
    column.required === true && !str(column.expression) ? t("admin.tableColumnRequired") : "",
    column.hidden === true ? t("admin.tableColumnHidden") : "",
  ].filter(Boolean);
  return details.length > 0
    ? t("admin.tableColumn", { label: str(column.label), details: details.join(t("list")) })
    : str(column.label);
}

const columnsInWords = (columns: unknown, t: Translate) =>
  ((columns ?? []) as Data[]).map((c) => columnInWords(c, t)).join(t("pairs")) || t("none");

/** A saved definition in words, the whole of it (binning and restoring say themselves). */
export function tableSavedInWords(type: string, data: Data, t: Translate): string {
  const header = {
    name: str(data.name),
    description: str(data.description) ? t("admin.tableDescription", { description: str(data.description) }) : "",
  };
  if (type === "MultiLevelTableSaved")
    return t("admin.multiLevelTableSaved", {
      ...header,
      levels:
        ((data.levels ?? []) as Data[])
          .map((level, i) =>
            t("admin.tableLevel", { n: i + 1, level: str(level.name), columns: columnsInWords(level.columns, t) }),
          )
          .join(t("pairs")) || t("none"),
    });
  return t(type === "InfoTableSaved" ? "admin.infoTableSaved" : "admin.processTableSaved", {
    ...header,
    columns: columnsInWords(data.columns, t),
  });
}
