import { TABLE_LIMITS } from "@labledger/events/catalogue/table-definitions-values";
import AddIcon from "@mui/icons-material/Add";
import DeleteIcon from "@mui/icons-material/DeleteOutlined";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Checkbox from "@mui/material/Checkbox";
import FormControlLabel from "@mui/material/FormControlLabel";
import IconButton from "@mui/material/IconButton";
import Paper from "@mui/material/Paper";
import Stack from "@mui/material/Stack";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { useTranslation } from "react-i18next";
import { useLocation, useParams } from "react-router";
import "../i18n/catalogue";
import { ColumnRow } from "../components/ColumnRow";
import { DefinitionEditor, type EditorMode } from "../components/DefinitionEditor";
import {
  EMPTY_MULTI,
  type LevelColumnForm,
  type LevelForm,
  multiBodyOf,
  multiFormOf,
  multiProblem,
  newLevel,
  newLevelColumn,
} from "../logic/table-forms";

/** /multiTable/new, /multiTable/edit/{id} and /multiTable/copy/{id}: a multi-level table's levels, each with its columns. */
export default function MultiLevelTableEditPage() {
  const { t } = useTranslation("tables");
  const { t: shell } = useTranslation();
  const id = useParams().id;
  const copying = useLocation().pathname.startsWith("/multiTable/copy");
  const mode: EditorMode = id === undefined ? "new" : copying ? "copy" : "edit";
  const title = { new: "pages.multiTableNew", edit: "pages.multiTableEdit", copy: "pages.multiTableCopy" }[mode];
  return (
    <DefinitionEditor
      key={mode}
      kind="multi"
      mode={mode}
      title={shell(title)}
      testId="multi-level-table-editor"
      empty={EMPTY_MULTI}
      formOf={multiFormOf}
      bodyOf={multiBodyOf}
      problemOf={multiProblem}
    >
      {(form, setForm) => {
        const setLevel = (key: string, change: (level: LevelForm) => LevelForm) =>
          setForm({ ...form, levels: form.levels.map((l) => (l.key === key ? change(l) : l)) });
        const setColumn = (level: LevelForm, key: string, change: Partial<LevelColumnForm>) =>
          setLevel(level.key, (l) => ({ ...l, columns: l.columns.map((c) => (c.key === key ? { ...c, ...change } : c)) }));
        return (
          <Stack spacing={1.5}>
            <Typography variant="subtitle1">{t("editor.levels")}</Typography>
            {form.levels.map((level, n) => (
              <Paper key={level.key} variant="outlined" sx={{ p: 2, ml: n * 3 }} data-testid={`level-${n}`}>
                <Stack direction="row" spacing={1} sx={{ alignItems: "center", mb: 1.5 }}>
                  <Typography sx={{ minWidth: 72 }} color="text.secondary">
                    {t("editor.levelNumber", { n: n + 1 })}
                  </Typography>
                  <TextField
                    size="small"
                    label={t("editor.levelName")}
                    value={level.name}
                    required
                    onChange={(e) => setLevel(level.key, (l) => ({ ...l, name: e.target.value }))}
                    slotProps={{ htmlInput: { maxLength: TABLE_LIMITS.label, "data-testid": `level-${n}-name` } }}
                  />
                  <Box sx={{ flex: 1 }} />
                  <IconButton
                    aria-label={t("editor.removeLevel")}
                    onClick={() => setForm({ ...form, levels: form.levels.filter((l) => l.key !== level.key) })}
                    data-testid={`level-${n}-remove`}
                  >
                    <DeleteIcon fontSize="small" />
                  </IconButton>
                </Stack>
                <Stack spacing={1}>
                  {level.columns.map((c, i) => (
                    <ColumnRow
                      key={c.key}
                      testId={`level-${n}-column-${i}`}
                      label={c.label}
                      unit={c.unit}
                      required={c.required}
                      onChange={(change) => setColumn(level, c.key, change)}
                      onRemove={
                        level.columns.length > 1
                          ? () => setLevel(level.key, (l) => ({ ...l, columns: l.columns.filter((x) => x.key !== c.key) }))
                          : null
                      }
                    >
                      <FormControlLabel
                        control={
                          <Checkbox
                            checked={c.hidden}
                            onChange={(e) => setColumn(level, c.key, { hidden: e.target.checked })}
                            slotProps={{ input: { "data-testid": `level-${n}-column-${i}-hidden` } as object }}
                          />
                        }
                        label={t("editor.hidden")}
                      />
                    </ColumnRow>
                  ))}
                  <div>
                    <Button
                      size="small"
                      startIcon={<AddIcon />}
                      disabled={level.columns.length >= TABLE_LIMITS.columns}
                      onClick={() => setLevel(level.key, (l) => ({ ...l, columns: [...l.columns, newLevelColumn()] }))}
                      data-testid={`level-${n}-add-column`}
                    >
                      {t("editor.addColumn")}
                    </Button>
                  </div>
                </Stack>
              </Paper>
            ))}
            <div>
              <Button
                startIcon={<AddIcon />}
                disabled={form.levels.length >= TABLE_LIMITS.levels}
                onClick={() => setForm({ ...form, levels: [...form.levels, newLevel()] })}
                data-testid="add-level"
              >
                {t("editor.addLevel")}
              </Button>
            </div>
          </Stack>
        );
      }}
    </DefinitionEditor>
  );
}
