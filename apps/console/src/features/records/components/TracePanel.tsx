import Box from "@mui/material/Box";
import Stack from "@mui/material/Stack";
import Table from "@mui/material/Table";
import TableBody from "@mui/material/TableBody";
import TableCell from "@mui/material/TableCell";
import TableHead from "@mui/material/TableHead";
import TableRow from "@mui/material/TableRow";
import Typography from "@mui/material/Typography";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { TraceExportButtons } from "../../../ui/TraceExportButtons";
import { ChangeWordsText } from "../../../ui/WordsText";
import { getTrace } from "../api/record-calls";
import "../i18n/catalogue";

/**
 * Spec §3 audit trace: action, module, row, field, old → new, who, when (YYYY-MM-DD HH:mm:ss, from the server) and why;
 * every part in words, as the server reads it in the console's language; exported as CSV or PDF.
 */
export function TracePanel({ recordId, refreshKey }: { recordId: string; refreshKey?: number }) {
  const { t, i18n } = useTranslation("records");
  const trace = useQuery({
    queryKey: ["experiments", recordId, "trace", refreshKey ?? 0, i18n.language],
    queryFn: () => getTrace(recordId),
  });
  if (trace.isPending) return <Typography color="text.secondary">{t("common.loading")}</Typography>;
  const rows = trace.data ?? [];
  return (
    <Box>
      <Stack direction="row" sx={{ justifyContent: "flex-end", mb: 1 }}>
        <TraceExportButtons recordId={recordId} />
      </Stack>
      <Table size="small" data-testid="trace-panel">
        <TableHead>
          <TableRow>
            <TableCell>{t("trace.time")}</TableCell>
            <TableCell>{t("trace.who")}</TableCell>
            <TableCell>{t("trace.action")}</TableCell>
            <TableCell>{t("trace.module")}</TableCell>
            <TableCell>{t("trace.row")}</TableCell>
            <TableCell>{t("trace.field")}</TableCell>
            <TableCell>{t("trace.change")}</TableCell>
            <TableCell>{t("trace.reason")}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={`${row.position}-${row.moduleId}-${row.rowId}-${row.fieldName}-${row.action}`} data-testid="trace-row">
              <TableCell sx={{ whiteSpace: "nowrap" }}>{row.modifyTime}</TableCell>
              <TableCell sx={{ whiteSpace: "nowrap" }}>{row.userName}</TableCell>
              <TableCell>
                {t(`trace.actions.${row.action}`)}
                {row.isAuto ? ` (${t("trace.auto")})` : ""}
              </TableCell>
              <TableCell>{row.words.module || t("trace.record")}</TableCell>
              <TableCell data-testid="trace-row-position">{row.words.row}</TableCell>
              <TableCell sx={{ whiteSpace: "nowrap" }}>{row.words.field}</TableCell>
              <TableCell data-testid="trace-change" sx={{ maxWidth: 420 }}>
                <ChangeWordsText words={row.words} max={120} />
              </TableCell>
              <TableCell data-testid="trace-reason">{row.reason ?? ""}</TableCell>
            </TableRow>
          ))}
          {rows.length === 0 && (
            <TableRow>
              <TableCell colSpan={8}>{t("trace.empty")}</TableCell>
            </TableRow>
          )}
        </TableBody>
      </Table>
    </Box>
  );
}
