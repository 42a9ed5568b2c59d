import Button from "@mui/material/Button";
import Grid from "@mui/material/Grid";
import Paper from "@mui/material/Paper";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { Link, useParams } from "react-router";
import { Loading } from "../../../app/Loading";
import { ApiError } from "../../../transport/api-error";
import { getExperiment } from "../api/record-calls";
import { CommentsButton, CommentsDrawer, useOpenThread } from "../components/CommentsDrawer";
import { FromTemplateChip } from "../components/FromTemplateChip";
import { ApprovalSignatureList, StatusChips } from "../components/Lifecycle";
import { ModuleCard } from "../components/ModuleCard";
import { RecordError } from "../components/RecordError";
import { TracePanel } from "../components/TracePanel";
import "../i18n/catalogue";

const shown = (v: unknown) => (v === null || v === undefined || v === "" ? "—" : String(v));

/** /previewRecord/:id — the whole record, read-only, with its trace. */
export default function PreviewRecordPage() {
  const { id = "" } = useParams();
  const { t } = useTranslation("records");
  const record = useQuery({ queryKey: ["experiments", id], queryFn: () => getExperiment(id), retry: false });
  const threads = useOpenThread(id);
  if (record.error)
    return <RecordError error={record.error instanceof ApiError ? record.error : new ApiError(String(record.error), 0, "")} />;
  if (!record.data) return <Loading />;
  const r = record.data;
  const fields: Array<[string, unknown]> = [
    ["number", r.number],
    ["roomTemperature", r.roomTemperature === null ? null : `${r.roomTemperature}${r.roomTemperature === "N/A" ? "" : " ℃"}`],
    ["relativeHumidity", r.relativeHumidity === null ? null : `${r.relativeHumidity}${r.relativeHumidity === "N/A" ? "" : " %"}`],
    ["conclusion", r.conclusion ? t(`conclusion.${r.conclusion}`) : null],
  ];
  return (
    <Stack spacing={2} sx={{ p: 2 }} data-testid="record-preview-page">
      <Paper variant="outlined" sx={{ p: 2 }}>
        <Stack direction="row" sx={{ mb: 1, alignItems: "center" }}>
          <Typography variant="h5" component="h1" sx={{ flex: 1 }} data-testid="preview-title">
            {r.title}
          </Typography>
          <Stack direction="row" spacing={1} sx={{ mr: 1 }}>
            <FromTemplateChip record={r} />
            <StatusChips record={r} />
          </Stack>
          <CommentsButton
            comments={threads.comments}
            moduleId={null}
            onOpen={() => threads.open({ moduleId: null, title: r.title })}
            testId="record-comments"
          />
          <Button
            component={Link}
            to={`/recordPreview/${encodeURIComponent(r.id)}`}
            variant="text"
            sx={{ mr: 1 }}
            data-testid="preview-history"
          >
            {t("preview.history")}
          </Button>
          {r.version > 0 && (
            <Button
              component={Link}
              to={`/previewHisRecord/${encodeURIComponent(r.id)}/${r.version}`}
              variant="text"
              sx={{ mr: 1 }}
              data-testid="preview-versions"
            >
              {t("preview.versions", { n: r.version })}
            </Button>
          )}
          <Button
            component={Link}
            to={`/record/exportFileEject?ids=${encodeURIComponent(r.id)}`}
            variant="text"
            sx={{ mr: 1 }}
            data-testid="preview-export"
          >
            {t("preview.export")}
          </Button>
          {/* An archived record is read-only: nothing to edit until an administrator takes it out of the archive. */}
          {!r.archived && (
            <Button component={Link} to={`/editRecord/${r.id}`} variant="outlined" data-testid="preview-edit">
              {t("preview.edit")}
            </Button>
          )}
        </Stack>
        <Grid container spacing={2}>
          {fields.map(([key, value]) => (
            <Grid key={key} size={{ xs: 6, md: 3 }}>
              <Typography variant="caption" color="text.secondary">
                {t(`details.${key}`)}
              </Typography>
              <Typography data-testid={`preview-${key}`}>{shown(value)}</Typography>
            </Grid>
          ))}
        </Grid>
      </Paper>
      {r.modules.map((module) => (
        <ModuleCard
          key={module.moduleId}
          recordId={r.id}
          module={module}
          content={module.content}
          editable={false}
          dirty={false}
          showEditButton={false}
          onChange={() => {}}
          onEnableEdit={async () => {}}
          onReload={() => {}}
          onServerChange={() => {}}
          actions={
            <CommentsButton
              comments={threads.comments}
              moduleId={module.moduleId}
              onOpen={() => threads.open({ moduleId: module.moduleId, title: module.title })}
              testId="module-comments"
            />
          }
        />
      ))}
      <ApprovalSignatureList signatures={r.approvalSignatures ?? []} />
      <Paper variant="outlined" sx={{ p: 2 }}>
        <Typography variant="h6" gutterBottom>
          {t("editor.trace")}
        </Typography>
        <TracePanel recordId={r.id} />
      </Paper>
      <CommentsDrawer
        recordId={r.id}
        thread={threads.thread}
        focus={threads.focus}
        readOnly={r.archived === true}
        onClose={threads.close}
      />
    </Stack>
  );
}
