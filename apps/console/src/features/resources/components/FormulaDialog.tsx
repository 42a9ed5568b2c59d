import { REACTION_FORMULA_LIMITS } from "@labledger/events/catalogue/reaction-formulas-values";
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
import { REACTION_CONDITION_FIELDS } from "@labledger/events/catalogue/reaction-formulas-values";
import { useHistoryWords } from "../../../ui/history-words";
import { StructureEditor } from "../../../ui/structure-editor";
import { showToast } from "../../../ui/toast-store";
import { FORMULAS_KEY, type ReactionFormula, saveFormula } from "../api/reaction-formula-calls";
import { bodyOf, EMPTY_FORM, type FormulaForm, formOf, formProblems } from "../logic/formula-form";

/**
 * A common reaction, new or changed: name, description, the conditions (the reaction module's own
 * fields and labels) and the reaction drawn in Ketcher. The server reads the drawing before saving
 * and refuses one it cannot read; its words show here.
 */
export function FormulaDialog({ formula, onClose }: { formula: ReactionFormula | "new"; onClose: () => void }) {
  const { t } = useTranslation("resources");
  const say = useHistoryWords();
  const client = useQueryClient();
  const [form, setForm] = useState<FormulaForm>(formula === "new" ? EMPTY_FORM : formOf(formula));
  const [problem, setProblem] = useState("");
  const [busy, setBusy] = useState(false);
  const label = (field: string) => say(`module.equation.${field}`);
  const needs = formProblems(form);
  const needsInWords = needs.map((n) =>
    n === "name" || n === "drawing" ? t(`dialog.needs.${n}`) : t("dialog.needs.number", { field: label(n) }),
  );
  const save = async () => {
    setBusy(true);
    setProblem("");
    try {
      await saveFormula(formula === "new" ? undefined : formula.id, bodyOf(form));
      await client.invalidateQueries({ queryKey: FORMULAS_KEY });
      showToast(t("dialog.saved"), "success");
      onClose();
    } catch (error) {
      setProblem(error instanceof Error ? error.message : String(error));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Dialog open onClose={busy ? undefined : onClose} fullWidth maxWidth="lg" data-testid="formula-dialog">
      <DialogTitle>{t(formula === "new" ? "dialog.newTitle" : "dialog.editTitle")}</DialogTitle>
      <DialogContent>
        <Box sx={{ display: "grid", gap: 2, pt: 1 }}>
          <TextField
            label={t("dialog.name")}
            value={form.name}
            required
            onChange={(e) => setForm({ ...form, name: e.target.value })}
            slotProps={{ htmlInput: { maxLength: REACTION_FORMULA_LIMITS.name, "data-testid": "formula-name" } }}
          />
          <TextField
            label={t("dialog.description")}
            value={form.description}
            multiline
            minRows={2}
            onChange={(e) => setForm({ ...form, description: e.target.value })}
            slotProps={{ htmlInput: { maxLength: REACTION_FORMULA_LIMITS.description, "data-testid": "formula-description" } }}
          />
          <Typography variant="subtitle2">{t("dialog.drawing")}</Typography>
          <StructureEditor value={form.molFile} readOnly={false} onChange={(molFile) => setForm((f) => ({ ...f, molFile }))} />
          <Typography variant="subtitle2">{t("dialog.conditions")}</Typography>
          <Box sx={{ display: "grid", gridTemplateColumns: "repeat(auto-fill, minmax(160px, 1fr))", gap: 1 }}>
            {REACTION_CONDITION_FIELDS.map((field) => (
              <TextField
                key={field}
                size="small"
                label={label(field)}
                value={form.conditions[field]}
                onChange={(e) => setForm({ ...form, conditions: { ...form.conditions, [field]: e.target.value } })}
                slotProps={{
                  htmlInput: {
                    "data-testid": `formula-condition-${field}`,
                    ...(field === "gas" ? { maxLength: REACTION_FORMULA_LIMITS.gas } : { inputMode: "decimal" }),
                  },
                }}
              />
            ))}
          </Box>
          {problem && (
            <Alert severity="error" data-testid="formula-problem">
              {problem}
            </Alert>
          )}
        </Box>
      </DialogContent>
      <DialogActions>
        {needs.length > 0 && (
          <Typography variant="body2" color="text.secondary" sx={{ flex: 1, px: 2 }} data-testid="formula-needs">
            {needsInWords.join(" ")}
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
          data-testid="formula-save"
        >
          {t("dialog.save")}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
