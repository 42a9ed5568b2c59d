import { TEMPLATE_LIMITS } from "@labledger/events/catalogue/templates-values";
import ArrowBackIcon from "@mui/icons-material/ArrowBack";
import Alert from "@mui/material/Alert";
import AppBar from "@mui/material/AppBar";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Checkbox from "@mui/material/Checkbox";
import Chip from "@mui/material/Chip";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import FormControlLabel from "@mui/material/FormControlLabel";
import IconButton from "@mui/material/IconButton";
import Paper from "@mui/material/Paper";
import Stack from "@mui/material/Stack";
import TextField from "@mui/material/TextField";
import Toolbar from "@mui/material/Toolbar";
import Typography from "@mui/material/Typography";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useBlocker, useNavigate, useParams } from "react-router";
import { Loading } from "../../../app/Loading";
import { ApiError } from "../../../transport/api-error";
import { DebouncedButton } from "../../../ui/DebouncedButton";
import { SubmitModal } from "../../../ui/SubmitModal";
import { showToast } from "../../../ui/toast-store";
import { getTemplate, saveTemplateDraft, saveTemplateVersion, type TemplateContent } from "../api/template-calls";
import { AddModuleDialog } from "../components/AddModuleDialog";
import { GrantDialog } from "../components/GrantDialog";
import { ModuleCard } from "../components/ModuleCard";
import { ModuleMenu } from "../components/ModuleMenu";
import { RecordError } from "../components/RecordError";
import "../i18n/catalogue";
import {
  type AddedModule,
  asRecordModule,
  sameModules,
  type TemplateModule,
  withAdded,
  withChanged,
  withContent,
  withGrant,
  withMoved,
  withoutModule,
} from "../model/template-draft";
import type { RecordModule } from "../model/types";

const tooLong = (text: string, max: number) => [...text].length > max;
/** Files belong to a record: a template's attachment module starts empty. */
const holdsFiles = (module: TemplateModule) => module.type === "attachment";
/** Attachments and spreadsheets change through their own routes on a record, never in a template's draft: shown read-only. */
const keptOnRecords = (module: TemplateModule) => module.type === "attachment" || module.type === "spreadSheet";

/**
 * /resource/template/:id — the author edits a template's draft with the record editor's module cards
 * (spec §4 Templates): modules of any kind, titles, required flags, default content, locks, grants;
 * saves the draft, or freezes it as the next version with a change summary.
 */
