import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { Link as RouterLink, useNavigate, useSearchParams } from "react-router";
import "../i18n/catalogue";
import { PageFrame } from "../../../pages/PageFrame";
import { meQuery, permissionsQuery } from "../../../transport/queries";
import { momentQuery, versionsQuery } from "../api/audit-api";
import type { RecordOption } from "../api/types";
import { LoadError } from "../components/LoadError";
import { RecordPicker } from "../components/RecordPicker";
import { TracePanel } from "../components/TracePanel";
import { VerificationBanner } from "../components/VerificationBanner";

/**
 * /team/auditTrace — one record's audit trace: every change with who, when and why, its hash
 * chain checked, exported as CSV or PDF, and a way into its versions and time travel. Auditors
 * (AudittrailSearch) find any record; other members those they may view. `?record=` keeps the choice.
 */
export default function AuditTracePage() {
  const { t } = useTranslation("audit");
  const { t: tShell } = useTranslation();
  const navigate = useNavigate();
  const [search, setSearch] = useSearchParams();
  const recordId = search.get("record") ?? "";
  const me = useQuery(meQuery);
  const permissions = useQuery(permissionsQuery);
  const everyRecord =
    me.data?.isOrganisationAdmin === true ||
    (permissions.data ?? []).some((p) => p.isActive && p.permissionCode === "AudittrailSearch");
  const now = useQuery({ ...momentQuery(recordId, "latest"), enabled: recordId !== "" });
  const record = now.data?.record;
  const chosen: RecordOption | null = record ? { id: recordId, number: record.number, title: record.title } : null;
  const choose = (next: RecordOption | null) => setSearch(next ? { record: next.id } : {});

  return (
    <PageFrame title={tShell("pages.teamAuditTrace")} testId="audit-trace-page">
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {t("trace.intro")}
      </Typography>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: "wrap", alignItems: "center", mb: 2 }}>
        <RecordPicker value={chosen} onChange={choose} everyRecord={everyRecord} />
        {recordId && (
          <Button
            component={RouterLink}
            to={`/recordPreview/${encodeURIComponent(recordId)}`}
            variant="outlined"
            data-testid="audit-trace-time-travel"
          >
            {t("trace.timeTravel")}
          </Button>
        )}
        {recordId && <LatestVersionLink recordId={recordId} />}
      </Stack>
      {everyRecord && (
        <Alert severity="info" variant="outlined" sx={{ mb: 2 }} data-testid="audit-trace-every-record">
          {t("trace.everyRecord")}
        </Alert>
      )}
      {now.error && <LoadError error={now.error} onRetry={() => now.refetch()} testId="audit-trace" />}
      {recordId && record && (
        <Box data-testid="audit-trace-record" data-record-id={recordId}>
          <Typography variant="h6" sx={{ mb: 1 }}>
            <Box component="span" sx={{ fontFamily: "monospace", mr: 1 }}>
              {record.number}
            </Box>
            {record.title}
          </Typography>
          <VerificationBanner recordId={recordId} />
          <TracePanel
            recordId={recordId}
            currentPosition={undefined}
            onPick={(position) => navigate(`/recordPreview/${encodeURIComponent(recordId)}?position=${position}`)}
          />
        </Box>
      )}
    </PageFrame>
  );
}

/** The record's newest submitted version, or "never submitted". */
function LatestVersionLink({ recordId }: { recordId: string }) {
  const { t } = useTranslation("audit");
  const versions = useQuery(versionsQuery(recordId));
  const latest = versions.data?.at(-1);
  if (!versions.data) return null;
  return latest ? (
    <Button
      component={RouterLink}
      to={`/previewHisRecord/${encodeURIComponent(recordId)}/${latest.version}`}
      variant="outlined"
      data-testid="audit-trace-versions"
    >
      {t("trace.versions")}
    </Button>
  ) : (
    <Typography color="text.secondary" data-testid="audit-trace-versions-none">
      {t("trace.noVersions")}
    </Typography>
  );
}
