import { layOutLabels } from "@labledger/domain/labels/label-layout";
import { LABEL_LIMITS } from "@labledger/events/catalogue/labels-values";
import Alert from "@mui/material/Alert";
import Button from "@mui/material/Button";
import Paper from "@mui/material/Paper";
import Stack from "@mui/material/Stack";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { useQuery } from "@tanstack/react-query";
import { useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import "../i18n/catalogue";
import { PageFrame } from "../../../pages/PageFrame";
import { NativeSelect } from "../../../ui/NativeSelect";
import { showToast } from "../../../ui/toast-store";
import { printLabels, templatesQuery } from "../api/label-calls";
import { LabelPreview } from "../components/LabelPreview";
import { MmField } from "../components/MmField";
import { ScanBox } from "../components/ScanBox";
import { previewValues } from "../logic/designer";
import { printItemsOf } from "../logic/print-items";

/**
 * /resource/commonList/tagSelectTemplate: choose a template that is on, the items (ids or barcodes
 * one a line, or `?ids=` from a list), see the label, then download the PDF.
 */
export default function PrintLabelsPage() {
  const { t } = useTranslation("labels");
  const { t: shell } = useTranslation();
  const [search] = useSearchParams();
  const templates = useQuery(templatesQuery({ binned: false, keyword: "", pageIndex: 1, pageSize: 200, enabledOnly: true }));
  const [templateId, setTemplateId] = useState(search.get("templateId") ?? "");
  const [itemsText, setItemsText] = useState((search.get("ids") ?? "").split(",").filter(Boolean).join("\n"));
  const [copies, setCopies] = useState(1);
  const [error, setError] = useState("");
  const [printing, setPrinting] = useState(false);
  const rows = templates.data?.rows ?? [];
  const template = rows.find((r) => r.id === templateId) ?? rows[0];
  const items = template ? printItemsOf(template.type, itemsText) : [];
  const values = useMemo(() => (template ? previewValues(template.type, (f) => t(`fields.${f}`)) : {}), [template, t]);
  const pages = template
    ? layOutLabels(
        template,
        items.map(() => ({})),
        copies,
      ).pages.length
    : 0;
  const print = async () => {
    if (!template) return;
    setPrinting(true);
    setError("");
    try {
      await printLabels({ templateId: template.id, items, copies }, "labels.pdf");
      showToast(t("print.done"), "success");
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e));
    } finally {
      setPrinting(false);
    }
  };
  return (
    <PageFrame title={shell("pages.commonList_tagSelectTemplate")} testId="print-labels-page">
      <Stack spacing={2}>
        <Stack direction="row" spacing={2} sx={{ alignItems: "center" }}>
          <Typography color="text.secondary" sx={{ flex: 1 }}>
            {t("print.intro")}
          </Typography>
          <ScanBox />
        </Stack>
        {templates.isSuccess && rows.length === 0 && <Alert severity="info">{t("print.noTemplates")}</Alert>}
        {template && (
          <>
            <Stack direction="row" spacing={2} sx={{ alignItems: "center" }}>
              <NativeSelect
                label={t("print.template")}
                value={template.id}
                onChange={setTemplateId}
                options={rows.map((r) => ({ value: r.id, label: `${r.name} (${t(`types.${r.type}`)})` }))}
                testId="print-template"
                minWidth={260}
              />
              <MmField
                label={t("print.copies")}
                value={copies}
                step={1}
                onChange={(n) => setCopies(Math.min(LABEL_LIMITS.copies, Math.max(1, Math.round(n))))}
                testId="print-copies"
              />
            </Stack>
            <TextField
              multiline
              minRows={4}
              label={t(template.type === "sample" ? "print.samples" : "print.items")}
              helperText={t("print.itemsHelp", { max: LABEL_LIMITS.printItems })}
              value={itemsText}
              onChange={(e) => setItemsText(e.target.value)}
              slotProps={{ htmlInput: { "data-testid": "print-items" } }}
            />
            <Paper variant="outlined" sx={{ p: 2, alignSelf: "flex-start" }}>
              <Typography variant="subtitle2" sx={{ mb: 1 }}>
                {t("print.preview")}
              </Typography>
              <LabelPreview template={template} values={values} testId="print-preview" label={t("print.preview")} />
              <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 1 }} data-testid="print-count">
                {t("print.count", { labels: items.length * copies, pages })}
              </Typography>
            </Paper>
            {error && (
              <Alert severity="error" data-testid="print-error">
                {error}
              </Alert>
            )}
            <div>
              <Button
                variant="contained"
                disabled={printing || items.length === 0}
                onClick={() => void print()}
                data-testid="print-labels"
              >
                {t("print.download")}
              </Button>
            </div>
          </>
        )}
      </Stack>
    </PageFrame>
  );
}