export default function TemplateEditorPage() {
  const { id = "" } = useParams();
  const { t } = useTranslation("records");
  const navigate = useNavigate();
  const client = useQueryClient();
  const loaded = useQuery({ queryKey: ["templates", id, "draft"], queryFn: () => getTemplate(id), retry: false });
  const [saved, setSaved] = useState<TemplateContent>();
  const [draft, setDraft] = useState<TemplateContent>();
  const [adding, setAdding] = useState(false);
  const [granting, setGranting] = useState<RecordModule | null>(null);
  const [versioning, setVersioning] = useState(false);
  const [summary, setSummary] = useState("");
  useEffect(() => {
    const fromServer = loaded.data?.draft;
    if (fromServer && !saved) {
      const { savedAt: _savedAt, ...content } = fromServer;
      setSaved(content);
      setDraft(content);
    }
  }, [loaded.data, saved]);
  const unsaved =
    !!draft &&
    !!saved &&
    (draft.name !== saved.name || draft.description !== saved.description || !sameModules(draft.modules, saved.modules));
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => unsaved && currentLocation.pathname !== nextLocation.pathname,
  );

  if (loaded.error)
    return <RecordError error={loaded.error instanceof ApiError ? loaded.error : new ApiError(String(loaded.error), 0, "")} />;
  if (loaded.data && !loaded.data.isAuthor)
    return (
      <Alert severity="warning" sx={{ m: 2 }} data-testid="template-not-author">
        {t("template.authorOnly")}
      </Alert>
    );
  if (!loaded.data || !draft || !saved) return <Loading />;
  const template = loaded.data;
  const nameProblem = !draft.name.trim()
    ? t("template.nameRequired")
    : tooLong(draft.name.trim(), TEMPLATE_LIMITS.name)
      ? t("template.tooLong", { max: TEMPLATE_LIMITS.name })
      : null;
  const savedModule = new Map(saved.modules.map((m) => [m.moduleId, JSON.stringify(m)]));
  const modules = (change: (modules: readonly TemplateModule[]) => TemplateModule[]) =>
    setDraft((current) => (current ? { ...current, modules: change(current.modules) } : current));

  const trimmed = () => ({ ...draft, name: draft.name.trim(), description: (draft.description ?? "").trim() });
  const saveDraft = async () => {
    if (nameProblem) throw new Error(nameProblem);
    const next = trimmed();
    await saveTemplateDraft(id, next);
    setSaved(next);
    setDraft(next);
    await client.invalidateQueries({ queryKey: ["templates"] });
  };
  const saveVersion = async () => {
    if (!summary.trim()) throw new Error("summary");
    if (nameProblem) throw new Error(nameProblem);
    const next = trimmed();
    const { version } = await saveTemplateVersion(id, summary.trim(), next);
    setSaved(next);
    setDraft(next);
    setSummary("");
    await client.invalidateQueries({ queryKey: ["templates"] });
    showToast(t("template.versionSaved", { version }), "success");
  };

  return (
    <Box data-testid="template-editor" sx={{ pb: 6 }}>
      <AppBar position="sticky" color="default" elevation={1}>
        <Toolbar variant="dense" sx={{ gap: 1 }}>
          <IconButton edge="start" aria-label={t("editor.back")} onClick={() => navigate("/resource/myTemplate")}>
            <ArrowBackIcon />
          </IconButton>
          <Typography variant="h6" noWrap sx={{ flex: 1 }} data-testid="template-editor-title">
            {t("template.editing", { name: saved.name })}
          </Typography>
          <Chip
            size="small"
            variant="outlined"
            label={
              template.latestVersion > 0
                ? t("template.latestVersion", { version: template.latestVersion })
                : t("template.noVersion")
            }
          />
          {unsaved ? (
            <Chip size="small" color="warning" label={t("editor.unsavedChanges")} data-testid="template-unsaved" />
          ) : (
            <Chip size="small" color="success" label={t("template.draftSaved")} data-testid="template-saved" />
          )}
          <DebouncedButton variant="contained" disabled={!unsaved} onClick={saveDraft} data-testid="template-save-draft">
            {t("template.saveDraft")}
          </DebouncedButton>
          <Button variant="outlined" onClick={() => setVersioning(true)} data-testid="template-save-version">
            {t("template.saveVersion")}
          </Button>
          <Button component={Link} to={`/resource/templateVersion/${encodeURIComponent(id)}`} data-testid="template-versions">
            {t("template.versions")}
          </Button>
        </Toolbar>
      </AppBar>
      <Stack spacing={2} sx={{ p: 2, maxWidth: 1400, mx: "auto" }}>
        <Paper variant="outlined" sx={{ p: 2 }}>
          <Stack spacing={2}>
            <TextField
              label={t("template.name")}
              required
              value={draft.name}
              error={nameProblem !== null}
              helperText={nameProblem ?? undefined}
              onChange={(e) => setDraft({ ...draft, name: e.target.value })}
              slotProps={{ htmlInput: { maxLength: TEMPLATE_LIMITS.name, "data-testid": "template-name" } }}
            />
            <TextField
              label={t("template.description")}
              multiline
              minRows={2}
              value={draft.description}
              onChange={(e) => setDraft({ ...draft, description: e.target.value })}
              slotProps={{ htmlInput: { maxLength: TEMPLATE_LIMITS.description, "data-testid": "template-description" } }}
            />
            <Typography variant="body2" color="text.secondary">
              {t("template.hint")}
            </Typography>
          </Stack>
        </Paper>
        {draft.modules.map((module, index) => {
          const shown = asRecordModule(module);
          const moduleId = module.moduleId;
          return (
            <ModuleCard
              key={moduleId}
              recordId=""
              module={shown}
              content={module.content}
              editable={!keptOnRecords(module)}
              dirty={savedModule.get(moduleId) !== JSON.stringify(module)}
              showEditButton={false}
              onChange={(content) => modules((all) => withChanged(all, moduleId, (m) => withContent(m, content)))}
              onCommit={(content) => modules((all) => withChanged(all, moduleId, (m) => withContent(m, content)))}
              onEnableEdit={async () => {}}
              onReload={() => {}}
              onServerChange={() => {}}
              actions={
                <>
                  <FormControlLabel
                    control={
                      <Checkbox
                        size="small"
                        checked={module.required}
                        onChange={(e) =>
                          modules((all) => withChanged(all, moduleId, (m) => ({ ...m, required: e.target.checked })))
                        }
                        slotProps={{ input: { "data-testid": "template-module-required" } as object }}
                      />
                    }
                    label={t("template.required")}
                  />
                  <FormControlLabel
                    control={
                      <Checkbox
                        size="small"
                        checked={module.locked}
                        onChange={(e) =>
                          modules((all) => withChanged(all, moduleId, (m) => ({ ...m, locked: e.target.checked })))
                        }
                        slotProps={{ input: { "data-testid": "template-module-locked" } as object }}
                      />
                    }
                    label={t("template.locked")}
                  />
                  <FormControlLabel
                    control={
                      <Checkbox
                        size="small"
                        checked={module.grants !== undefined}
                        onChange={(e) =>
                          modules((all) =>
                            withChanged(all, moduleId, (m) => {
                              const { grants: _dropped, ...rest } = m;
                              return e.target.checked ? { ...rest, grants: {} } : rest;
                            }),
                          )
                        }
                        slotProps={{ input: { "data-testid": "template-module-authorised" } as object }}
                      />
                    }
                    label={t("template.authorised")}
                  />
                  {module.grants !== undefined && (
                    <Button size="small" onClick={() => setGranting(shown)} data-testid="module-grant">
                      {t("grants.open")}
                      {Object.keys(module.grants).length > 0 ? ` (${Object.keys(module.grants).length})` : ""}
                    </Button>
                  )}
                  <ModuleMenu
                    module={shown}
                    first={index === 0}
                    last={index === draft.modules.length - 1}
                    onRename={async (title) => modules((all) => withChanged(all, moduleId, (m) => ({ ...m, title })))}
                    onMove={async (by) => modules((all) => withMoved(all, moduleId, by))}
                    onDelete={async () => modules((all) => withoutModule(all, moduleId))}
                  />
                </>
              }
            />
          );
        })}
        {draft.modules.some(holdsFiles) && <Alert severity="info">{t("template.noFiles")}</Alert>}
        {draft.modules.length === 0 && (
          <Typography color="text.secondary" data-testid="no-modules">
            {t("modules.none")}
          </Typography>
        )}
        <Box>
          <Button variant="outlined" onClick={() => setAdding(true)} data-testid="add-module">
            {t("modules.add")}
          </Button>
        </Box>
      </Stack>
      <AddModuleDialog
        open={adding}
        onClose={() => setAdding(false)}
        onAdd={async (body) => modules((all) => withAdded(all, body as AddedModule, crypto.randomUUID()))}
        present={draft.modules.map((m) => m.type)}
      />
      <GrantDialog
        module={granting}
        ownerId={template.authorId}
        onClose={() => setGranting(null)}
        onGrant={async (moduleId, memberId, attribute) =>
          modules((all) => withChanged(all, moduleId, (m) => withGrant(m, memberId, attribute)))
        }
      />
      <SubmitModal
        open={versioning}
        title={t("template.saveVersion")}
        onClose={() => setVersioning(false)}
        onSubmit={saveVersion}
        testId="template-version-dialog"
      >
        <Stack spacing={2} sx={{ pt: 1 }}>
          <Typography variant="body2">{t("template.versionHint", { version: template.latestVersion + 1 })}</Typography>
          <TextField
            label={t("template.changeSummary")}
            required
            multiline
            value={summary}
            error={summary.trim() === ""}
            helperText={summary.trim() === "" ? t("template.summaryRequired") : undefined}
            onChange={(e) => setSummary(e.target.value)}
            slotProps={{ htmlInput: { maxLength: TEMPLATE_LIMITS.changeSummary, "data-testid": "template-change-summary" } }}
          />
        </Stack>
      </SubmitModal>
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
