import { MATERIAL_CATEGORY_LIMITS } from "@labledger/events/catalogue/material-categories-values";
import AddIcon from "@mui/icons-material/Add";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogTitle from "@mui/material/DialogTitle";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import "../i18n/catalogue";
import { showToast } from "../../../ui/toast-store";
import { CATEGORIES_KEY, type MaterialCategory, saveCategory } from "../api/material-category-calls";
import { bodyOf, type CategoryForm, columnNeeds, EMPTY_FORM, emptyColumn, formOf, MAX_COLUMNS } from "../logic/category-form";
import { ColumnRows } from "./ColumnRows";

/**
 * A material category, new or changed: its name, description and its own columns. What a row still
 * needs is said as one types; the server's refusal (a name taken) shows here in its words.
 */
export function CategoryDialog({ category, onClose }: { category: MaterialCategory | "new"; onClose: () => void }) {
  const { t } = useTranslation("material-categories");
  const client = useQueryClient();
  const [form, setForm] = useState<CategoryForm>(category === "new" ? EMPTY_FORM : formOf(category));
  const [problem, setProblem] = useState("");
  const [busy, setBusy] = useState(false);
  const needs = [
    ...(form.name.trim() ? [] : [t("dialog.needs.name")]),
    ...[...columnNeeds(form.columns)].map(([index, need]) => t(`dialog.needs.${need}`, { n: index + 1 })),
  ];
  const save = async () => {
    setBusy(true);
    setProblem("");
    try {
      await saveCategory(category === "new" ? undefined : category.id, bodyOf(form));
      await client.invalidateQueries({ queryKey: CATEGORIES_KEY });
      showToast(t("dialog.saved"), "success");
      onClose();
    } catch (error) {
      setProblem(error instanceof Error ? error.message : String(error));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Dialog open onClose={busy ? undefined : onClose} fullWidth maxWidth="lg" data-testid="category-dialog">
      <DialogTitle>{t(category === "new" ? "dialog.newTitle" : "dialog.editTitle")}</DialogTitle>
      <DialogContent>
        <Box sx={{ display: "grid", gap: 2, pt: 1 }}>
          <TextField
            label={t("dialog.name")}
            value={form.name}
            required
            onChange={(e) => setForm({ ...form, name: e.target.value })}
            slotProps={{ htmlInput: { maxLength: MATERIAL_CATEGORY_LIMITS.name, "data-testid": "category-name" } }}
          />
          <TextField
            label={t("dialog.description")}
            value={form.description}
            multiline
            minRows={2}
            onChange={(e) => setForm({ ...form, description: e.target.value })}
            slotProps={{ htmlInput: { maxLength: MATERIAL_CATEGORY_LIMITS.description, "data-testid": "category-description" } }}
          />
          <Typography variant="subtitle2">{t("dialog.columns", { count: form.columns.length, max: MAX_COLUMNS })}</Typography>
          {form.columns.length === 0 && <Typography color="text.secondary">{t("dialog.noColumns")}</Typography>}
          <ColumnRows columns={form.columns} onChange={(columns) => setForm((f) => ({ ...f, columns }))} />
          <Box>
            <Button
              startIcon={<AddIcon />}
              disabled={form.columns.length >= MAX_COLUMNS}
              onClick={() => setForm((f) => ({ ...f, columns: [...f.columns, emptyColumn()] }))}
              data-testid="add-column"
            >
              {t("dialog.addColumn")}
            </Button>
          </Box>
          {problem && (
            <Alert severity="error" data-testid="category-problem">
              {problem}
            </Alert>
          )}
        </Box>
      </DialogContent>
      <DialogActions>
        {needs.length > 0 && (
          <Typography variant="body2" color="text.secondary" sx={{ flex: 1, px: 2 }} data-testid="category-needs">
            {needs.join(" ")}
          </Typography>
        )}
        <Button onClick={onClose} disabled={busy}>
          {t("dialog.cancel")}
        </Button>
        <Button
          variant="contained"
          loading={busy}
          disabled={needs.length > 0}
          onClick={() => void save()}
          data-testid="category-save"
        >
          {t("dialog.save")}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
