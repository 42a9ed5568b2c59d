import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Chip from "@mui/material/Chip";
import LinearProgress from "@mui/material/LinearProgress";
import Paper from "@mui/material/Paper";
import Stack from "@mui/material/Stack";
import Table from "@mui/material/Table";
import TableBody from "@mui/material/TableBody";
import TableCell from "@mui/material/TableCell";
import TableHead from "@mui/material/TableHead";
import TableRow from "@mui/material/TableRow";
import Typography from "@mui/material/Typography";
import { keepPreviousData, useQuery, useQueryClient } from "@tanstack/react-query";
import { useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useNavigate, useParams, useSearchParams } from "react-router";
import "../i18n/catalogue";
import { PageFrame } from "../../../pages/PageFrame";
import { changeMarks } from "../../../ui/change-marks";
import { compareQuery, recordNowQuery, versionKeys, versionQuery, versionsQuery } from "../api/audit-api";
import type { VersionRow } from "../api/types";
import { CommentsAsTheyStood } from "../components/CommentsAsTheyStood";
import { LoadError } from "../components/LoadError";
import { RecordHeaderView } from "../components/RecordHeaderView";
import { RecordSnapshotView, type SinceVersion } from "../components/RecordSnapshotView";
import { RollBackDialog } from "../components/RollBackDialog";
import { SinceHint } from "../components/SinceHint";
import { TracePanel } from "../components/TracePanel";
import { VersionComparison } from "../components/VersionComparison";
import { type CompareLayout, canRollBack, compareLayout, compareTarget, orderedPair } from "../logic/versions";

const path = (id: string, version: number | string, compare?: string, layout: CompareLayout = "side") =>
  `/previewHisRecord/${encodeURIComponent(id)}/${version}${compare ? `?compare=${compare}${layout === "changes" ? "&layout=changes" : ""}` : ""}`;

/**
 * /previewHisRecord/:id/:version — the record as it was submitted as that version (read-only),
 * the list of its versions to switch between, a comparison with another version or the record
 * now (?compare=N|current), and the roll-back to this version when the record can be edited.
 */
export default function RecordVersionPage() {
  const { t } = useTranslation("audit");
  const { id = "", version = "" } = useParams();
  const [search, setSearch] = useSearchParams();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const compare = compareTarget(search.get("compare"), version);
  const versions = useQuery(versionsQuery(id));
  const shown = useQuery({ ...versionQuery(id, version), placeholderData: keepPreviousData });
  const now = useQuery(recordNowQuery(id));
  const pair = compare ? orderedPair(version, compare) : null;
  const layout = compareLayout(search.get("layout"));
  // A resubmission (version n > 1) shown alone: what changed since version n-1, highlighted.
  const previous = !pair && /^\d+$/.test(version) && Number(version) > 1 ? Number(version) - 1 : null;
  const sincePrevious = useQuery({
    ...compareQuery(id, String(previous ?? ""), version),
    enabled: previous !== null,
  });
  const since = useMemo((): SinceVersion | undefined => {
    if (!sincePrevious.data || previous === null) return undefined;
    return {
      label: t("versions.versionN", { version: previous }),
      modules: new Map(sincePrevious.data.modules.map((m) => [m.moduleId, { status: m.status, marks: changeMarks(m.changes) }])),
    };
  }, [sincePrevious.data, previous, t]);
  const [rollingBack, setRollingBack] = useState(false);
  const [rolledBack, setRolledBack] = useState<string | null>(null);
  const number = Number(version);
  const row = versions.data?.find((v) => v.version === number);
  const latest = versions.data?.reduce((max, v) => Math.max(max, v.version), 0) ?? 0;
  const chooseLayout = (next: CompareLayout) =>
    setSearch(
      (current) => {
        const params = new URLSearchParams(current);
        if (next === "changes") params.set("layout", next);
        else params.delete("layout");
        return params;
      },
      { replace: true },
    );

  return (
    <PageFrame title={t("versions.title")} testId="record-version-page">
      {shown.isFetching && <LinearProgress sx={{ mb: 1 }} />}
      {shown.error && <LoadError error={shown.error} testId="version" />}
      {versions.error && <LoadError error={versions.error} onRetry={() => versions.refetch()} testId="versions" />}
      {shown.data && (
        <Paper
          variant="outlined"
          sx={{ p: 2 }}
          data-testid="version-header"
          // The version whose content is shown (a switch keeps the previous one until the next has loaded).
          data-version={shown.isPlaceholderData ? "" : version}
        >
          <Typography variant="h6" data-testid="version-record-title">
            <Box component="span" sx={{ fontFamily: "monospace", mr: 1 }}>
              {shown.data.record.number}
            </Box>
            {shown.data.record.title}
          </Typography>
          <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: "wrap", alignItems: "center", my: 1 }}>
            <Chip color="primary" label={t("versions.versionN", { version })} data-testid="version-number" />
            <Typography data-testid="version-submitted-by">
              {t("versions.submittedBy", { user: row?.userName ?? shown.data.asOf.userName })}
            </Typography>
            <Typography data-testid="version-submitted-at">
              {t("versions.submittedAt", { time: row?.modifyTime ?? shown.data.asOf.modifyTime })}
            </Typography>
            {row?.flowName && (
              <Typography color="text.secondary" data-testid="version-flow">
                {t("versions.flow", { flow: row.flowName })}
              </Typography>
            )}
          </Stack>
          <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: "wrap", mt: 1 }}>
            <Button component={Link} to={path(id, version, "current", layout)} variant="outlined" data-testid="compare-current">
              {t("versions.compareWithCurrent")}
            </Button>
            {compare && (
              <Button component={Link} to={path(id, version)} variant="text" data-testid="compare-close">
                {t("versions.showVersion")}
              </Button>
            )}
            <Button
              component={Link}
              to={`/previewRecord/${encodeURIComponent(id)}`}
              variant="text"
              data-testid="version-to-record"
            >
              {t("versions.toRecord")}
            </Button>
            {now.data && canRollBack(now.data) && (
              <Button
                variant="contained"
                color="warning"
                onClick={() => setRollingBack(true)}
                data-testid="rollback-open"
                sx={{ ml: "auto" }}
              >
                {t("versions.rollback")}
              </Button>
            )}
          </Stack>
          {now.data && !canRollBack(now.data) && (
            <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }} data-testid="rollback-unavailable">
              {t("versions.rollbackUnavailable", {
                status: t(`versions.recordStatus.${now.data.status}`, { defaultValue: now.data.status }),
              })}
            </Typography>
          )}
        </Paper>
      )}
      {rolledBack !== null && (
        <Alert
          severity="success"
          sx={{ mt: 2 }}
          onClose={() => setRolledBack(null)}
          data-testid="rollback-done"
          action={
            <Button color="inherit" size="small" component={Link} to={`/previewRecord/${encodeURIComponent(id)}`}>
              {t("versions.toRecord")}
            </Button>
          }
        >
          {t("versions.rolledBack", { version, reason: rolledBack })}
        </Alert>
      )}
      <VersionList
        rows={versions.data ?? []}
        shown={number}
        latest={latest}
        compare={compare}
        onOpen={(v) => navigate(path(id, v))}
        compareLink={(v) => path(id, version, String(v), layout)}
      />
      {pair ? (
        <VersionComparison
          recordId={id}
          from={pair.from}
          to={pair.to}
          layout={layout}
          versions={versions.data ?? []}
          onLayout={chooseLayout}
        />
      ) : (
        shown.data && (
          <>
            <Alert severity="info" variant="outlined" sx={{ mb: 2 }}>
              {t("versions.readOnly", { version })}
            </Alert>
            {previous !== null && sincePrevious.data && (
              <SinceHint comparison={sincePrevious.data} previous={previous} compareLink={path(id, version, String(previous))} />
            )}
            <RecordHeaderView
              header={shown.data.header}
              testId="version-details"
              valueTestId="version-detail"
              changed={new Set(sincePrevious.data?.details.map((d) => d.field ?? ""))}
            />
            <RecordSnapshotView record={shown.data.record} since={since} />
            <CommentsAsTheyStood comments={shown.data.comments ?? []} />
          </>
        )
      )}
      {id && (
        <TracePanel
          recordId={id}
          currentPosition={shown.data?.asOf.position}
          onPick={(position) => navigate(`/recordPreview/${encodeURIComponent(id)}?position=${position}`)}
        />
      )}
      <RollBackDialog
        open={rollingBack}
        recordId={id}
        version={number}
        onClose={() => setRollingBack(false)}
        onDone={(reason) => {
          setRollingBack(false);
          setRolledBack(reason);
          void queryClient.invalidateQueries({ queryKey: versionKeys.all(id) });
          void queryClient.invalidateQueries({ queryKey: ["audit", "trace", id] });
          void queryClient.invalidateQueries({ queryKey: ["experiments", id] });
        }}
      />
    </PageFrame>
  );
}

