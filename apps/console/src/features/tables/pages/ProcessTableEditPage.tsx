import { TABLE_LIMITS } from "@labledger/events/catalogue/table-definitions-values";
import AddIcon from "@mui/icons-material/Add";
import Button from "@mui/material/Button";
import Stack from "@mui/material/Stack";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { useTranslation } from "react-i18next";
import { useParams } from "react-router";
import "../i18n/catalogue";
import { ColumnRow } from "../components/ColumnRow";
import { DefinitionEditor } from "../components/DefinitionEditor";
import { ProcessPreview } from "../components/ProcessPreview";
import {
  EMPTY_PROCESS,
  newProcessColumn,
  type ProcessColumnForm,
  processBodyOf,
  processFormOf,
  processProblemOf,
} from "../logic/table-forms";

const FORMULA_PROBLEMS = new Set(["formulaFormat", "unknownColumn", "formulaCycle"]);

/** /processList/new and /processList/edit/{id}: a data-processing table's input and computed columns, previewed live. */
export default function ProcessTableEditPage() {
  const { t } = useTranslation("tables");
  const { t: shell } = useTranslation();
  const editing = useParams().id !== undefined;
  return (
    <DefinitionEditor
      kind="process"
      mode={editing ? "edit" : "new"}
      title={shell(editing ? "pages.processListEdit" : "pages.processListNew")}
      testId="process-table-editor"
      empty={EMPTY_PROCESS}
      formOf={processFormOf}
      bodyOf={processBodyOf}
      problemOf={processProblemOf}
    >
      {(form, setForm) => {
        const set = (key: string, change: Partial<ProcessColumnForm>) =>
          setForm({ ...form, columns: form.columns.map((c) => (c.key === key ? { ...c, ...change } : c)) });
        const problem = processProblemOf(form);
        const formulaProblem = problem && FORMULA_PROBLEMS.has(problem.key) ? problem : null;
        const add = () => setForm({ ...form, columns: [...form.columns, newProcessColumn()] });
        return (
          <Stack spacing={1.5}>
            <Typography variant="subtitle1">{t("editor.columns")}</Typography>
            <Typography variant="body2" color="text.secondary">
              {t("editor.formulaHint")}
            </Typography>
            {form.columns.map((c, i) => {
              const broken = formulaProblem?.params.label === c.label.trim();
              return (
                <ColumnRow
                  key={c.key}
                  testId={`column-${i}`}
                  label={c.label}
                  unit={c.unit}
                  required={c.required}
                  noRequired={c.expression.trim() !== ""}
                  onChange={(change) => set(c.key, change)}
                  onRemove={
                    form.columns.length > 1
                      ? () => setForm({ ...form, columns: form.columns.filter((x) => x.key !== c.key) })
                      : null
                  }
                >
                  <TextField
                    size="small"
                    label={t("editor.formula")}
                    placeholder={t("editor.formulaPlaceholder")}
                    value={c.expression}
                    error={broken}
                    helperText={broken && formulaProblem ? t(`problems.${formulaProblem.key}`, formulaProblem.params) : undefined}
                    sx={{ minWidth: 280 }}
                    onChange={(e) => set(c.key, { expression: e.target.value })}
                    slotProps={{ htmlInput: { maxLength: TABLE_LIMITS.expression, "data-testid": `column-${i}-formula` } }}
                  />
                </ColumnRow>
              );
            })}
            <div>
              <Button
                startIcon={<AddIcon />}
                disabled={form.columns.length >= TABLE_LIMITS.columns}
                onClick={add}
                data-testid="add-column"
              >
                {t("editor.addColumn")}
              </Button>
            </div>
            <ProcessPreview columns={form.columns} valid={problem === null} />
          </Stack>
        );
      }}
    </DefinitionEditor>
  );
}
