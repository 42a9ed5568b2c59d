import ArrowBackIcon from "@mui/icons-material/ArrowBack";
import Alert from "@mui/material/Alert";
import AppBar from "@mui/material/AppBar";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Chip from "@mui/material/Chip";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import Drawer from "@mui/material/Drawer";
import IconButton from "@mui/material/IconButton";
import Paper from "@mui/material/Paper";
import Stack from "@mui/material/Stack";
import Toolbar from "@mui/material/Toolbar";
import Typography from "@mui/material/Typography";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useBlocker, useNavigate, useParams } from "react-router";
import { Loading } from "../../../app/Loading";
import { DebouncedButton } from "../../../ui/DebouncedButton";
import { AddModuleDialog } from "../components/AddModuleDialog";
import { CommentsButton, CommentsDrawer, useOpenThread } from "../components/CommentsDrawer";
import { FromTemplateChip } from "../components/FromTemplateChip";
import { GrantDialog } from "../components/GrantDialog";
import {
  ApprovalSignatureList,
  LifecycleActions,
  ModuleSignatureActions,
  ReasonDialog,
  ReasonWaiting,
  StatusChips,
} from "../components/Lifecycle";
import { ModuleCard } from "../components/ModuleCard";
import { ModuleMenu } from "../components/ModuleMenu";
import { RecordError } from "../components/RecordError";
import { RecordHeader } from "../components/RecordHeader";
import { SaveAsTemplateDialog } from "../components/SaveAsTemplateDialog";
import { ShareDialog } from "../components/ShareDialog";
import { TracePanel } from "../components/TracePanel";
import "../i18n/catalogue";
import { changeMarks, NO_MARKS } from "../../../ui/change-marks";
import { compareSince } from "../api/record-calls";
import { changedModuleIds } from "../model/manifestation";
import type { RecordModule } from "../model/types";
import { useRecordEditor } from "./use-record-editor";

const pad = (n: number) => String(n).padStart(2, "0");
const clock = (d: Date) => `${pad(d.getHours())}:${pad(d.getMinutes())}:${pad(d.getSeconds())}`;