function VersionList({
  rows,
  shown,
  latest,
  compare,
  onOpen,
  compareLink,
}: {
  rows: readonly VersionRow[];
  shown: number;
  latest: number;
  compare: string | null;
  onOpen: (version: number) => void;
  compareLink: (version: number) => string;
}) {
  const { t } = useTranslation("audit");
  return (
    <Box sx={{ my: 2 }} data-testid="versions-list">
      <Typography variant="h6" sx={{ mb: 1 }}>
        {t("versions.list")}
      </Typography>
      <Table size="small">
        <TableHead>
          <TableRow>
            {["version", "submittedAt", "submittedBy", "flowName", "compare"].map((key) => (
              <TableCell key={key} sx={{ fontWeight: 600, whiteSpace: "nowrap" }}>
                {t(`versions.column.${key}`)}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.length === 0 && (
            <TableRow>
              <TableCell colSpan={5}>{t("versions.none")}</TableCell>
            </TableRow>
          )}
          {rows.map((row) => (
            <TableRow
              key={row.version}
              hover
              selected={row.version === shown}
              onClick={() => onOpen(row.version)}
              sx={{ cursor: "pointer" }}
              data-testid="versions-row"
              data-version={row.version}
              data-shown={row.version === shown ? "true" : "false"}
            >
              <TableCell sx={{ whiteSpace: "nowrap" }}>
                {t("versions.versionN", { version: row.version })}
                {row.version === shown && (
                  <Chip size="small" color="primary" sx={{ ml: 1 }} label={t("versions.shown")} data-testid="versions-shown" />
                )}
                {row.version === latest && (
                  <Chip
                    size="small"
                    variant="outlined"
                    sx={{ ml: 1 }}
                    label={t("versions.latest")}
                    data-testid="versions-latest"
                  />
                )}
              </TableCell>
              <TableCell sx={{ whiteSpace: "nowrap" }}>{row.modifyTime}</TableCell>
              <TableCell>{row.userName}</TableCell>
              <TableCell>{row.flowName}</TableCell>
              <TableCell onClick={(e) => e.stopPropagation()}>
                {row.version !== shown && (
                  <Button
                    size="small"
                    component={Link}
                    to={compareLink(row.version)}
                    variant={compare === String(row.version) ? "contained" : "text"}
                    data-testid={`versions-compare-${row.version}`}
                  >
                    {t("versions.compareWith", { version: row.version })}
                  </Button>
                )}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
}
