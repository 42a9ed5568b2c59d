import { RECORD_STATUS_VALUES } from "@labledger/events/catalogue/reports-values";
import Autocomplete from "@mui/material/Autocomplete";
import Stack from "@mui/material/Stack";
import TextField from "@mui/material/TextField";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import "../i18n/catalogue";
import { type Choice, notebookChoicesQuery, projectChoicesQuery } from "../api/datamining-calls";
import { type CriteriaForm, daysProblem, type RecordStatus } from "../logic/criteria-form";

/** A multi-select of choices kept by id; an id the member can no longer see is named in words, never shown. */
function ChoicesField({
  label,
  choices,
  value,
  onChange,
  unknown,
  testId,
  loading,
}: {
  label: string;
  choices: readonly Choice[];
  value: readonly string[];
  onChange: (ids: string[]) => void;
  unknown: string;
  testId: string;
  loading: boolean;
}) {
  const { t } = useTranslation("datamining");
  const byId = new Map(choices.map((c) => [c.id, c]));
  const selected = value.map((id) => byId.get(id) ?? { id, label: unknown });
  return (
    <Autocomplete
      multiple
      size="small"
      options={choices as Choice[]}
      value={selected}
      loading={loading}
      loadingText={t("criteria.loading")}
      noOptionsText={t("criteria.noChoices")}
      onChange={(_event, next) => onChange(next.map((c) => c.id))}
      getOptionLabel={(c) => c.label}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      filterSelectedOptions
      renderInput={(params) => (
        <TextField {...params} label={label} placeholder={value.length === 0 ? t("criteria.any") : undefined} />
      )}
      sx={{ minWidth: 260, flex: 1 }}
      data-testid={testId}
    />
  );
}

/**
 * Which records a template (or a report, narrowing its template's) reads: projects, record books,
 * statuses and the days they were created between. Empty means any.
 */
export function CriteriaFields({
  value,
  onChange,
  testId,
}: {
  value: CriteriaForm;
  onChange: (next: CriteriaForm) => void;
  testId: string;
}) {
  const { t } = useTranslation("datamining");
  const { t: shell } = useTranslation();
  const projects = useQuery(projectChoicesQuery);
  const books = useQuery(notebookChoicesQuery);
  const statusChoices = RECORD_STATUS_VALUES.map((status) => ({ id: status, label: shell(`statusWords.record.${status}`) }));
  const problem = daysProblem(value);
  const day = (name: "from" | "to") => (
    <TextField
      type="date"
      size="small"
      label={t(`criteria.${name}`)}
      value={value[name]}
      onChange={(e) => onChange({ ...value, [name]: e.target.value })}
      error={problem !== null}
      helperText={name === "to" && problem ? t(`criteria.${problem}`) : undefined}
      slotProps={{ inputLabel: { shrink: true }, htmlInput: { "data-testid": `${testId}-${name}` } }}
      sx={{ width: 180 }}
    />
  );
  return (
    <Stack spacing={2} data-testid={testId}>
      <Stack direction={{ xs: "column", md: "row" }} spacing={2}>
        <ChoicesField
          label={t("criteria.projects")}
          choices={projects.data ?? []}
          value={value.projectIds}
          onChange={(projectIds) => onChange({ ...value, projectIds })}
          unknown={t("criteria.unknownProject")}
          loading={projects.isPending}
          testId={`${testId}-projects`}
        />
        <ChoicesField
          label={t("criteria.notebooks")}
          choices={books.data ?? []}
          value={value.notebookIds}
          onChange={(notebookIds) => onChange({ ...value, notebookIds })}
          unknown={t("criteria.unknownNotebook")}
          loading={books.isPending}
          testId={`${testId}-notebooks`}
        />
      </Stack>
      <Stack direction={{ xs: "column", md: "row" }} spacing={2} sx={{ alignItems: { md: "flex-start" } }}>
        <ChoicesField
          label={t("criteria.statuses")}
          choices={statusChoices}
          value={value.statuses}
          onChange={(statuses) => onChange({ ...value, statuses: statuses as RecordStatus[] })}
          unknown={t("criteria.unknownStatus")}
          loading={false}
          testId={`${testId}-statuses`}
        />
        {day("from")}
        {day("to")}
      </Stack>
    </Stack>
  );
}
