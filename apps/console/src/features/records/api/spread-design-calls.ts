import type { SpreadsheetTemplateSummary } from "@labledger/contracts";
import { queryOptions } from "@tanstack/react-query";
import { call, getRows } from "../../../transport/api-client";

/** How many of the team's spreadsheet designs the add-module dialog offers (newest first). */
const OFFERED = 200;

/** The team's spreadsheet designs a record's design module starts from (issue 17). Quiet: the dialog says why it failed. */
export const spreadDesignsQuery = () =>
  queryOptions({
    queryKey: ["spreadsheet-templates", "design", "offered"],
    queryFn: () =>
      getRows<SpreadsheetTemplateSummary>(`/resources/spreadsheet-templates?kind=design&pageSize=${OFFERED}`, { quiet: true }),
  });

/** The team's spreadsheet templates a record's spreadsheet takes sheets from. Quiet: the dialog says why it failed. */
export const spreadsheetTemplatesQuery = () =>
  queryOptions({
    queryKey: ["spreadsheet-templates", "template", "offered"],
    queryFn: () =>
      getRows<SpreadsheetTemplateSummary>(`/resources/spreadsheet-templates?kind=template&pageSize=${OFFERED}`, { quiet: true }),
  });

const onModule = (id: string, moduleId: string) =>
  `/experiments/${encodeURIComponent(id)}/modules/${encodeURIComponent(moduleId)}`;

/** A template's sheets into the module as new sheets (values computed on the server); answers their names. */
export async function insertTemplate(
  id: string,
  moduleId: string,
  templateId: string,
  reason?: string,
): Promise<{ name: string }[]> {
  const body = { templateId, ...(reason ? { reason } : {}) };
  const answer = await call("POST", `${onModule(id, moduleId)}/sheets/from-template`, { body, quiet: true });
  return (answer.response as { sheets: { name: string }[] }).sheets;
}

/** The module's workbook (a design module's input cells too) as a new template or design of the team. */
export async function saveModuleAsTemplate(
  experimentId: string,
  moduleId: string,
  kind: "template" | "design",
  name: string,
): Promise<void> {
  await call("POST", "/resources/spreadsheet-templates/from-module", {
    body: { kind, name, experimentId, moduleId },
    quiet: true,
  });
}