/** /editRecord/:id — the record editor (spec §3 record and modules, §4 opening and module rules, §5, §8). */
export default function EditRecordPage() {
  const { id = "" } = useParams();
  const { t } = useTranslation("records");
  const navigate = useNavigate();
  const editor = useRecordEditor(id);
  const [adding, setAdding] = useState(false);
  const [granting, setGranting] = useState<RecordModule | null>(null);
  const [traceOpen, setTraceOpen] = useState(false);
  const [sharing, setSharing] = useState(false);
  const threads = useOpenThread(id);
  const [savingAsTemplate, setSavingAsTemplate] = useState(false);
  const rejectedRecord = editor.record?.isRejected === true && (editor.record?.version ?? 0) > 0;
  const compared = useQuery({
    queryKey: ["experiments", id, "compare", editor.record?.version, editor.savedAt?.getTime()],
    queryFn: () => compareSince(id, editor.record?.version ?? 0),
    enabled: rejectedRecord,
    retry: false,
  });
  const changed = rejectedRecord && compared.data ? changedModuleIds(compared.data.modules) : new Set<string>();
  // Item by item: the fields, cells and rows changed since the rejected version.
  const marks = new Map(
    (rejectedRecord ? (compared.data?.modules ?? []) : []).map((m) => [m.moduleId ?? "", changeMarks(m.changes)]),
  );
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => editor.hasUnsaved && currentLocation.pathname !== nextLocation.pathname,
  );

  if (editor.loadError) return <RecordError error={editor.loadError} />;
  const { record, details } = editor;
  if (!record || !details) return <Loading />;
  const incomplete = new Map((editor.completeness?.incomplete ?? []).map((m) => [m.moduleId, m.rowIds]));
  const isOwner = record.permission === 1;
  const others = editor.open?.openedBy ?? [];
  const anyEditable = editor.detailsEditable || record.modules.some((m) => editor.editable(m));

  return (
    <Box data-testid="record-editor" data-record-id={record.id} sx={{ pb: 6 }}>
      <AppBar position="sticky" color="default" elevation={1}>
        <Toolbar variant="dense" sx={{ gap: 1 }}>
          <IconButton edge="start" aria-label={t("editor.back")} onClick={() => navigate(-1)}>
            <ArrowBackIcon />
          </IconButton>
          <Typography variant="h6" noWrap sx={{ flex: 1 }} data-testid="editor-title">
            {details.title}{" "}
            <Typography component="span" color="text.secondary">
              {record.number}
            </Typography>
          </Typography>
          <FromTemplateChip record={record} />
          <StatusChips record={record} />
          {editor.openReadOnly && (
            <Chip color="warning" size="small" label={t("editor.readOnlyRecord")} data-testid="readonly-chip" />
          )}
          {editor.hasUnsaved ? (
            <Chip size="small" color="warning" label={t("editor.unsavedChanges")} data-testid="unsaved-chip" />
          ) : (
            editor.savedAt && (
              <Chip
                size="small"
                color="success"
                label={t("editor.savedAt", { time: clock(editor.savedAt) })}
                data-testid="saved-chip"
              />
            )
          )}
          <DebouncedButton variant="contained" disabled={!anyEditable} onClick={() => editor.save()} data-testid="record-save">
            {t("editor.save")}
          </DebouncedButton>
          <DebouncedButton variant="outlined" onClick={() => editor.checkCompleteness()} data-testid="record-check">
            {t("editor.check")}
          </DebouncedButton>
          <LifecycleActions
            record={record}
            editable={editor.lifecycleEditable && editor.detailsEditable}
            saveFirst={editor.save}
            onCompleteness={editor.checkCompleteness}
            onChanged={() => editor.reload()}
          />
          {record.permission === 1 && !record.archived && (
            <Button onClick={() => setSharing(true)} data-testid="record-share">
              {t("share.action")}
            </Button>
          )}
          {record.sharedRight !== undefined && (
            <Chip
              size="small"
              color="info"
              label={t(record.sharedRight === 1 ? "share.sharedWithYouReadWrite" : "share.sharedWithYouReadOnly")}
              data-testid="shared-right-chip"
            />
          )}
          <CommentsButton
            comments={threads.comments}
            moduleId={null}
            onOpen={() => threads.open({ moduleId: null, title: details.title })}
            testId="record-comments"
          />
          <Button onClick={() => setTraceOpen(true)} data-testid="record-trace">
            {t("editor.trace")}
          </Button>
          <Button component={Link} to={`/previewRecord/${record.id}`} data-testid="record-preview">
            {t("editor.preview")}
          </Button>
          <Button onClick={() => setSavingAsTemplate(true)} data-testid="record-save-as-template">
            {t("template.saveAs")}
          </Button>
        </Toolbar>
      </AppBar>

      <Stack spacing={2} sx={{ p: 2, maxWidth: 1400, mx: "auto" }}>
        {others.length > 0 && (
          <Alert severity="warning" data-testid="open-warning">
            {t("concurrency.openedByOther")}
            {" — "}
            {t("concurrency.openedBy", { names: others.map((o) => o.realName).join(", ") })}
          </Alert>
        )}
        {!editor.lifecycleEditable && (
          <Alert severity="info" data-testid="lifecycle-readonly">
            {t("lifecycle.readOnlyState", {
              status: record.archived
                ? t("status.archived")
                : record.locked
                  ? t("status.locked")
                  : t(`status.${record.status}`, { defaultValue: record.status }),
            })}
          </Alert>
        )}
        {editor.waitingForReason && <ReasonWaiting onGive={editor.askReason} />}
        {rejectedRecord && (
          <Alert severity="error" data-testid="rejected-notice">
            {t("rejection.title")}
            {(record.approvalSignatures ?? [])
              .filter((s) => !s.approved && s.comment)
              .map((s) => (
                <Box key={s.signTime} data-testid="rejection-comment">
                  {s.printedName}: {s.comment}
                </Box>
              ))}
            {changed.size > 0 && (
              <Box data-testid="changed-count">{t("rejection.changedFields", { version: record.version })}</Box>
            )}
          </Alert>
        )}
        {editor.offline && (
          <Alert severity="warning" data-testid="offline-warning">
            {t("offline.warning")}
          </Alert>
        )}
        {editor.completeness && (
          <Alert severity={editor.completeness.complete ? "success" : "error"} data-testid="completeness-result">
            {editor.completeness.complete
              ? t("completeness.complete")
              : (editor.completeness.message ?? t("completeness.incomplete"))}
            {!editor.completeness.complete && (
              <Box component="ul" sx={{ m: 0, pl: 3 }}>
                {editor.completeness.incomplete.map((m) => (
                  <li key={m.moduleId}>
                    {m.title}
                    {m.rowIds.length > 0 ? ` — ${t("completeness.rows", { count: m.rowIds.length })}` : ""}
                  </li>
                ))}
              </Box>
            )}
          </Alert>
        )}
        <Paper variant="outlined" sx={{ p: 2 }}>
          <RecordHeader
            record={record}
            details={details}
            editable={editor.detailsEditable}
            onChange={editor.changeDetails}
            onNotApplicable={editor.notApplicable}
            since={rejectedRecord ? { version: record.version, marks: changeMarks(compared.data?.details) } : undefined}
          />
        </Paper>

        {record.modules.map((module, index) => (
          <ModuleCard
            key={module.moduleId}
            recordId={record.id}
            module={module}
            content={editor.contentOf(module)}
            editable={editor.editable(module)}
            dirty={editor.isDirty(module.moduleId)}
            conflict={editor.conflictOf(module.moduleId)}
            incomplete={incomplete.get(module.moduleId)}
            showEditButton={editor.showEditButton(module)}
            onChange={(content) => editor.change(module.moduleId, content)}
            onCommit={(content) => editor.commit(module.moduleId, content)}
            onEnableEdit={() => editor.enableEdit(module.moduleId)}
            onReload={() => void editor.reload(module.moduleId)}
            onServerChange={() => void editor.reload()}
            changed={changed.has(module.moduleId)}
            needsReason={editor.needsReason}
            since={rejectedRecord ? { version: record.version, marks: marks.get(module.moduleId) ?? NO_MARKS } : undefined}
            actions={
              <>
                <CommentsButton
                  comments={threads.comments}
                  moduleId={module.moduleId}
                  onOpen={() => threads.open({ moduleId: module.moduleId, title: module.title })}
                  testId="module-comments"
                />
                <ModuleSignatureActions
                  recordId={record.id}
                  module={module}
                  canSign={editor.lifecycleEditable}
                  onChanged={() => editor.reload()}
                />
                {isOwner && module.grants !== undefined && (
                  <Button size="small" onClick={() => setGranting(module)} data-testid="module-grant">
                    {t("grants.open")}
                    {Object.keys(module.grants).length > 0 ? ` (${Object.keys(module.grants).length})` : ""}
                  </Button>
                )}
                {editor.detailsEditable && (
                  <ModuleMenu
                    module={module}
                    first={index === 0}
                    last={index === record.modules.length - 1}
                    onRename={(title) => editor.rename(module.moduleId, title)}
                    onMove={(by) => editor.move(module.moduleId, by)}
                    onDelete={() => editor.remove(module.moduleId)}
                  />
                )}
              </>
            }
          />
        ))}
        <ApprovalSignatureList signatures={record.approvalSignatures ?? []} />
        {record.modules.length === 0 && (
          <Typography color="text.secondary" data-testid="no-modules">
            {t("modules.none")}
          </Typography>
        )}
        {editor.detailsEditable && (
          <Box>
            <Button variant="outlined" onClick={() => setAdding(true)} data-testid="add-module">
              {t("modules.add")}
            </Button>
          </Box>
        )}
      </Stack>

      <ReasonDialog open={editor.askingReason} onCancel={editor.cancelReason} onSave={editor.saveWithReason} />
      <AddModuleDialog
        open={adding}
        onClose={() => setAdding(false)}
        onAdd={editor.addModule}
        present={record.modules.map((m) => m.type)}
      />
      <ShareDialog record={record} open={sharing} onClose={() => setSharing(false)} />
      <GrantDialog module={granting} ownerId={record.ownerId} onClose={() => setGranting(null)} onGrant={editor.grant} />
      <CommentsDrawer
        recordId={record.id}
        thread={threads.thread}
        focus={threads.focus}
        readOnly={record.archived === true}
        onClose={threads.close}
      />
      <SaveAsTemplateDialog
        open={savingAsTemplate}
        recordId={record.id}
        recordTitle={details.title}
        onClose={() => setSavingAsTemplate(false)}
        onSaved={(templateId) => navigate(`/resource/template/${encodeURIComponent(templateId)}`)}
      />
      <Drawer anchor="right" open={traceOpen} onClose={() => setTraceOpen(false)}>
        <Box sx={{ width: { xs: "100vw", md: 900 }, p: 2 }}>
          <Typography variant="h6" gutterBottom>
            {t("editor.trace")}
          </Typography>
          {traceOpen && <TracePanel recordId={record.id} refreshKey={editor.savedAt?.getTime()} />}
        </Box>
      </Drawer>
      <Dialog open={blocker.state === "blocked"} data-testid="leave-confirm">
        <DialogContent>{t("editor.leaveConfirm")}</DialogContent>
        <DialogActions>
          <Button onClick={() => blocker.reset?.()}>{t("editor.stay")}</Button>
          <Button color="error" onClick={() => blocker.proceed?.()} data-testid="leave-anyway">
            {t("editor.leave")}
          </Button>
        </DialogActions>
      </Dialog>
    </Box>
  );
}
