import { LABEL_LIMITS, LABEL_TYPES } from "@labledger/events/catalogue/labels-values";
import Alert from "@mui/material/Alert";
import Button from "@mui/material/Button";
import Chip from "@mui/material/Chip";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import FormControlLabel from "@mui/material/FormControlLabel";
import Paper from "@mui/material/Paper";
import Stack from "@mui/material/Stack";
import Switch from "@mui/material/Switch";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useMemo, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { useBlocker } from "react-router";
import "../i18n/catalogue";
import { NativeSelect } from "../../../ui/NativeSelect";
import { showToast } from "../../../ui/toast-store";
import { LABEL_TEMPLATES_KEY, type LabelTemplate, saveTemplate } from "../api/label-calls";
import {
  type ComponentKind,
  imageComponent,
  isUnsaved,
  type LabelComponent,
  type LabelTemplateDefinition,
  moved,
  newComponent,
  newTemplate,
  previewValues,
  readLabelImage,
} from "../logic/designer";
import { ComponentEditor } from "./ComponentEditor";
import { LabelPreview } from "./LabelPreview";
import { MmField } from "./MmField";

const PALETTE: ReadonlyArray<Exclude<ComponentKind, "image">> = ["text", "barcode", "qrcode", "line", "circle"];

/** The definition a saved template holds (what the designer edits and compares against). */
const definitionOf = (t: LabelTemplate): LabelTemplateDefinition => ({
  name: t.name,
  type: t.type,
  width: t.width,
  height: t.height,
  enabled: t.enabled,
  page: t.page,
  components: t.components,
});

/**
 * The label template print designer (spec §3): the label's size and page in mm, components added
 * from a palette, placed by dragging or in mm fields, drawn at true proportions by the PDF's own
 * layout; leaving with unsaved changes asks first (spec §8).
 */
