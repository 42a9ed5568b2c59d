import { mayChange } from "@labledger/domain/rubbish-bin/binnable";
import { SPREADSHEET_TEMPLATE_LIMITS } from "@labledger/events/catalogue/spreadsheet-templates-values";
import Alert from "@mui/material/Alert";
import Button from "@mui/material/Button";
import Stack from "@mui/material/Stack";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link as RouterLink, useParams, useSearchParams } from "react-router";
import "../i18n/catalogue";
import { PageFrame } from "../../../pages/PageFrame";
import { meQuery } from "../../../transport/queries";
import { formatWhen } from "../../../ui/format-when";
import { showToast } from "../../../ui/toast-store";
import {
  type SpreadsheetTemplate,
  type SpreadsheetTemplateKind,
  saveTemplate,
  TEMPLATES_KEY,
  templateQuery,
} from "../api/template-calls";
import { wholeOf, workbookFromWhole } from "../logic/template-workbook";
import { TEMPLATE_PATHS } from "./TemplateList";
import { TemplateWorkbook } from "./TemplateWorkbook";

/** A template's or design's page (spec §2 /resource/detailSpreadSheet/{id}, detailSpreadDesign/{id}): the read view, and its editor. */
export function TemplateDetail({ kind, title }: { kind: SpreadsheetTemplateKind; title: string }) {
  const { t } = useTranslation("spreadsheet-templates");
  const { id = "" } = useParams();
  const template = useQuery(templateQuery(id));
  return (
    <PageFrame title={title} testId="template-detail-page">
      {template.error ? (
        <Alert severity="error" data-testid="template-load-error">
          {t("editor.loadError", { message: template.error.message })}
        </Alert>
      ) : template.data ? (
        template.data.kind === kind ? (
          <Loaded key={`${template.data.updatedAt}-${template.dataUpdatedAt}`} template={template.data} />
        ) : (
          <Alert severity="warning">{t(`${template.data.kind}.elsewhere`)}</Alert>
        )
      ) : null}
    </PageFrame>
  );
}

function Loaded({ template }: { template: SpreadsheetTemplate }) {
  const { t, i18n } = useTranslation("spreadsheet-templates");
  const client = useQueryClient();
  const me = useQuery(meQuery).data;
  const [search, setSearch] = useSearchParams();
  const mine = me !== undefined && mayChange(template, { memberId: me.id, isOrganisationAdmin: me.isOrganisationAdmin });
  const editing = mine && !template.binned && search.get("edit") === "1";
  const [name, setName] = useState(template.name);
  const [description, setDescription] = useState(template.description);
  const [problem, setProblem] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const design = template.kind === "design";
  const setEditing = (on: boolean) => setSearch(on ? { edit: "1" } : {}, { replace: true });
  return (
    <Stack spacing={2}>
      {editing ? (
        <Stack direction="row" spacing={2}>
          <TextField
            size="small"
            required
            label={t("editor.name")}
            value={name}
            error={!name.trim()}
            onChange={(e) => setName(e.target.value.slice(0, SPREADSHEET_TEMPLATE_LIMITS.name))}
            slotProps={{ htmlInput: { "data-testid": "template-name" } }}
          />
          <TextField
            size="small"
            label={t("editor.description")}
            value={description}
            sx={{ flex: 1 }}
            onChange={(e) => setDescription(e.target.value.slice(0, SPREADSHEET_TEMPLATE_LIMITS.description))}
            slotProps={{ htmlInput: { "data-testid": "template-description" } }}
          />
        </Stack>
      ) : (
        <Stack direction="row" spacing={2} sx={{ alignItems: "baseline" }}>
          <Typography variant="h6" data-testid="template-title">
            {template.name}
          </Typography>
          <Typography color="text.secondary" sx={{ flex: 1 }}>
            {template.description}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {t("editor.byWhen", { owner: template.ownerName, when: formatWhen(template.updatedAt, i18n.language) })}
          </Typography>
          {template.binned && <Alert severity="info">{t("editor.binned")}</Alert>}
          {mine && !template.binned && (
            <Button variant="outlined" onClick={() => setEditing(true)} data-testid="template-edit">
              {t("editor.edit")}
            </Button>
          )}
          <Button component={RouterLink} to={TEMPLATE_PATHS[template.kind].list}>
            {t("editor.back")}
          </Button>
        </Stack>
      )}
      {problem && (
        <Alert severity="error" data-testid="template-problem">
          {problem}
        </Alert>
      )}
      <TemplateWorkbook
        key={editing ? "editing" : "reading"}
        workbook={workbookFromWhole(template.workbook)}
        designedCells={template.designedCells}
        design={design}
        editable={editing}
        actions={(edited) => (
          <>
            <Button
              variant="contained"
              disabled={saving || !name.trim()}
              data-testid="template-save"
              onClick={async () => {
                setSaving(true);
                setProblem(null);
                try {
                  const { workbook, designedCells } = edited();
                  await saveTemplate(template.id, {
                    name: name.trim(),
                    description: description.trim(),
                    workbook: wholeOf(workbook),
                    designedCells: [...designedCells],
                  });
                  await client.invalidateQueries({ queryKey: TEMPLATES_KEY });
                  showToast(t("editor.saved"), "success");
                  setEditing(false);
                } catch (error) {
                  setProblem(error instanceof Error ? error.message : String(error));
                } finally {
                  setSaving(false);
                }
              }}
            >
              {t("editor.save")}
            </Button>
            <Button onClick={() => setEditing(false)} data-testid="template-cancel">
              {t("editor.cancel")}
            </Button>
          </>
        )}
      />
    </Stack>
  );
}
