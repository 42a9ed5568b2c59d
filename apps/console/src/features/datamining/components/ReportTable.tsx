import Link from "@mui/material/Link";
import Pagination from "@mui/material/Pagination";
import Table from "@mui/material/Table";
import TableBody from "@mui/material/TableBody";
import TableCell from "@mui/material/TableCell";
import TableContainer from "@mui/material/TableContainer";
import TableHead from "@mui/material/TableHead";
import TableRow from "@mui/material/TableRow";
import { useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link as RouterLink } from "react-router";
import "../i18n/catalogue";
import type { ReportData } from "../api/datamining-calls";
import { ALL_ROWS_UP_TO, cellText, numericColumns, ROWS_PER_PAGE, rowsOfPage } from "../logic/report-table";

const head = { fontWeight: 600, whiteSpace: "nowrap" } as const;

/** The report's table: a row per record (number, title, status in words), a cell per column; numbers right-aligned. */
export function ReportTable({ data }: { data: ReportData }) {
  const { t, i18n } = useTranslation("datamining");
  const { t: shell } = useTranslation();
  const [page, setPage] = useState(1);
  const numeric = useMemo(
    () =>
      numericColumns(
        data.columns.map((c) => c.columnId),
        data.rows,
      ),
    [data],
  );
  const pages = Math.ceil(data.rows.length / ROWS_PER_PAGE);
  const shown = rowsOfPage(data.rows, page);
  const status = (value: string) => (i18n.exists(`statusWords.record.${value}`) ? shell(`statusWords.record.${value}`) : "");
  return (
    <>
      <TableContainer sx={{ maxHeight: 640, border: 1, borderColor: "divider", borderRadius: 1 }}>
        <Table size="small" stickyHeader data-testid="report-table">
          <TableHead>
            <TableRow>
              <TableCell sx={head}>{t("table.number")}</TableCell>
              <TableCell sx={head}>{t("table.title")}</TableCell>
              <TableCell sx={head}>{t("table.status")}</TableCell>
              {data.columns.map((c) => (
                <TableCell key={c.columnId} sx={head} align={numeric.has(c.columnId) ? "right" : "left"}>
                  {c.label}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {shown.map((row) => (
              <TableRow key={row.recordId} hover data-testid="report-row">
                <TableCell sx={{ whiteSpace: "nowrap" }}>{row.number}</TableCell>
                <TableCell>
                  <Link component={RouterLink} to={`/previewRecord/${encodeURIComponent(row.recordId)}`}>
                    {row.title}
                  </Link>
                </TableCell>
                <TableCell sx={{ whiteSpace: "nowrap" }}>{status(row.status)}</TableCell>
                {data.columns.map((c) => (
                  <TableCell
                    key={c.columnId}
                    align={numeric.has(c.columnId) ? "right" : "left"}
                    sx={numeric.has(c.columnId) ? { fontVariantNumeric: "tabular-nums" } : undefined}
                    data-column={c.columnId}
                  >
                    {cellText(row.cells[c.columnId], i18n.language)}
                  </TableCell>
                ))}
              </TableRow>
            ))}
            {data.rows.length === 0 && (
              <TableRow>
                <TableCell colSpan={3 + data.columns.length} sx={{ color: "text.secondary", textAlign: "center" }}>
                  {t("table.empty")}
                </TableCell>
              </TableRow>
            )}
          </TableBody>
        </Table>
      </TableContainer>
      {data.rows.length > ALL_ROWS_UP_TO && (
        <Pagination
          count={pages}
          page={Math.min(page, pages)}
          onChange={(_event, next) => setPage(next)}
          showFirstButton
          showLastButton
          color="primary"
          sx={{ mt: 2, display: "flex", justifyContent: "center" }}
          aria-label={t("table.pages")}
          getItemAriaLabel={(type, n) => (type === "page" ? t("table.page", { page: n }) : t(`table.pageButtons.${type}`))}
          data-testid="report-table-pages"
        />
      )}
    </>
  );
}
