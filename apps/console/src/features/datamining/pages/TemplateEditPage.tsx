import { REPORT_LIMITS } from "@labledger/events/catalogue/reports-values";
import Alert from "@mui/material/Alert";
import Button from "@mui/material/Button";
import Divider from "@mui/material/Divider";
import Stack from "@mui/material/Stack";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link as RouterLink, useNavigate, useParams } from "react-router";
import { Loading } from "../../../app/Loading";
import { PageFrame } from "../../../pages/PageFrame";
import { ApiError } from "../../../transport/api-error";
import { DebouncedButton } from "../../../ui/DebouncedButton";
import { showToast } from "../../../ui/toast-store";
import "../i18n/catalogue";
import { DATAMINING_KEY, fieldChoicesQuery, type ReportTemplate, saveTemplate, templateQuery } from "../api/datamining-calls";
import { ColumnsEditor } from "../components/ColumnsEditor";
import { CriteriaFields } from "../components/CriteriaFields";
import { choiceName, columnsProblem, fieldKey, type ReportColumn } from "../logic/columns";
import { type CriteriaForm, criteriaOfForm, daysProblem, EMPTY_CRITERIA_FORM, formOfCriteria } from "../logic/criteria-form";

const LIST = "/datamining/reportTemplate";

/** The editor's form, filled from a saved template (or empty for a new one). */
function TemplateForm({ saved }: { saved?: ReportTemplate }) {
  const { t } = useTranslation("datamining");
  const navigate = useNavigate();
  const client = useQueryClient();
  const [name, setName] = useState(saved?.name ?? "");
  const [description, setDescription] = useState(saved?.description ?? "");
  const [criteria, setCriteria] = useState<CriteriaForm>(saved ? formOfCriteria(saved.criteria) : EMPTY_CRITERIA_FORM);
  const [columns, setColumns] = useState<ReportColumn[]>(saved ? [...saved.columns] : []);
  const [tried, setTried] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const chosen = criteriaOfForm(criteria, saved?.criteria.templateIds);
  const choices = useQuery(fieldChoicesQuery(chosen, true));
  const fieldNames = useMemo(() => new Map((choices.data ?? []).map((c) => [fieldKey(c), choiceName(c)])), [choices.data]);

  const nameProblem = name.trim() === "" ? t("template.nameRequired") : null;
  const columnProblem = columnsProblem(columns);
  const problems = [nameProblem, columnProblem, daysProblem(criteria)].filter((p) => p !== null);

  const save = async () => {
    setTried(true);
    setRefusal(null);
    if (problems.length > 0) return;
    try {
      await saveTemplate(saved?.id, { name: name.trim(), description: description.trim(), criteria: chosen, columns });
    } catch (error) {
      setRefusal(error instanceof ApiError || error instanceof Error ? error.message : t("template.saveFailed"));
      return;
    }
    await client.invalidateQueries({ queryKey: DATAMINING_KEY });
    showToast(t("template.saved"), "success");
    navigate(LIST);
  };

  return (
    <Stack spacing={3} data-testid="template-editor">
      {refusal && (
        <Alert severity="error" data-testid="template-refusal">
          {t("template.refused", { message: refusal })}
        </Alert>
      )}
      <Stack spacing={2}>
        <Typography variant="h6" component="h2">
          {t("template.about")}
        </Typography>
        <TextField
          size="small"
          label={t("template.name")}
          value={name}
          required
          error={tried && nameProblem !== null}
          helperText={tried && nameProblem ? nameProblem : t("template.nameHint", { limit: REPORT_LIMITS.name })}
          onChange={(e) => setName(e.target.value)}
          slotProps={{ htmlInput: { maxLength: REPORT_LIMITS.name, "data-testid": "template-name" } }}
          sx={{ maxWidth: 560 }}
        />
        <TextField
          size="small"
          label={t("template.description")}
          value={description}
          multiline
          minRows={2}
          onChange={(e) => setDescription(e.target.value)}
          slotProps={{ htmlInput: { maxLength: REPORT_LIMITS.description, "data-testid": "template-description" } }}
          sx={{ maxWidth: 860 }}
        />
      </Stack>
      <Divider />
      <Stack spacing={2}>
        <Typography variant="h6" component="h2">
          {t("template.records")}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {t("template.recordsHint")}
        </Typography>
        <CriteriaFields value={criteria} onChange={setCriteria} testId="template-criteria" />
      </Stack>
      <Divider />
      <Stack spacing={2}>
        <Typography variant="h6" component="h2">
          {t("columns.title")}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {t("columns.hint")}
        </Typography>
        <ColumnsEditor
          columns={columns}
          criteria={chosen}
          fieldNames={fieldNames}
          onChange={setColumns}
          problem={tried && columnProblem ? t(`columns.problems.${columnProblem}`, { limit: REPORT_LIMITS.columns }) : null}
        />
      </Stack>
      <Stack direction="row" spacing={2}>
        <DebouncedButton variant="contained" onClick={save} data-testid="template-save">
          {t("actions.save")}
        </DebouncedButton>
        <Button component={RouterLink} to={LIST} data-testid="template-cancel">
          {t("actions.cancel")}
        </Button>
      </Stack>
    </Stack>
  );
}

/** /datamining/add and /datamining/edit/:id: a report template's name, the records it reads and the columns it takes. */
export default function TemplateEditPage() {
  const { t } = useTranslation("datamining");
  const { t: shell } = useTranslation();
  const { id = "" } = useParams();
  const template = useQuery(templateQuery(id));
  const title = shell(id ? "pages.dataminingEdit" : "pages.dataminingAdd");
  return (
    <PageFrame title={title} testId="datamining-template-page">
      {!id ? (
        <TemplateForm key="new" />
      ) : template.error ? (
        <Alert
          severity="error"
          data-testid="template-load-error"
          action={
            <Button component={RouterLink} to={LIST}>
              {t("template.backToList")}
            </Button>
          }
        >
          {template.error.message}
        </Alert>
      ) : template.data ? (
        <TemplateForm key={id} saved={template.data} />
      ) : (
        <Loading />
      )}
    </PageFrame>
  );
}
