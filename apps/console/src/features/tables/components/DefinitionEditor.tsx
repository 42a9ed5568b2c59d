import { TABLE_LIMITS } from "@labledger/events/catalogue/table-definitions-values";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Stack from "@mui/material/Stack";
import TextField from "@mui/material/TextField";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { type ReactNode, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link as RouterLink, useNavigate, useParams } from "react-router";
import "../i18n/catalogue";
import { PageFrame } from "../../../pages/PageFrame";
import { showToast } from "../../../ui/toast-store";
import { type BodyOf, saveTable, TABLES_KEY, type TableKind, type TableOf, tableQuery } from "../api/table-calls";
import type { FormProblem } from "../logic/table-forms";
import { TABLE_PATHS } from "./TableList";

export type EditorMode = "new" | "edit" | "copy";

interface Named {
  name: string;
  description: string;
}

/**
 * The page of a table definition, new, changed or copied (a copy saves as a new table): the name and
 * description, the kind's own part, what keeps it from saving (the domain's rules, as the server
 * would say them) and the server's refusal if it still refuses.
 */
export function DefinitionEditor<K extends TableKind, F extends Named>(props: {
  kind: K;
  mode: EditorMode;
  title: string;
  testId: string;
  empty: () => F;
  formOf: (table: TableOf[K]) => F;
  bodyOf: (form: F) => BodyOf[K];
  problemOf: (form: F) => FormProblem | null;
  children: (form: F, setForm: (next: F) => void) => ReactNode;
}) {
  const { id = "" } = useParams();
  const existing = useQuery({ ...tableQuery(props.kind, id), enabled: props.mode !== "new" });
  const { t } = useTranslation("tables");
  return (
    <PageFrame title={props.title} testId={props.testId}>
      {props.mode !== "new" && existing.error ? (
        <Alert severity="error" data-testid="table-load-error">
          {t("editor.loadError", { message: existing.error.message })}
        </Alert>
      ) : props.mode !== "new" && !existing.data ? null : (
        <EditorForm {...props} id={id} existing={existing.data} />
      )}
    </PageFrame>
  );
}

function EditorForm<K extends TableKind, F extends Named>(
  props: Parameters<typeof DefinitionEditor<K, F>>[0] & { id: string; existing: TableOf[K] | undefined },
) {
  const { t } = useTranslation("tables");
  const navigate = useNavigate();
  const client = useQueryClient();
  const [form, setForm] = useState<F>(() => {
    if (!props.existing) return props.empty();
    const loaded = props.formOf(props.existing);
    return props.mode === "copy"
      ? { ...loaded, name: t("editor.copyName", { name: loaded.name }).slice(0, TABLE_LIMITS.name) }
      : loaded;
  });
  const [refusal, setRefusal] = useState("");
  const [busy, setBusy] = useState(false);
  const problem = props.problemOf(form);
  const save = async () => {
    setBusy(true);
    setRefusal("");
    try {
      await saveTable(props.kind, props.mode === "edit" ? props.id : undefined, props.bodyOf(form));
      await client.invalidateQueries({ queryKey: TABLES_KEY });
      showToast(t("editor.saved"), "success");
      await navigate(TABLE_PATHS[props.kind].list);
    } catch (error) {
      setRefusal(error instanceof Error ? error.message : String(error));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Box sx={{ display: "grid", gap: 2 }}>
      <TextField
        label={t("editor.name")}
        value={form.name}
        required
        onChange={(e) => setForm({ ...form, name: e.target.value })}
        slotProps={{ htmlInput: { maxLength: TABLE_LIMITS.name, "data-testid": "table-name" } }}
      />
      <TextField
        label={t("editor.description")}
        value={form.description}
        multiline
        minRows={2}
        onChange={(e) => setForm({ ...form, description: e.target.value })}
        slotProps={{ htmlInput: { maxLength: TABLE_LIMITS.description, "data-testid": "table-description" } }}
      />
      {props.children(form, setForm)}
      {problem && (
        <Alert severity="info" data-testid="table-problem">
          {t(`problems.${problem.key}`, problem.params)}
        </Alert>
      )}
      {refusal && (
        <Alert severity="error" data-testid="table-refusal">
          {refusal}
        </Alert>
      )}
      <Stack direction="row" spacing={1}>
        <Button variant="contained" disabled={busy || problem !== null} onClick={() => void save()} data-testid="table-save">
          {t("editor.save")}
        </Button>
        <Button component={RouterLink} to={TABLE_PATHS[props.kind].list} data-testid="table-cancel">
          {t("editor.cancel")}
        </Button>
      </Stack>
    </Box>
  );
}
