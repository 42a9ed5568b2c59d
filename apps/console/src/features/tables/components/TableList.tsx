import { mayChange } from "@labledger/domain/rubbish-bin/binnable";
import Alert from "@mui/material/Alert";
import Button from "@mui/material/Button";
import Table from "@mui/material/Table";
import TableBody from "@mui/material/TableBody";
import TableCell from "@mui/material/TableCell";
import TableHead from "@mui/material/TableHead";
import TableRow from "@mui/material/TableRow";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link as RouterLink } from "react-router";
import "../i18n/catalogue";
import { meQuery } from "../../../transport/queries";
import { EmptyTableRow } from "../../../ui/EmptyTableRow";
import { formatWhen } from "../../../ui/format-when";
import { ListPager } from "../../../ui/ListPager";
import { ResourceListHead } from "../../../ui/ResourceListHead";
import { showToast } from "../../../ui/toast-store";
import { binOrRestoreTable, TABLES_KEY, type TableKind, type TableOf, tablesQuery } from "../api/table-calls";

/** Where a kind's pages are (spec §2). */
export const TABLE_PATHS: Record<TableKind, { list: string; new: string; edit: string; copy?: string }> = {
  info: { list: "/resource/commonList/listInfo", new: "/infoTable/new", edit: "/infoTable/edit" },
  multi: {
    list: "/resource/commonList/multiListInfo",
    new: "/multiTable/new",
    edit: "/multiTable/edit",
    copy: "/multiTable/copy",
  },
  process: { list: "/resource/commonList/processList", new: "/processList/new", edit: "/processList/edit" },
};

/** What a table holds, in words: its columns' labels (a multi-level table's levels). */
function shape(kind: TableKind, row: TableOf[TableKind], t: (key: string, options?: Record<string, unknown>) => string) {
  if (kind === "multi") return (row as TableOf["multi"]).levels.map((l) => l.name).join(" → ");
  return t("list.columns", { labels: (row as TableOf["info"]).columns.map((c) => c.label).join(t("list.separator")) });
}

/** A kind's tables (or its rubbish bin): search, new, edit, copy (multi-level), bin and restore. */
export function TableList({ kind }: { kind: TableKind }) {
  const { t, i18n } = useTranslation("tables");
  const client = useQueryClient();
  const me = useQuery(meQuery).data;
  const [binned, setBinned] = useState(false);
  const [keyword, setKeyword] = useState("");
  const [paging, setPaging] = useState({ pageIndex: 1, pageSize: 20 });
  const tables = useQuery(tablesQuery(kind, { binned, keyword, ...paging }));
  const paths = TABLE_PATHS[kind];
  const mine = (row: TableOf[TableKind]) =>
    me !== undefined && mayChange(row, { memberId: me.id, isOrganisationAdmin: me.isOrganisationAdmin });
  const move = async (row: TableOf[TableKind], action: "bin" | "restore") => {
    await binOrRestoreTable(kind, row.id, action);
    await client.invalidateQueries({ queryKey: TABLES_KEY });
    showToast(t(action === "bin" ? "list.moved" : "list.restored"), "success");
  };
  const rows = tables.data?.rows;
  return (
    <>
      <ResourceListHead
        intro={t(`${kind}.intro`)}
        create={{ label: t(`${kind}.new`), to: paths.new, testId: "new-table" }}
        binned={binned}
        onBinned={(value) => {
          setBinned(value);
          setPaging((p) => ({ ...p, pageIndex: 1 }));
        }}
        keyword={keyword}
        onKeyword={(value) => {
          setKeyword(value);
          setPaging((p) => ({ ...p, pageIndex: 1 }));
        }}
        words={{ inUse: t("list.inUse"), bin: t("list.bin"), search: t("list.search") }}
        testIds={{ inUse: "tables-in-use", bin: "tables-bin", search: "table-search" }}
      />
      {tables.error ? (
        <Alert severity="error" data-testid="table-list-error">
          {t("list.loadError", { message: tables.error.message })}
        </Alert>
      ) : (
        <>
          <Table size="small" data-testid="table-list" data-total={tables.data?.total ?? 0}>
            <TableHead>
              <TableRow>
                {(["name", kind === "multi" ? "levels" : "shape", "owner", "updated"] as const).map((h) => (
                  <TableCell key={h} sx={{ fontWeight: 600 }}>
                    {t(`list.${h}`)}
                  </TableCell>
                ))}
                <TableCell sx={{ fontWeight: 600 }} align="right">
                  {t("list.actions")}
                </TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {(rows ?? []).map((row) => (
                <TableRow key={row.id} hover data-testid="table-row" data-name={row.name}>
                  <TableCell title={row.description}>{row.name}</TableCell>
                  <TableCell data-testid="table-shape">{shape(kind, row, t)}</TableCell>
                  <TableCell>{row.ownerName}</TableCell>
                  <TableCell sx={{ whiteSpace: "nowrap" }}>{formatWhen(row.updatedAt, i18n.language)}</TableCell>
                  <TableCell align="right" sx={{ whiteSpace: "nowrap" }}>
                    {binned ? (
                      mine(row) && (
                        <Button size="small" onClick={() => void move(row, "restore")} data-testid="table-restore">
                          {t("list.restore")}
                        </Button>
                      )
                    ) : (
                      <>
                        {paths.copy && (
                          <Button size="small" component={RouterLink} to={`${paths.copy}/${row.id}`} data-testid="table-copy">
                            {t("list.copy")}
                          </Button>
                        )}
                        {mine(row) && (
                          <>
                            <Button size="small" component={RouterLink} to={`${paths.edit}/${row.id}`} data-testid="table-edit">
                              {t("list.edit")}
                            </Button>
                            <Button size="small" color="warning" onClick={() => void move(row, "bin")} data-testid="table-bin">
                              {t("list.binIt")}
                            </Button>
                          </>
                        )}
                      </>
                    )}
                  </TableCell>
                </TableRow>
              ))}
              {rows && rows.length === 0 && (
                <EmptyTableRow columns={5} testId="table-list-empty">
                  {t(binned ? "list.binEmpty" : `${kind}.empty`)}
                </EmptyTableRow>
              )}
            </TableBody>
          </Table>
          <ListPager
            total={tables.data?.total ?? 0}
            {...paging}
            onPage={(pageIndex, pageSize) => setPaging({ pageIndex, pageSize })}
            words={{ perPage: t("list.perPage"), range: ({ from, to, count }) => t("list.range", { from, to, count }) }}
          />
        </>
      )}
    </>
  );
}
