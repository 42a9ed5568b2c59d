import HistoryIcon from "@mui/icons-material/History";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import IconButton from "@mui/material/IconButton";
import LinearProgress from "@mui/material/LinearProgress";
import Stack from "@mui/material/Stack";
import Table from "@mui/material/Table";
import TableBody from "@mui/material/TableBody";
import TableCell from "@mui/material/TableCell";
import TableHead from "@mui/material/TableHead";
import TablePagination from "@mui/material/TablePagination";
import TableRow from "@mui/material/TableRow";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link as RouterLink } from "react-router";
import "../i18n/catalogue";
import { PageFrame } from "../../../pages/PageFrame";
import { usePageName } from "../../../pages/page-context";
import { ExportButtons } from "../../../ui/ExportButtons";
import { NativeSelect } from "../../../ui/NativeSelect";
import { ChangeWordsText } from "../../../ui/WordsText";
import { auditSearchQuery, memberOptionsQuery, projectOptionsQuery } from "../api/audit-api";
import type { AuditRow, RecordOption } from "../api/types";
import { LoadError } from "../components/LoadError";
import { actionLabel, eventLabel } from "../components/labels";
import { RecordPicker } from "../components/RecordPicker";
import { type AuditFilters, auditExportPath, auditListPath, NO_FILTERS } from "../logic/audit-query";
import { presetRange, RANGE_PRESETS, type RangePreset } from "../logic/date-range";

const PAGE_SIZE = 20;

/** /team/auditTrail (and its AudittrailSearch variant): the team audit trail, read-only, exported as CSV or PDF. */
export default function AuditTrailPage() {
  const { t } = useTranslation("audit");
  const { t: tShell } = useTranslation();
  const pageName = usePageName() || "teamAuditTrail";
  const [filters, setFilters] = useState<AuditFilters>(NO_FILTERS);
  const [record, setRecord] = useState<RecordOption | null>(null);
  const [preset, setPreset] = useState<RangePreset>("all");
  const [pageIndex, setPageIndex] = useState(1);
  const search = useQuery({ ...auditSearchQuery(filters, pageIndex, PAGE_SIZE), placeholderData: keepPreviousData });
  const refused = search.error !== null && !search.data;
  const members = useQuery({ ...memberOptionsQuery, enabled: !refused });
  const projects = useQuery({ ...projectOptionsQuery, enabled: !refused });

  const change = (next: Partial<AuditFilters>) => {
    setFilters((current) => ({ ...current, ...next }));
    setPageIndex(1);
  };
  const choosePreset = (next: RangePreset) => {
    setPreset(next);
    if (next === "custom") return;
    const range = presetRange(next, new Date());
    change({ from: range?.from ?? "", to: range?.to ?? "" });
  };
  const reset = () => {
    setRecord(null);
    setPreset("all");
    change(NO_FILTERS);
  };

  const all = { value: "", label: t("common.all") };
  return (
    <PageFrame title={tShell(`pages.${pageName}`)} testId="audit-trail-page">
      {search.error && !search.data ? (
        <LoadError error={search.error} onRetry={() => search.refetch()} />
      ) : (
        <>
          <Stack direction="row" spacing={1.5} useFlexGap sx={{ flexWrap: "wrap", mb: 2 }} data-testid="audit-filters">
            <NativeSelect
              label={t("filters.user")}
              value={filters.userId}
              onChange={(userId) => change({ userId })}
              options={[all, ...(members.data ?? []).map((m) => ({ value: m.id, label: `${m.realName} (${m.account})` }))]}
              testId="audit-filter-user"
            />
            <RecordPicker
              value={record}
              onChange={(next) => {
                setRecord(next);
                change({ experimentId: next?.id ?? "" });
              }}
            />
            <NativeSelect
              label={t("filters.project")}
              value={filters.projectId}
              onChange={(projectId) => change({ projectId })}
              options={[all, ...(projects.data ?? []).map((p) => ({ value: p.id, label: p.name }))]}
              testId="audit-filter-project"
            />
            <NativeSelect
              label={t("filters.action")}
              value={filters.action}
              onChange={(action) => change({ action })}
              options={[all, ...["1", "2", "3"].map((value) => ({ value, label: t(`action.${value}`) }))]}
              testId="audit-filter-action"
              minWidth={120}
            />
            <NativeSelect
              label={t("filters.category")}
              value={filters.category}
              onChange={(category) => change({ category: category as AuditFilters["category"] })}
              options={[all, { value: "record", label: t("category.record") }, { value: "admin", label: t("category.admin") }]}
              testId="audit-filter-category"
              minWidth={120}
            />
            <NativeSelect
              label={t("filters.range")}
              value={preset}
              onChange={(next) => choosePreset(next as RangePreset)}
              options={RANGE_PRESETS.map((value) => ({ value, label: t(`presets.${value}`) }))}
              testId="audit-filter-range"
              minWidth={140}
            />
            <TextField
              type="date"
              size="small"
              label={t("filters.from")}
              value={filters.from}
              onChange={(e) => {
                setPreset("custom");
                change({ from: e.target.value });
              }}
              slotProps={{ inputLabel: { shrink: true } }}
              data-testid="audit-filter-from"
            />
            <TextField
              type="date"
              size="small"
              label={t("filters.to")}
              value={filters.to}
              onChange={(e) => {
                setPreset("custom");
                change({ to: e.target.value });
              }}
              slotProps={{ inputLabel: { shrink: true } }}
              data-testid="audit-filter-to"
            />
            <Button variant="text" onClick={reset} data-testid="audit-reset">
              {t("filters.reset")}
            </Button>
            <ExportButtons
              testId="audit-export"
              pathOf={(format) => auditExportPath(filters, format)}
              fallbackName={(format) => `audit-trail.${format}`}
            />
          </Stack>
          {search.isFetching && <LinearProgress sx={{ mb: 1 }} />}
          {search.error && <LoadError error={search.error} onRetry={() => search.refetch()} />}
          <AuditTable
            rows={search.data?.rows ?? []}
            loading={search.isPending}
            searched={search.isPlaceholderData ? "" : auditListPath(filters, pageIndex, PAGE_SIZE)}
            busy={search.isFetching || search.isPlaceholderData}
          />
          <TablePagination
            component="div"
            count={search.data?.total ?? 0}
            page={pageIndex - 1}
            rowsPerPage={PAGE_SIZE}
            rowsPerPageOptions={[PAGE_SIZE]}
            onPageChange={(_e, page) => setPageIndex(page + 1)}
            labelDisplayedRows={({ from, to, count }) => t("common.pageRows", { from, to, count })}
            data-testid="audit-pagination"
          />
        </>
      )}
    </PageFrame>
  );
}

