import Alert from "@mui/material/Alert";
import Table from "@mui/material/Table";
import TableBody from "@mui/material/TableBody";
import TableCell from "@mui/material/TableCell";
import TableHead from "@mui/material/TableHead";
import TableRow from "@mui/material/TableRow";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import "../i18n/catalogue";
import { EmptyTableRow } from "../../../ui/EmptyTableRow";
import { formatWhen } from "../../../ui/format-when";
import { ListPager } from "../../../ui/ListPager";

export interface ListedDefinition {
  readonly id: string;
  readonly name: string;
  readonly ownerName: string;
  readonly updatedAt: string;
}

export interface ExtraColumn<T> {
  readonly key: string;
  readonly header: string;
  readonly cell: (row: T) => ReactNode;
}

/**
 * A list of report templates or reports: name, what the caller adds (the template, a description),
 * owner, when it last changed, and the actions on each; paged 1-based as the API pages.
 */
export function DefinitionList<T extends ListedDefinition>({
  rows,
  total,
  error,
  name,
  extra = [],
  actions,
  pageIndex,
  pageSize,
  onPage,
  empty,
  testId,
}: {
  rows: readonly T[] | undefined;
  total: number;
  error?: Error | null;
  name: (row: T) => ReactNode;
  extra?: readonly ExtraColumn<T>[];
  actions: (row: T) => ReactNode;
  pageIndex: number;
  pageSize: number;
  onPage: (pageIndex: number, pageSize: number) => void;
  empty: string;
  testId: string;
}) {
  const { t, i18n } = useTranslation("datamining");
  const width = 4 + extra.length;
  if (error)
    return (
      <Alert severity="error" data-testid={`${testId}-error`}>
        {t("list.loadError", { message: error.message })}
      </Alert>
    );
  return (
    <>
      <Table size="small" data-testid={testId} data-total={total}>
        <TableHead>
          <TableRow>
            <TableCell sx={{ fontWeight: 600 }}>{t("list.name")}</TableCell>
            {extra.map((c) => (
              <TableCell key={c.key} sx={{ fontWeight: 600 }}>
                {c.header}
              </TableCell>
            ))}
            <TableCell sx={{ fontWeight: 600 }}>{t("list.owner")}</TableCell>
            <TableCell sx={{ fontWeight: 600 }}>{t("list.updated")}</TableCell>
            <TableCell sx={{ fontWeight: 600 }} align="right">
              {t("list.actions")}
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {(rows ?? []).map((row) => (
            <TableRow key={row.id} hover data-testid={`${testId}-row`} data-name={row.name}>
              <TableCell>{name(row)}</TableCell>
              {extra.map((c) => (
                <TableCell key={c.key}>{c.cell(row)}</TableCell>
              ))}
              <TableCell>{row.ownerName}</TableCell>
              <TableCell sx={{ whiteSpace: "nowrap" }}>{formatWhen(row.updatedAt, i18n.language)}</TableCell>
              <TableCell align="right" sx={{ whiteSpace: "nowrap" }}>
                {actions(row)}
              </TableCell>
            </TableRow>
          ))}
          {rows && rows.length === 0 && (
            <EmptyTableRow columns={width} testId={`${testId}-empty`}>
              {empty}
            </EmptyTableRow>
          )}
          {!rows && (
            <TableRow>
              <TableCell colSpan={width} sx={{ color: "text.secondary", textAlign: "center" }}>
                {t("list.loading")}
              </TableCell>
            </TableRow>
          )}
        </TableBody>
      </Table>
      <ListPager
        total={total}
        pageIndex={pageIndex}
        pageSize={pageSize}
        onPage={onPage}
        words={{
          perPage: t("list.perPage"),
          range: ({ from, to, count }) => t("list.range", { from, to, count }),
          button: (type) => t(`list.pageButtons.${type}`),
        }}
      />
    </>
  );
}
