import Table from "@mui/material/Table";
import TableBody from "@mui/material/TableBody";
import TableCell from "@mui/material/TableCell";
import TableHead from "@mui/material/TableHead";
import TablePagination from "@mui/material/TablePagination";
import TableRow from "@mui/material/TableRow";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import "../i18n/catalogue";

export interface Column<T> {
  readonly key: string;
  readonly header: string;
  readonly cell: (row: T) => ReactNode;
  readonly width?: number | string;
}

export interface PagedTableProps<T extends { id: string }> {
  readonly columns: readonly Column<T>[];
  readonly rows: readonly T[] | undefined;
  readonly total: number;
  /** Spec §9: page index starts at 1. */
  readonly pageIndex: number;
  readonly pageSize: number;
  /** Without it the list is shown whole, with no paging. */
  readonly onPage?: (pageIndex: number, pageSize: number) => void;
  readonly loading?: boolean;
  readonly testId: string;
  readonly rowTestId?: (row: T) => Record<string, string>;
  readonly onRowClick?: (row: T) => void;
  readonly selectedId?: string | null;
}

/** A list page: its rows, an empty or loading line, and paging (1-based index, 10 a page by default). */
export function PagedTable<T extends { id: string }>(props: PagedTableProps<T>) {
  const { t } = useTranslation("projects");
  const { columns, rows } = props;
  return (
    <>
      <Table size="small" data-testid={props.testId} data-total={props.total}>
        <TableHead>
          <TableRow>
            {columns.map((c) => (
              <TableCell key={c.key} sx={{ fontWeight: 600, width: c.width }}>
                {c.header}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {(rows ?? []).map((row) => (
            <TableRow
              key={row.id}
              hover
              selected={props.selectedId === row.id}
              onClick={props.onRowClick ? () => props.onRowClick?.(row) : undefined}
              sx={props.onRowClick ? { cursor: "pointer" } : undefined}
              data-row-id={row.id}
              {...(props.rowTestId?.(row) ?? {})}
            >
              {columns.map((c) => (
                <TableCell key={c.key}>{c.cell(row)}</TableCell>
              ))}
            </TableRow>
          ))}
          {rows && rows.length === 0 && (
            <TableRow>
              <TableCell colSpan={columns.length} sx={{ color: "text.secondary", textAlign: "center" }}>
                {t("list.empty")}
              </TableCell>
            </TableRow>
          )}
          {!rows && (
            <TableRow>
              <TableCell colSpan={columns.length} sx={{ color: "text.secondary", textAlign: "center" }}>
                {t("list.loading")}
              </TableCell>
            </TableRow>
          )}
        </TableBody>
      </Table>
      {props.onPage && (
        <TablePagination
          component="div"
          count={props.total}
          page={Math.max(0, props.pageIndex - 1)}
          rowsPerPage={props.pageSize}
          rowsPerPageOptions={[10, 20, 50]}
          labelRowsPerPage={t("list.perPage")}
          getItemAriaLabel={(type) => t(`list.${type}Page`)}
          labelDisplayedRows={({ from, to, count }) => t("list.range", { from, to, count })}
          onPageChange={(_e, page) => props.onPage?.(page + 1, props.pageSize)}
          onRowsPerPageChange={(e) => props.onPage?.(1, Number(e.target.value))}
        />
      )}
    </>
  );
}