function AuditTable({
  rows,
  loading,
  searched,
  busy,
}: {
  rows: readonly AuditRow[];
  loading: boolean;
  /** The search the rows answer (for tests and tools: the table is settled when it is not busy). */
  searched: string;
  busy: boolean;
}) {
  const { t } = useTranslation("audit");
  const headers = ["time", "user", "event", "record", "location", "change", "reason"];
  return (
    <Box sx={{ overflowX: "auto" }}>
      <Table size="small" data-testid="audit-table" data-search={searched} aria-busy={busy}>
        <TableHead>
          <TableRow>
            {headers.map((key) => (
              <TableCell key={key} sx={{ whiteSpace: "nowrap", fontWeight: 600 }}>
                {t(`table.${key}`)}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.length === 0 && !loading && (
            <TableRow>
              <TableCell colSpan={headers.length} data-testid="audit-empty">
                <Typography color="text.secondary">{t("common.noRows")}</Typography>
              </TableCell>
            </TableRow>
          )}
          {rows.map((row) => (
            <TableRow
              key={row.id}
              data-testid="audit-row"
              data-category={row.category}
              data-event={row.eventType}
              data-action={row.action ?? ""}
              data-position={row.position}
            >
              <TableCell sx={{ whiteSpace: "nowrap" }}>{row.modifyTime}</TableCell>
              <TableCell sx={{ whiteSpace: "nowrap" }}>{row.userName}</TableCell>
              <TableCell sx={{ whiteSpace: "nowrap" }}>
                <span data-testid="audit-row-event">{eventLabel(t, row.eventType)}</span>
                {row.isAuto && (
                  <Typography component="span" variant="caption" color="text.secondary">
                    {` (${t("table.auto")})`}
                  </Typography>
                )}
                <Typography variant="caption" color="text.secondary" component="div" data-testid="audit-row-kind">
                  {[t(`category.${row.category}`), actionLabel(t, row.action)].filter(Boolean).join(" · ")}
                </Typography>
              </TableCell>
              <TableCell sx={{ minWidth: 150 }}>
                {row.experimentId ? (
                  <Stack direction="row" sx={{ alignItems: "center" }}>
                    <Box sx={{ flex: 1 }}>
                      <Box component="span" sx={{ fontFamily: "monospace" }}>
                        {row.experimentNumber}
                      </Box>{" "}
                      {row.experimentTitle}
                    </Box>
                    <IconButton
                      component={RouterLink}
                      to={`/recordPreview/${encodeURIComponent(row.experimentId)}?position=${row.position}`}
                      size="small"
                      color="primary"
                      aria-label={t("table.atMoment")}
                      title={t("table.atMoment")}
                      data-testid="audit-row-moment"
                    >
                      <HistoryIcon fontSize="small" />
                    </IconButton>
                  </Stack>
                ) : (
                  <span data-testid="audit-row-subject">{row.words.subject}</span>
                )}
              </TableCell>
              <TableCell data-testid="audit-row-location">
                {row.words.module}
                {row.words.field && (
                  <Box component="span" sx={{ color: "text.secondary" }}>
                    {row.words.module ? " › " : ""}
                    {row.words.field}
                  </Box>
                )}
                {row.words.row && (
                  <Typography variant="caption" color="text.secondary" component="div" data-testid="audit-row-position">
                    {row.words.row}
                  </Typography>
                )}
              </TableCell>
              <TableCell sx={{ minWidth: 200, maxWidth: 360 }}>
                <ChangeWordsText words={row.words} testId="audit-row-change" />
              </TableCell>
              <TableCell sx={{ maxWidth: 240, wordBreak: "break-word" }}>{row.reason}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
}