export function LabelDesigner({ template, onClose }: { template: LabelTemplate | undefined; onClose: () => void }) {
  const { t } = useTranslation("labels");
  const client = useQueryClient();
  const [saved, setSaved] = useState<LabelTemplateDefinition>(() => (template ? definitionOf(template) : newTemplate()));
  const [draft, setDraft] = useState<LabelTemplateDefinition>(saved);
  const [id, setId] = useState(template?.id);
  const [selected, setSelected] = useState<number | undefined>(undefined);
  const [error, setError] = useState("");
  const [saving, setSaving] = useState(false);
  const [confirmExit, setConfirmExit] = useState(false);
  const dragStart = useRef<LabelComponent | null>(null);
  const unsaved = isUnsaved(saved, draft);
  // Leaving the page another way (the menu, the browser's back) asks the same question.
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => unsaved && currentLocation.pathname !== nextLocation.pathname,
  );
  const values = useMemo(() => previewValues(draft.type, (f) => t(`fields.${f}`)), [draft.type, t]);

  useEffect(() => {
    if (!unsaved) return;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      event.returnValue = "";
    };
    window.addEventListener("beforeunload", warn);
    return () => window.removeEventListener("beforeunload", warn);
  }, [unsaved]);

  const change = (changes: Partial<LabelTemplateDefinition>) => setDraft((d) => ({ ...d, ...changes }));
  const setComponent = (index: number, next: LabelComponent) =>
    setDraft((d) => ({ ...d, components: d.components.map((c, i) => (i === index ? next : c)) }));
  const add = (component: LabelComponent) => {
    setDraft((d) => ({ ...d, components: [...d.components, component] }));
    setSelected(draft.components.length);
  };
  const addImage = async (file: File | undefined) => {
    if (!file) return;
    const read = await readLabelImage(file);
    if ("problem" in read) {
      showToast(t(`designer.image.${read.problem}`, { max: LABEL_LIMITS.imageBytes / 1024 }));
      return;
    }
    add(imageComponent(draft, read.mediaType, read.data));
  };
  const save = async () => {
    setSaving(true);
    setError("");
    try {
      const savedId = await saveTemplate(id, draft);
      setId(savedId);
      setSaved(draft);
      await client.invalidateQueries({ queryKey: LABEL_TEMPLATES_KEY });
      showToast(t("designer.saved"), "success");
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e));
    } finally {
      setSaving(false);
    }
  };
  const page = draft.page;
  const component = selected === undefined ? undefined : draft.components[selected];

  return (
    <Stack spacing={2} data-testid="label-designer" data-unsaved={unsaved}>
      <Stack direction="row" spacing={1} sx={{ alignItems: "center" }}>
        <Typography variant="h6" sx={{ flex: 1 }}>
          {id ? t("designer.editTitle") : t("designer.newTitle")}
        </Typography>
        <Button onClick={() => (unsaved ? setConfirmExit(true) : onClose())} data-testid="designer-back">
          {t("designer.back")}
        </Button>
        <Button variant="contained" disabled={saving} onClick={() => void save()} data-testid="designer-save">
          {t("designer.save")}
        </Button>
      </Stack>
      {error && (
        <Alert severity="error" data-testid="designer-error">
          {error}
        </Alert>
      )}
      <Stack direction="row" spacing={1} sx={{ flexWrap: "wrap", rowGap: 1.5, alignItems: "center" }}>
        <TextField
          size="small"
          label={t("designer.name")}
          value={draft.name}
          onChange={(e) => change({ name: e.target.value })}
          slotProps={{ htmlInput: { maxLength: LABEL_LIMITS.name, "data-testid": "designer-name" } }}
        />
        <NativeSelect
          label={t("designer.type")}
          value={draft.type}
          onChange={(type) => change({ type: type as LabelTemplateDefinition["type"] })}
          options={LABEL_TYPES.map((type) => ({ value: type, label: t(`types.${type}`) }))}
          testId="designer-type"
          minWidth={110}
        />
        <MmField
          label={t("designer.width")}
          value={draft.width}
          onChange={(width) => change({ width })}
          testId="designer-width"
        />
        <MmField
          label={t("designer.height")}
          value={draft.height}
          onChange={(height) => change({ height })}
          testId="designer-height"
        />
        <NativeSelect
          label={t("designer.page")}
          value={page.kind}
          onChange={(kind) =>
            change({
              page:
                kind === "sheet"
                  ? { kind: "sheet", paper: "A4", columns: 3, rows: 8, marginTop: 10, marginLeft: 10, gapX: 5, gapY: 5 }
                  : { kind: "label" },
            })
          }
          options={[
            { value: "label", label: t("designer.pageLabel") },
            { value: "sheet", label: t("designer.pageSheet") },
          ]}
          testId="designer-page"
        />
        <FormControlLabel
          control={<Switch checked={draft.enabled} onChange={(e) => change({ enabled: e.target.checked })} />}
          label={t("designer.enabled")}
        />
      </Stack>
      {page.kind === "sheet" && (
        <Stack direction="row" spacing={1} data-testid="designer-sheet">
          {(["columns", "rows", "marginTop", "marginLeft", "gapX", "gapY"] as const).map((key) => (
            <MmField
              key={key}
              label={t(`sheet.${key}`)}
              value={page[key]}
              step={key === "columns" || key === "rows" ? 1 : 0.5}
              onChange={(n) => change({ page: { ...page, [key]: n } })}
              testId={`sheet-${key}`}
            />
          ))}
        </Stack>
      )}
      <Stack
        direction="row"
        spacing={1}
        sx={{ alignItems: "center", flexWrap: "wrap", rowGap: 1 }}
        data-testid="designer-palette"
      >
        <Typography color="text.secondary">{t("designer.add")}</Typography>
        {PALETTE.map((kind) => (
          <Button
            key={kind}
            size="small"
            variant="outlined"
            onClick={() => add(newComponent(kind, draft))}
            data-testid={`add-${kind}`}
          >
            {t(`kinds.${kind}`)}
          </Button>
        ))}
        <Button size="small" variant="outlined" component="label" data-testid="add-image">
          {t("kinds.image")}
          <input
            hidden
            type="file"
            accept="image/png,image/jpeg,image/svg+xml,.png,.jpg,.jpeg,.svg"
            data-testid="add-image-file"
            onChange={(e) => {
              void addImage(e.target.files?.[0]);
              e.target.value = "";
            }}
          />
        </Button>
      </Stack>
      <Stack direction="row" spacing={3} sx={{ alignItems: "flex-start" }}>
        <Paper variant="outlined" sx={{ p: 2, overflow: "auto", maxWidth: "60%" }}>
          <LabelPreview
            template={draft}
            values={values}
            label={t("designer.preview")}
            selected={selected}
            onSelect={(i) => {
              setSelected(i);
              dragStart.current = draft.components[i] ?? null;
            }}
            onDrag={(i, dx, dy) => {
              if (dragStart.current) setComponent(i, moved(dragStart.current, dx, dy, draft));
            }}
          />
          <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 1 }}>
            {t("designer.trueSize", { width: draft.width, height: draft.height })}
          </Typography>
        </Paper>
        <Stack spacing={1.5} sx={{ flex: 1 }}>
          <Stack direction="row" spacing={0.5} sx={{ flexWrap: "wrap", rowGap: 0.5 }} data-testid="designer-components">
            {draft.components.map((c, i) => (
              <Chip
                // biome-ignore lint/suspicious/noArrayIndexKey: KEYs may repeat while being typed; the place is the identity.
                key={`${c.key}-${i}`}
                label={`${t(`kinds.${c.kind}`)} · ${c.key}`}
                color={selected === i ? "primary" : "default"}
                onClick={() => setSelected(i)}
              />
            ))}
          </Stack>
          {component && selected !== undefined ? (
            <ComponentEditor
              component={component}
              type={draft.type}
              onChange={(next) => setComponent(selected, next)}
              onDelete={() => {
                setDraft((d) => ({ ...d, components: d.components.filter((_, i) => i !== selected) }));
                setSelected(undefined);
              }}
            />
          ) : (
            <Typography color="text.secondary">{t("designer.pick")}</Typography>
          )}
        </Stack>
      </Stack>
      <Dialog
        open={confirmExit || blocker.state === "blocked"}
        onClose={() => {
          setConfirmExit(false);
          blocker.reset?.();
        }}
        data-testid="designer-exit-confirm"
      >
        <DialogContent>{t("designer.exitConfirm")}</DialogContent>
        <DialogActions>
          <Button
            onClick={() => {
              setConfirmExit(false);
              blocker.reset?.();
            }}
            data-testid="designer-stay"
          >
            {t("designer.stay")}
          </Button>
          <Button
            color="warning"
            onClick={() => {
              setConfirmExit(false);
              if (blocker.state === "blocked") blocker.proceed?.();
              else onClose();
            }}
            data-testid="designer-leave"
          >
            {t("designer.leave")}
          </Button>
        </DialogActions>
      </Dialog>
    </Stack>
  );
}
