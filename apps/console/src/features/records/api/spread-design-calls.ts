import type { SpreadsheetTemplateSummary } from "@labledger/contracts";
import { queryOptions } from "@tanstack/react-query";
import { getRows } from "../../../transport/api-client";

/** How many of the team's spreadsheet designs the add-module dialog offers (newest first). */
const OFFERED = 200;

/** The team's spreadsheet designs a record's design module starts from (issue 17). Quiet: the dialog says why it failed. */
export const spreadDesignsQuery = () =>
  queryOptions({
    queryKey: ["spreadsheet-templates", "design", "offered"],
    queryFn: () =>
      getRows<SpreadsheetTemplateSummary>(`/resources/spreadsheet-templates?kind=design&pageSize=${OFFERED}`, { quiet: true }),
  });
