import { SPREADSHEET_TEMPLATE_LIMITS } from "@labledger/events/catalogue/spreadsheet-templates-values";
import Alert from "@mui/material/Alert";
import Button from "@mui/material/Button";
import FormControlLabel from "@mui/material/FormControlLabel";
import Radio from "@mui/material/Radio";
import RadioGroup from "@mui/material/RadioGroup";
import Stack from "@mui/material/Stack";
import TextField from "@mui/material/TextField";
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link as RouterLink, useNavigate } from "react-router";
import "../i18n/catalogue";
import { PageFrame } from "../../../pages/PageFrame";
import { createTemplate, importTemplate, type SpreadsheetTemplateKind, TEMPLATES_KEY } from "../api/template-calls";
import { TEMPLATE_PATHS } from "./TemplateList";

/** A new template or design (spec §2 /resource/spreadsheet/new, /resource/spreadDesign/new): empty, or from an XLSX/CSV file. */
export function NewTemplate({ kind, title }: { kind: SpreadsheetTemplateKind; title: string }) {
  const { t } = useTranslation("spreadsheet-templates");
  const navigate = useNavigate();
  const client = useQueryClient();
  const [name, setName] = useState("");
  const [description, setDescription] = useState("");
  const [from, setFrom] = useState<"empty" | "file">("empty");
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const ready = from === "file" ? file !== null : name.trim() !== "";
  const create = async () => {
    setBusy(true);
    setProblem(null);
    try {
      const id =
        from === "file" && file
          ? await importTemplate(file, kind, name)
          : await createTemplate({ kind, name: name.trim(), description: description.trim() });
      await client.invalidateQueries({ queryKey: TEMPLATES_KEY });
      navigate(`${TEMPLATE_PATHS[kind].detail}/${id}?edit=1`);
    } catch (error) {
      setProblem(error instanceof Error ? error.message : String(error));
    } finally {
      setBusy(false);
    }
  };
  return (
    <PageFrame title={title} testId="template-new-page">
      <Stack spacing={2} sx={{ maxWidth: 560 }}>
        <TextField
          size="small"
          required={from === "empty"}
          label={t("editor.name")}
          helperText={from === "file" ? t("editor.nameFromFile") : undefined}
          value={name}
          onChange={(e) => setName(e.target.value.slice(0, SPREADSHEET_TEMPLATE_LIMITS.name))}
          slotProps={{ htmlInput: { "data-testid": "template-name" } }}
        />
        <TextField
          size="small"
          multiline
          minRows={2}
          label={t("editor.description")}
          value={description}
          onChange={(e) => setDescription(e.target.value.slice(0, SPREADSHEET_TEMPLATE_LIMITS.description))}
          slotProps={{ htmlInput: { "data-testid": "template-description" } }}
        />
        <RadioGroup row value={from} onChange={(e) => setFrom(e.target.value as "empty" | "file")}>
          <FormControlLabel value="empty" control={<Radio data-testid="start-empty" />} label={t("editor.startEmpty")} />
          <FormControlLabel value="file" control={<Radio data-testid="start-file" />} label={t("editor.startFile")} />
        </RadioGroup>
        {from === "file" && (
          <Button variant="outlined" component="label">
            {file ? file.name : t("editor.chooseFile")}
            <input
              hidden
              type="file"
              accept=".xlsx,.csv"
              data-testid="template-file"
              onChange={(e) => setFile(e.target.files?.[0] ?? null)}
            />
          </Button>
        )}
        {problem && (
          <Alert severity="error" data-testid="template-problem">
            {problem}
          </Alert>
        )}
        <Stack direction="row" spacing={1}>
          <Button variant="contained" disabled={!ready || busy} onClick={() => void create()} data-testid="template-create">
            {t("editor.create")}
          </Button>
          <Button component={RouterLink} to={TEMPLATE_PATHS[kind].list}>
            {t("editor.cancel")}
          </Button>
        </Stack>
      </Stack>
    </PageFrame>
  );
}
