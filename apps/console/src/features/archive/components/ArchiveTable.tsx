import Alert from "@mui/material/Alert";
import Checkbox from "@mui/material/Checkbox";
import Table from "@mui/material/Table";
import TableBody from "@mui/material/TableBody";
import TableCell from "@mui/material/TableCell";
import TableHead from "@mui/material/TableHead";
import TableRow from "@mui/material/TableRow";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { formatWhen } from "../../../ui/format-when";
import type { ArchiveRow, ArchiveState } from "../api/archive-calls";
import "../i18n/catalogue";
import { EmptyTableRow } from "../../../ui/EmptyTableRow";
import { ListPager } from "../../../ui/ListPager";

const COLUMNS: Record<ArchiveState, readonly string[]> = {
  approved: ["number", "title", "owner", "version", "approvedAt"],
  archived: ["number", "title", "owner", "archivedAt", "archivedBy", "retainUntil"],
};

/** A page of the approved records (chosen to archive) or of the archived ones (when, by whom, until when), in words. */
export function ArchiveTable(props: {
  state: ArchiveState;
  rows: readonly ArchiveRow[] | undefined;
  total: number;
  error: Error | null;
  pageIndex: number;
  pageSize: number;
  onPage: (pageIndex: number, pageSize: number) => void;
  /** The approved records chosen (administrators only); absent: nothing is chosen here. */
  selection?: { readonly chosen: ReadonlySet<string>; readonly toggle: (ids: readonly string[], on: boolean) => void };
  actions?: (row: ArchiveRow) => ReactNode;
}) {
  const { state, rows, total, error, pageIndex, pageSize, onPage, selection, actions } = props;
  const { t, i18n } = useTranslation("archive");
  if (error)
    return (
      <Alert severity="error" data-testid="archive-list-error">
        {t("loadError", { message: error.message })}
      </Alert>
    );
  const list = rows ?? [];
  const ids = list.map((r) => r.id);
  const allChosen = selection !== undefined && ids.length > 0 && ids.every((id) => selection.chosen.has(id));
  const someChosen = selection !== undefined && ids.some((id) => selection.chosen.has(id));
  const when = (value: string | null | undefined) => formatWhen(value ?? "", i18n.language);
  const cell = (row: ArchiveRow, column: string): ReactNode => {
    switch (column) {
      case "number":
        return row.number;
      case "title":
        return row.title;
      case "owner":
        return row.ownerName;
      case "version":
        return row.version;
      case "approvedAt":
        return when(row.approvedAt);
      case "archivedAt":
        return when(row.archivedAt);
      case "archivedBy":
        return row.archivedBy ?? "";
      default:
        return row.retainUntil ?? "";
    }
  };
  const columns = COLUMNS[state];
  return (
    <>
      <Table size="small" data-testid={`archive-list-${state}`} data-total={total}>
        <TableHead>
          <TableRow>
            {selection && (
              <TableCell padding="checkbox">
                <Checkbox
                  checked={allChosen}
                  indeterminate={someChosen && !allChosen}
                  onChange={(e) => selection.toggle(ids, e.target.checked)}
                  slotProps={{ input: { "aria-label": t("selectAll") } }}
                  data-testid="archive-select-all"
                />
              </TableCell>
            )}
            {columns.map((c) => (
              <TableCell key={c} sx={{ fontWeight: 600 }}>
                {t(`columns.${c}`)}
              </TableCell>
            ))}
            {actions && (
              <TableCell sx={{ fontWeight: 600 }} align="right">
                {t("columns.actions")}
              </TableCell>
            )}
          </TableRow>
        </TableHead>
        <TableBody>
          {list.map((row) => (
            <TableRow key={row.id} hover data-testid="archive-row" data-number={row.number}>
              {selection && (
                <TableCell padding="checkbox">
                  <Checkbox
                    checked={selection.chosen.has(row.id)}
                    onChange={(e) => selection.toggle([row.id], e.target.checked)}
                    slotProps={{ input: { "aria-label": t("select", { number: row.number }) } }}
                    data-testid="archive-select"
                  />
                </TableCell>
              )}
              {columns.map((c) => (
                <TableCell key={c} data-testid={`archive-cell-${c}`} sx={{ whiteSpace: c === "title" ? undefined : "nowrap" }}>
                  {cell(row, c)}
                </TableCell>
              ))}
              {actions && (
                <TableCell align="right" sx={{ whiteSpace: "nowrap" }}>
                  {actions(row)}
                </TableCell>
              )}
            </TableRow>
          ))}
          {rows && rows.length === 0 && (
            <EmptyTableRow columns={columns.length + (selection ? 1 : 0) + (actions ? 1 : 0)} testId="archive-list-empty">
              {t(state === "approved" ? "emptyApproved" : "emptyArchived")}
            </EmptyTableRow>
          )}
        </TableBody>
      </Table>
      <ListPager
        total={total}
        pageIndex={pageIndex}
        pageSize={pageSize}
        onPage={onPage}
        words={{
          perPage: t("perPage"),
          range: ({ from, to, count }) => t("range", { from, to, count }),
        }}
      />
    </>
  );
}
