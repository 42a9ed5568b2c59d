import { INFO_COLUMN_KINDS, TABLE_LIMITS } from "@labledger/events/catalogue/table-definitions-values";
import AddIcon from "@mui/icons-material/Add";
import Button from "@mui/material/Button";
import Stack from "@mui/material/Stack";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { useTranslation } from "react-i18next";
import { useParams } from "react-router";
import "../i18n/catalogue";
import { NativeSelect } from "../../../ui/NativeSelect";
import { ColumnRow } from "../components/ColumnRow";
import { DefinitionEditor } from "../components/DefinitionEditor";
import {
  EMPTY_INFO,
  type InfoColumnForm,
  type InfoKind,
  infoBodyOf,
  infoFormOf,
  infoProblem,
  newInfoColumn,
} from "../logic/table-forms";

/** /infoTable/new and /infoTable/edit/{id}: an information table's name, description and columns. */
export default function InfoTableEditPage() {
  const { t } = useTranslation("tables");
  const { t: shell } = useTranslation();
  const editing = useParams().id !== undefined;
  return (
    <DefinitionEditor
      kind="info"
      mode={editing ? "edit" : "new"}
      title={shell(editing ? "pages.infoTableEdit" : "pages.infoTableNew")}
      testId="info-table-editor"
      empty={EMPTY_INFO}
      formOf={infoFormOf}
      bodyOf={infoBodyOf}
      problemOf={infoProblem}
    >
      {(form, setForm) => {
        const set = (key: string, change: Partial<InfoColumnForm>) =>
          setForm({ ...form, columns: form.columns.map((c) => (c.key === key ? { ...c, ...change } : c)) });
        return (
          <Stack spacing={1.5}>
            <Typography variant="subtitle1">{t("editor.columns")}</Typography>
            {form.columns.map((c, i) => (
              <ColumnRow
                key={c.key}
                testId={`column-${i}`}
                label={c.label}
                unit={c.unit}
                required={c.required}
                onChange={(change) => set(c.key, change)}
                onRemove={
                  form.columns.length > 1
                    ? () => setForm({ ...form, columns: form.columns.filter((x) => x.key !== c.key) })
                    : null
                }
              >
                <NativeSelect
                  label={t("editor.kind")}
                  value={c.kind}
                  onChange={(kind) => set(c.key, { kind: kind as InfoKind })}
                  options={INFO_COLUMN_KINDS.map((k) => ({ value: k, label: t(`kinds.${k}`) }))}
                  testId={`column-${i}-kind`}
                  minWidth={110}
                />
                {c.kind === "choice" && (
                  <TextField
                    size="small"
                    label={t("editor.options")}
                    helperText={t("editor.optionsHint")}
                    value={c.options}
                    onChange={(e) => set(c.key, { options: e.target.value })}
                    slotProps={{ htmlInput: { "data-testid": `column-${i}-options` } }}
                  />
                )}
              </ColumnRow>
            ))}
            <div>
              <Button
                startIcon={<AddIcon />}
                disabled={form.columns.length >= TABLE_LIMITS.columns}
                onClick={() => setForm({ ...form, columns: [...form.columns, newInfoColumn()] })}
                data-testid="add-column"
              >
                {t("editor.addColumn")}
              </Button>
            </div>
          </Stack>
        );
      }}
    </DefinitionEditor>
  );
}
