import type { InfoTable, MultiLevelTable, ProcessTable } from "@labledger/contracts";
import { queryOptions } from "@tanstack/react-query";
import { getRows } from "../../../transport/api-client";

export type { InfoTable, MultiLevelTable, ProcessTable };

const PATHS = { info: "info-tables", multi: "multi-level-tables", process: "process-tables" } as const;

/** How many of the team's tables the add-module dialog offers (newest first). */
const OFFERED = 200;

/** The team's information, multi-level or data-processing tables a record's table is built from (issue 17). Quiet: the dialog says why it failed. */
export const tableDefinitionsQuery = (kind: keyof typeof PATHS) =>
  queryOptions({
    queryKey: ["table-definitions", kind, "offered"],
    queryFn: () =>
      getRows<InfoTable | MultiLevelTable | ProcessTable>(`/resources/${PATHS[kind]}?pageSize=${OFFERED}`, { quiet: true }),
  });
