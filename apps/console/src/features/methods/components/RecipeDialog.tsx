import { PREPARED_MATERIAL_LIMITS } from "@labledger/events/catalogue/methods-values";
import AddIcon from "@mui/icons-material/Add";
import DeleteIcon from "@mui/icons-material/DeleteOutlined";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogTitle from "@mui/material/DialogTitle";
import IconButton from "@mui/material/IconButton";
import Stack from "@mui/material/Stack";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import "../i18n/catalogue";
import { showToast } from "../../../ui/toast-store";
import { PREPARED_MATERIALS_KEY, type PreparedMaterial, savePreparedMaterial } from "../api/method-calls";
import {
  bodyOfRecipe,
  type ComponentRow,
  emptyRecipe,
  newComponentRow,
  type RecipeForm,
  ratioTotal,
  recipeOf,
  recipeProblems,
} from "../logic/recipe-form";

/** A prepared material, new or changed: name, component rows (material, amount, unit, ratio), preparation, shelf life. */
export function RecipeDialog({ material, onClose }: { material: PreparedMaterial | "new"; onClose: () => void }) {
  const { t } = useTranslation("methods");
  const client = useQueryClient();
  const [form, setForm] = useState<RecipeForm>(() => (material === "new" ? emptyRecipe() : recipeOf(material)));
  const [problem, setProblem] = useState("");
  const [busy, setBusy] = useState(false);
  const needs = recipeProblems(form);
  const setRow = (key: string, change: Partial<ComponentRow>) =>
    setForm({ ...form, components: form.components.map((c) => (c.key === key ? { ...c, ...change } : c)) });
  const save = async () => {
    setBusy(true);
    setProblem("");
    try {
      await savePreparedMaterial(material === "new" ? undefined : material.id, bodyOfRecipe(form));
      await client.invalidateQueries({ queryKey: PREPARED_MATERIALS_KEY });
      showToast(t("recipe.saved"), "success");
      onClose();
    } catch (error) {
      setProblem(error instanceof Error ? error.message : String(error));
    } finally {
      setBusy(false);
    }
  };
  const cell = (row: ComponentRow, field: "name" | "amount" | "unit" | "ratio", flex: number, max?: number) => (
    <TextField
      size="small"
      label={t(`recipe.${field === "name" ? "componentName" : field}`)}
      value={row[field]}
      sx={{ flex }}
      onChange={(e) => setRow(row.key, { [field]: e.target.value })}
      slotProps={{
        htmlInput: {
          "data-testid": `component-${field}`,
          ...(max ? { maxLength: max } : { inputMode: "decimal" }),
        },
      }}
    />
  );
  return (
    <Dialog open onClose={busy ? undefined : onClose} fullWidth maxWidth="md" data-testid="recipe-dialog">
      <DialogTitle>{material === "new" ? t("recipe.newTitle") : t("recipe.editTitle", { number: material.number })}</DialogTitle>
      <DialogContent>
        <Box sx={{ display: "grid", gap: 2, pt: 1 }}>
          <TextField
            label={t("recipe.name")}
            required
            value={form.name}
            onChange={(e) => setForm({ ...form, name: e.target.value })}
            slotProps={{ htmlInput: { maxLength: PREPARED_MATERIAL_LIMITS.name, "data-testid": "recipe-name" } }}
          />
          <Typography variant="subtitle2">{t("recipe.components")}</Typography>
          {form.components.map((row) => (
            <Stack key={row.key} direction="row" spacing={1} data-testid="component-row">
              {cell(row, "name", 3, PREPARED_MATERIAL_LIMITS.componentName)}
              {cell(row, "amount", 1)}
              {cell(row, "unit", 1, PREPARED_MATERIAL_LIMITS.unit)}
              {cell(row, "ratio", 1)}
              <IconButton
                aria-label={t("recipe.removeComponent")}
                title={t("recipe.removeComponent")}
                disabled={form.components.length === 1}
                onClick={() => setForm({ ...form, components: form.components.filter((c) => c.key !== row.key) })}
              >
                <DeleteIcon />
              </IconButton>
            </Stack>
          ))}
          <Stack direction="row" sx={{ alignItems: "center" }}>
            <Button
              startIcon={<AddIcon />}
              onClick={() => setForm({ ...form, components: [...form.components, newComponentRow()] })}
              disabled={form.components.length >= PREPARED_MATERIAL_LIMITS.components}
              data-testid="add-component"
            >
              {t("recipe.addComponent")}
            </Button>
            <Box sx={{ flex: 1 }} />
            <Typography variant="body2" color="text.secondary" data-testid="ratio-total">
              {t("recipe.ratioTotal", { total: Math.round(ratioTotal(form) * 1000) / 1000 })}
            </Typography>
          </Stack>
          <TextField
            label={t("recipe.preparation")}
            value={form.preparation}
            multiline
            minRows={2}
            onChange={(e) => setForm({ ...form, preparation: e.target.value })}
            slotProps={{ htmlInput: { maxLength: PREPARED_MATERIAL_LIMITS.preparation, "data-testid": "recipe-preparation" } }}
          />
          <TextField
            label={t("recipe.shelfLifeDays")}
            value={form.shelfLifeDays}
            onChange={(e) => setForm({ ...form, shelfLifeDays: e.target.value })}
            slotProps={{ htmlInput: { inputMode: "numeric", "data-testid": "recipe-shelf-life" } }}
          />
          {problem && (
            <Alert severity="error" data-testid="recipe-problem">
              {problem}
            </Alert>
          )}
        </Box>
      </DialogContent>
      <DialogActions>
        <Typography variant="body2" color="text.secondary" sx={{ flex: 1, px: 2 }} data-testid="recipe-needs">
          {needs.map((n) => t(n)).join(" ")}
        </Typography>
        <Button onClick={onClose} disabled={busy}>
          {t("recipe.cancel")}
        </Button>
        <Button variant="contained" disabled={busy || needs.length > 0} onClick={() => void save()} data-testid="recipe-save">
          {t("recipe.save")}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
