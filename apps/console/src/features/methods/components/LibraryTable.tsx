import Alert from "@mui/material/Alert";
import Table from "@mui/material/Table";
import TableBody from "@mui/material/TableBody";
import TableCell from "@mui/material/TableCell";
import TableHead from "@mui/material/TableHead";
import TableRow from "@mui/material/TableRow";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { type ReactNode, useState } from "react";
import { useTranslation } from "react-i18next";
import "../i18n/catalogue";
import { useQuery } from "@tanstack/react-query";
import { EmptyTableRow } from "../../../ui/EmptyTableRow";
import { ListPager } from "../../../ui/ListPager";
import { libraryQuery } from "../api/method-calls";

/** The team's references or files: a search, a table of the columns given, a pager. */
export function LibraryTable<Row>({
  what,
  intro,
  columns,
  rowKey,
  testId,
}: {
  what: "references" | "files";
  intro: string;
  columns: { label: string; cell: (row: Row) => ReactNode }[];
  rowKey: (row: Row) => string;
  testId: string;
}) {
  const { t } = useTranslation("methods");
  const [keyword, setKeyword] = useState("");
  const [paging, setPaging] = useState({ pageIndex: 1, pageSize: 20 });
  const found = useQuery(libraryQuery<Row>(what, { keyword, ...paging }));
  const rows = found.data?.rows;
  return (
    <>
      <Typography color="text.secondary" sx={{ mb: 1 }}>
        {intro}
      </Typography>
      <TextField
        size="small"
        label={t("library.search")}
        value={keyword}
        sx={{ mb: 1 }}
        onChange={(e) => {
          setKeyword(e.target.value);
          setPaging((p) => ({ ...p, pageIndex: 1 }));
        }}
      />
      {found.error ? (
        <Alert severity="error">{t("library.loadError", { message: found.error.message })}</Alert>
      ) : (
        <>
          <Table size="small" data-testid={testId} data-total={found.data?.total ?? 0}>
            <TableHead>
              <TableRow>
                {columns.map((c) => (
                  <TableCell key={c.label} sx={{ fontWeight: 600 }}>
                    {c.label}
                  </TableCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody>
              {(rows ?? []).map((row) => (
                <TableRow key={rowKey(row)} hover>
                  {columns.map((c) => (
                    <TableCell key={c.label}>{c.cell(row)}</TableCell>
                  ))}
                </TableRow>
              ))}
              {rows && rows.length === 0 && <EmptyTableRow columns={columns.length}>{t("library.empty")}</EmptyTableRow>}
            </TableBody>
          </Table>
          <ListPager
            total={found.data?.total ?? 0}
            {...paging}
            onPage={(pageIndex, pageSize) => setPaging({ pageIndex, pageSize })}
            words={{ perPage: t("list.perPage"), range: ({ from, to, count }) => t("list.range", { from, to, count }) }}
          />
        </>
      )}
    </>
  );
}
