import type { InfoTable, MultiLevelTable } from "@labledger/contracts";
import { queryOptions } from "@tanstack/react-query";
import { getRows } from "../../../transport/api-client";

export type { InfoTable, MultiLevelTable };

/** How many of the team's tables the add-module dialog offers (newest first). */
const OFFERED = 200;

/** The team's information or multi-level tables a record's table is built from (issue 17). Quiet: the dialog says why it failed. */
export const tableDefinitionsQuery = (kind: "info" | "multi") =>
  queryOptions({
    queryKey: ["table-definitions", kind, "offered"],
    queryFn: () =>
      getRows<InfoTable | MultiLevelTable>(
        `/resources/${kind === "info" ? "info-tables" : "multi-level-tables"}?pageSize=${OFFERED}`,
        { quiet: true },
      ),
  });
