import Box from "@mui/material/Box";
import Stack from "@mui/material/Stack";
import Table from "@mui/material/Table";
import TableBody from "@mui/material/TableBody";
import TableCell from "@mui/material/TableCell";
import TableHead from "@mui/material/TableHead";
import TablePagination from "@mui/material/TablePagination";
import TableRow from "@mui/material/TableRow";
import Typography from "@mui/material/Typography";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import "../i18n/catalogue";
import { TraceExportButtons } from "../../../ui/TraceExportButtons";
import { ChangeWordsText } from "../../../ui/WordsText";
import { traceQuery } from "../api/audit-api";
import { LoadError } from "./LoadError";
import { actionLabel } from "./labels";

const PAGE_SIZE = 10;

/** The record's changes in words, newest first, exported as CSV or PDF; a click shows the record right after that change. */
export function TracePanel({
  recordId,
  currentPosition,
  onPick,
}: {
  recordId: string;
  currentPosition: number | undefined;
  onPick: (position: number) => void;
}) {
  const { t } = useTranslation("audit");
  const [pageIndex, setPageIndex] = useState(1);
  const trace = useQuery({ ...traceQuery(recordId, pageIndex, PAGE_SIZE), placeholderData: keepPreviousData });
  return (
    <Box data-testid="moment-trace">
      <Stack direction="row" spacing={2} sx={{ mt: 3, mb: 1, alignItems: "center", justifyContent: "space-between" }}>
        <Typography variant="h6">{t("moment.changes")}</Typography>
        <TraceExportButtons recordId={recordId} />
      </Stack>
      {trace.error && <LoadError error={trace.error} onRetry={() => trace.refetch()} testId="moment-trace" />}
      <Table size="small">
        <TableHead>
          <TableRow>
            {["time", "user", "module", "action", "row", "field", "change", "reason"].map((key) => (
              <TableCell key={key} sx={{ fontWeight: 600, whiteSpace: "nowrap" }}>
                {t(`table.${key}`)}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {trace.data?.rows.length === 0 && (
            <TableRow>
              <TableCell colSpan={8}>{t("common.noRows")}</TableCell>
            </TableRow>
          )}
          {trace.data?.rows.map((row) => (
            <TableRow
              // Several field changes share one event: module, row and field keep them apart.
              key={`${row.position}-${row.moduleId}-${row.rowId}-${row.fieldName}-${row.action}`}
              hover
              selected={row.position === currentPosition}
              onClick={() => onPick(row.position)}
              sx={{ cursor: "pointer" }}
              data-testid="moment-trace-row"
              data-position={row.position}
            >
              <TableCell sx={{ whiteSpace: "nowrap" }}>{row.modifyTime}</TableCell>
              <TableCell>{row.userName}</TableCell>
              <TableCell>{row.words.module}</TableCell>
              <TableCell>{actionLabel(t, row.action)}</TableCell>
              <TableCell data-testid="moment-trace-row-position">{row.words.row}</TableCell>
              <TableCell>{row.words.field}</TableCell>
              <TableCell sx={{ maxWidth: 360 }}>
                <ChangeWordsText words={row.words} />
              </TableCell>
              <TableCell>{row.reason}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      <TablePagination
        component="div"
        count={trace.data?.total ?? 0}
        page={pageIndex - 1}
        rowsPerPage={PAGE_SIZE}
        rowsPerPageOptions={[PAGE_SIZE]}
        onPageChange={(_e, page) => setPageIndex(page + 1)}
        labelDisplayedRows={({ from, to, count }) => t("common.pageRows", { from, to, count })}
        data-testid="moment-trace-pagination"
      />
    </Box>
  );
}
